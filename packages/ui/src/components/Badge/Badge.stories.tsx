import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckIcon } from '../../private/icons.tsx';
import { Box } from '../Box/Box.tsx';
import { Badge } from './Badge.tsx';
import { badgeSizes, badgeTones } from './badgeTones.ts';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Customs cleared', tone: 'neutral' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Customs cleared');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
  },
};

/** Every tone, with an icon so that colour is never the only signal. */
export const Tones: Story = {
  render: (args) => (
    <Box display="flex" gap="sm" flexWrap="wrap">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} icon={<CheckIcon />}>
          {tone}
        </Badge>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of badgeTones) await expect(canvas.getByText(tone)).toHaveAttribute('data-tone', tone);
  },
};

export const Small: Story = { args: { size: 'sm', tone: 'info' } };

/** Arabic: the icon sits at the inline start (right). */
export const RightToLeft: Story = {
  args: { children: 'تم التخليص', tone: 'positive', icon: <CheckIcon data-testid="icon" /> },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('تم التخليص');
    const icon = within(canvasElement).getByTestId('icon');
    await expect(getComputedStyle(badge).direction).toBe('rtl');
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(badge.getBoundingClientRect().left + 20);
  },
};
