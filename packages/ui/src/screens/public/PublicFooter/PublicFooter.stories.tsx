import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { smallPhone } from '../../../private/phoneStory.ts';
import { PublicFooter } from './PublicFooter.tsx';

const meta = {
  title: 'Screens/Public/PublicFooter',
  component: PublicFooter,
  args: { onCookieSettings: fn(), year: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PublicFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every footer link, and Cookie settings reopening the preferences. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Footer' }));
    const expected = {
      Features: '/features',
      Tutorial: '/tutorial',
      FAQ: '/tutorial#faq',
      About: '/about',
      Privacy: '/privacy',
      Terms: '/terms',
      'Admin Portal': '/admin/login',
    };
    for (const [name, href] of Object.entries(expected)) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await userEvent.click(nav.getByRole('button', { name: 'Cookie settings' }));
    await expect(args.onCookieSettings).toHaveBeenCalledTimes(1);
    await expect(canvasElement).toHaveTextContent('© 2026 Qafila. All rights reserved.');
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'روابط التذييل' }));
    await userEvent.click(nav.getByRole('button', { name: 'إعدادات ملفات تعريف الارتباط' }));
    await expect(args.onCookieSettings).toHaveBeenCalledTimes(1);
    await expect(nav.getByRole('link', { name: 'بوابة الإدارة' })).toHaveAttribute('href', '/admin/login');
  },
};

/** Phones. */
export const Mobile: Story = {
  ...smallPhone,
};
