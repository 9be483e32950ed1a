import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../components/Button/Button.tsx';
import { smallPhone } from '../../../private/phoneStory.ts';
import { CookieConsent, type CookieConsentProps } from './CookieConsent.tsx';

const meta = {
  title: 'Screens/Public/CookieConsent',
  component: CookieConsent,
  args: { hasSavedConsent: false, delayMs: 300, onSave: fn(), onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const banner = () => body().findByRole('region', { name: 'Your privacy choices' }, { timeout: 3000 });
const dialog = () => body().getByRole('dialog', { name: 'Cookie Preferences' });

/** Hidden at first; appears after the delay. */
export const Default: Story = {
  play: async () => {
    await expect(body().queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
    const region = await banner();
    await expect(region).toHaveTextContent('Federal Decree-Law No. 45 of 2021');
    await expect(within(region).getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // Refusing is as prominent as accepting.
    const accept = within(region).getByRole('button', { name: 'Accept All Cookies' });
    const essential = within(region).getByRole('button', { name: 'Essential Only' });
    await expect(essential.dataset.variant).toBe(accept.dataset.variant);
    await expect(essential.dataset.size).toBe(accept.dataset.size);
  },
};

/** Accept All Cookies turns every category on and closes the banner. */
export const AcceptAll: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Accept All Cookies' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    await expect(body().queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
  },
};

/** Essential Only turns every optional category off. */
export const EssentialOnly: Story = {
  args: { initial: { analytics: true } },
  play: async ({ args }) => {
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Essential Only' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    await expect(body().queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
  },
};

/** The close icon hides the banner without saving. */
export const CloseWithoutSaving: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Close cookie banner' }));
    await expect(body().queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A saved consent keeps the banner hidden. */
export const AlreadySaved: Story = {
  args: { hasSavedConsent: true },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(body().queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
  },
};

/** Customize: the necessary switch stays on; Cancel saves nothing; Save Preferences stores the switches. */
export const Customize: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Customize' }));
    let form = within(dialog());
    const necessary = form.getByRole('switch', { name: 'Necessary' });
    await expect(necessary).toBeChecked();
    await userEvent.click(necessary);
    await expect(necessary).toBeChecked();
    await userEvent.click(form.getByRole('switch', { name: 'Marketing' }));
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onSave).not.toHaveBeenCalled();

    // Reopened: the cancelled change is gone.
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Customize' }));
    form = within(dialog());
    await expect(form.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await userEvent.click(form.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(form.getByRole('switch', { name: 'Functional' }));
    await userEvent.click(form.getByRole('button', { name: 'Save Preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(body().queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
  },
};

/** The footer's "Cookie settings" reopens the dialog with the saved choice. */
function Reopen(props: CookieConsentProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Cookie settings
      </Button>
      <CookieConsent
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

export const ReopenFromFooter: Story = {
  args: { hasSavedConsent: true, initial: { analytics: true, marketing: false, functional: false } },
  render: (args) => <Reopen {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cookie settings' }));
    const form = within(dialog());
    await expect(form.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(form.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Save Preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: false,
    });
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ args }) => {
    const region = await body().findByRole('region', { name: 'خياراتك بشأن الخصوصية' }, { timeout: 3000 });
    await expect(getComputedStyle(region).direction).toBe('rtl');
    await expect(region).toHaveTextContent('بقانون اتحادي رقم 45 لسنة 2021');
    await userEvent.click(within(region).getByRole('button', { name: 'الضرورية فقط' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
  },
};

/** Arabic preferences dialog. */
export const ArabicPreferences: Story = {
  globals: { locale: 'ar' },
  args: { hasSavedConsent: true, open: true },
  play: async () => {
    const form = within(body().getByRole('dialog', { name: 'تفضيلات ملفات تعريف الارتباط' }));
    await expect(form.getByRole('switch', { name: 'الضرورية' })).toBeChecked();
    await waitFor(() => expect(form.getByRole('button', { name: 'حفظ التفضيلات' })).toBeVisible());
  },
};

/** Phones (360 px): each choice takes a full row. */
export const Mobile: Story = {
  ...smallPhone,
  play: async () => {
    const region = await banner();
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Customize' })).toBeVisible());
  },
};
