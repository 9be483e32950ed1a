import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TypingIndicator } from './TypingIndicator.tsx';

const meta = {
  title: 'Patterns/TypingIndicator',
  component: TypingIndicator,
} satisfies Meta<typeof TypingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite live region named "Assistant is typing"; the dots are decoration. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Assistant is typing' });
    const dots = status.querySelectorAll('[aria-hidden="true"]');
    await expect(dots).toHaveLength(3);
    await expect(getComputedStyle(dots[0]!).animationName).not.toBe('none');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'المساعد يكتب' })).toBeVisible();
  },
};
