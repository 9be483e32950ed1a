import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  arabicMonths,
  cardWidth,
  expectMonthsRightToLeft,
  labelled,
  months,
  playTableToggle,
  roadShipments,
  seaShipments,
} from '../../private/chart/chart.fixtures.tsx';
import { AreaChart, LineChart } from './LineChart.tsx';

const meta = {
  title: 'Components/LineChart',
  component: LineChart,
  args: {
    label: 'Shipments per month',
    series: [
      { label: 'Road', data: labelled(months, roadShipments) },
      { label: 'Sea', data: labelled(months, seaShipments) },
    ],
  },
  decorators: [cardWidth],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two series with a legend; the data table is read by screen readers and shown on request. */
export const Default: Story = {
  play: ({ canvasElement }) =>
    playTableToggle(canvasElement, 'Shipments per month', 'Jun 88 52', () =>
      expect(within(canvasElement).getByRole('list', { name: 'Legend' })).toBeVisible(),
    ),
};

/** `AreaChart`: the same chart with the area under each line filled. */
export const Area: Story = {
  render: (args) => <AreaChart {...args} />,
};

/** Arabic: the first month is at the right, ticks use Arabic digits, the legend and table toggle are translated. */
export const RightToLeft: Story = {
  args: {
    label: 'الشحنات شهريًا',
    series: [
      { label: 'برًا', data: labelled(arabicMonths, roadShipments) },
      { label: 'بحرًا', data: labelled(arabicMonths, seaShipments) },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectMonthsRightToLeft(canvasElement);
    await expect(within(canvasElement).getByRole('list', { name: 'وسيلة الإيضاح' })).toBeVisible();
  },
};
