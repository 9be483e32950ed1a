import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Progress } from './Progress.tsx';
import { progressTones } from './progressTones.ts';

const meta = {
  title: 'Components/Progress',
  component: Progress,
  args: { value: 42, label: 'Documents reviewed', showValue: true },
  argTypes: { tone: { control: 'inline-radio', options: progressTones } },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Documents reviewed' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
    await expect(within(canvasElement).getByText('42%')).toBeVisible();
  },
};

/** With `max`, the value is read against it: 3 of 4 is 75 %. */
export const CustomMax: Story = {
  args: { value: 3, max: 4, label: 'Steps done' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Steps done' });
    await expect(bar).toHaveAttribute('aria-valuetext', '75%');
  },
};

/** A value above `max` is clamped (and logged as a warning). */
export const OutOfRange: Story = {
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Documents reviewed' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar.parentElement).toHaveAttribute('data-state', 'complete');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, showValue: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAccessibleName('Documents reviewed');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Box display="grid" gap="lg">
      {progressTones.map((tone) => (
        <Progress key={tone} {...args} tone={tone} label={tone} />
      ))}
    </Box>
  ),
};

/** Arabic: the bar fills from the right; the percentage is formatted for Arabic. */
export const RightToLeft: Story = {
  args: { label: 'المستندات المراجَعة', value: 30 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'المستندات المراجَعة' });
    const fill = bar.firstElementChild as HTMLElement;
    const track = bar.getBoundingClientRect();
    await expect(Math.round(fill.getBoundingClientRect().right)).toBe(Math.round(track.right));
    await expect(fill.getBoundingClientRect().width).toBeLessThan(track.width / 2);
    await expect(bar.getAttribute('aria-valuetext')).toBe(
      new Intl.NumberFormat('ar', { style: 'percent' }).format(0.3),
    );
  },
};
