import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link, linkTones } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#privacy', children: 'Privacy policy' },
  argTypes: { tone: { control: 'inline-radio', options: linkTones } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Privacy policy' });
    await expect(link).toHaveAttribute('href', '#privacy');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const Neutral: Story = { args: { tone: 'neutral' } };

/** In running text, the link inherits the size and line height. */
export const InText: Story = {
  render: (args) => (
    <p>
      Read how we handle personal data in our <Link {...args} />.
    </p>
  ),
};

/** A new tab is announced, and the link cannot reach back into this page. */
export const External: Story = {
  args: { href: 'https://u.ae/en', children: 'UAE government portal', external: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'UAE government portal (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const RightToLeft: Story = {
  args: { href: 'https://u.ae/ar', children: 'البوابة الرسمية لحكومة الإمارات', external: true },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: 'البوابة الرسمية لحكومة الإمارات (يُفتح في علامة تبويب جديدة)',
      }),
    ).toBeInTheDocument();
  },
};
