import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Sparkline } from './Sparkline.tsx';

const meta = {
  title: 'Components/Sparkline',
  component: Sparkline,
  args: { label: 'Shipments per day', data: [12, 15, 11, 18, 22, 19, 25, 21, 27, 30] },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One image named by its summary; the dot marks the latest value, at the end of the line. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', {
      name: 'Shipments per day: lowest 11, highest 30, latest 30',
    });
    const dot = image.querySelector('circle')?.getBoundingClientRect();
    await expect(dot?.left).toBeGreaterThan(image.getBoundingClientRect().left + 100);
  },
};

export const Area: Story = { args: { area: true, tone: 'positive', width: 160, height: 40 } };

export const Falling: Story = { args: { tone: 'critical', area: true, label: 'Delays', data: [9, 7, 8, 5, 4, 4, 2] } };

/** Arabic: time runs right to left, so the latest value is at the left; the summary is in Arabic. */
export const RightToLeft: Story = {
  args: { label: 'الشحنات يوميًا', area: true },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: /^الشحنات يوميًا: الأدنى .+، الأعلى .+، الأحدث .+$/ });
    const dot = image.querySelector('circle')?.getBoundingClientRect();
    await expect(dot?.left).toBeLessThan(image.getBoundingClientRect().left + 10);
  },
};
