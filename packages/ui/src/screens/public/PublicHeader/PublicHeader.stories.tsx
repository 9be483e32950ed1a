import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneGlobals, phoneViewport } from '../../../private/phoneStory.ts';
import { PublicHeader } from './PublicHeader.tsx';

const meta = {
  title: 'Screens/Public/PublicHeader',
  component: PublicHeader,
  args: {
    locale: 'en',
    onLocaleChange: fn(),
    onContact: fn(),
    onLogin: fn(),
    vesselManagerHref: 'https://vesselmanager.example',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PublicHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = {
  globals: phoneGlobals,
  parameters: phoneViewport,
};

/** The Learn disclosure works from the keyboard; Contact and Login report to the app. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(canvas.getByRole('link', { name: 'Qafila' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/features');
    const vessel = nav.getByRole('link', { name: 'VesselManager (opens in a new tab)' });
    await expect(vessel).toHaveAttribute('target', '_blank');
    await expect(vessel).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const learn = nav.getByRole('button', { name: 'Learn' });
    await expect(learn).toHaveAttribute('aria-expanded', 'false');
    learn.focus();
    await userEvent.keyboard('{Enter}');
    await expect(learn).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(learn).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    const tutorial = nav.getByRole('link', { name: 'Tutorial' });
    await waitFor(() => expect(tutorial).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveFocus();
    await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/tutorial#faq');
    await userEvent.keyboard('{Escape}');
    await expect(learn).toHaveAttribute('aria-expanded', 'false');
    await expect(learn).toHaveFocus();
    await expect(tutorial).not.toBeVisible();

    await userEvent.click(nav.getByRole('button', { name: 'Contact' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    // Hidden on wide screens (display: none, so it has no accessible name to query by).
    await expect(canvasElement.querySelector('[aria-label="Open menu"]')).not.toBeVisible();
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  args: { locale: 'ar' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'التنقل الرئيسي' }));
    await userEvent.click(nav.getByRole('button', { name: 'تعلّم' }));
    await expect(nav.getByRole('link', { name: 'دليل الاستخدام' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'اللغة AR' })).toBeVisible();
  },
};

/** Phones: the links move into a sheet; its Login goes straight to /app. */
export const Mobile: Story = {
  ...phone,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // The sheet's code loads on the first press, then the sheet opens.
    await userEvent.click(open);
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Menu' }));
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(sheet.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/app');
    await expect(sheet.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/tutorial#faq');
    await expect(sheet.getByRole('link', { name: 'VesselManager (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(sheet.getByRole('button', { name: 'Contact' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onLogin).not.toHaveBeenCalled();
    // Escape closes it again and focus returns to the button.
    await userEvent.click(open);
    await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** Phones in Arabic: the sheet comes from the left. */
export const MobileArabic: Story = {
  ...phone,
  args: { locale: 'ar' },
  globals: { ...phone.globals, locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'فتح القائمة' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'القائمة' });
    await waitFor(() => expect(sheet.getBoundingClientRect().left).toBeLessThan(1));
  },
};

/**
 * The language menu loads on first use (the button is plain until then): from the keyboard, focus and Enter open it
 * once it has arrived, arrows move, Enter chooses; a click opens it too.
 */
export const LanguageMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = () => canvas.getByRole('button', { name: 'Language EN' });
    button().focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(document.body).getByRole('menuitemradio', { name: 'English' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ar');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button()).toHaveFocus());
    await userEvent.click(button());
    await userEvent.click(await within(document.body).findByRole('menuitemradio', { name: 'العربية' }));
    await expect(args.onLocaleChange).toHaveBeenCalledTimes(2);
  },
};
