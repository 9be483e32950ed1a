import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../../../private/phoneStory.ts';
import { trafficOverview } from '../predictive.fixtures.ts';
import { TrafficConditions, type TrafficConditionsProps } from './TrafficConditions.tsx';

const args = {
  overview: trafficOverview,
  date: '2026-11-24',
  onDateChange: fn(),
} satisfies TrafficConditionsProps;

const meta = {
  title: 'Screens/Predictive/TrafficConditions',
  component: TrafficConditions,
  args,
} satisfies Meta<typeof TrafficConditions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every corridor now, labelled an estimate; the day strip of a chosen corridor with its truck restrictions. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('traffic-estimate')).toBeVisible();
    await expect(canvas.getAllByText('Trucks restricted now')).toHaveLength(5);
    await expect(canvas.getByText(/Dubai RTA: Heavy trucks and refrigerated trucks/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Corridor'), 'emirates_road');
    await expect(canvas.getByText('No truck restriction on this corridor in the model.')).toBeVisible();
  },
};

/** A phone (375 px) in Arabic. */
export const PhoneArabic: Story = {
  ...phone375,
  globals: { ...phone375.globals, locale: 'ar' },
};
