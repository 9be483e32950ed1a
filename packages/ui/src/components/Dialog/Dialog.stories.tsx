import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Field } from '../Field/Field.tsx';
import { Input } from '../Input/Input.tsx';
import { Dialog, DialogClose, dialogSizes } from './Dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Report a delay',
    description: 'We will tell the carrier and update you within 24 hours.',
    trigger: <Button>Report delay</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    trigger: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (
  <Field label="Tracking number" required>
    <Input defaultValue="QF12345678" />
  </Field>
);

const footer = (
  <>
    <DialogClose>
      <Button variant="outline" tone="neutral">
        Cancel
      </Button>
    </DialogClose>
    <Button>Send report</Button>
  </>
);

/** Opens from its trigger, traps focus, closes with Escape and returns focus to the trigger. */
export const Default: Story = {
  args: { children: form, footer },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Report delay' });
    await userEvent.click(trigger);

    const dialog = await canvas.findByRole('dialog', { name: 'Report a delay' });
    await expect(dialog).toHaveAccessibleDescription('We will tell the carrier and update you within 24 hours.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves to the first field (not the close button) and stays in the dialog.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Tracking number' })).toHaveFocus());
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The translated close button and `DialogClose` both close it. */
export const CloseButtons: Story = {
  args: { children: form, footer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Report delay' }));
    let dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Report delay' }));
    dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Without a description, the dialog has none (no dangling `aria-describedby`). */
export const TitleOnly: Story = {
  args: { description: undefined, defaultOpen: true, children: 'The shipment QF12345678 will be cancelled.' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Report a delay' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

/** Arabic: the close button sits at the inline end (left) and is named in Arabic. */
export const RightToLeft: Story = {
  args: {
    title: 'الإبلاغ عن تأخير',
    description: 'سنبلغ شركة النقل ونوافيك بالمستجدات خلال ٢٤ ساعة.',
    trigger: <Button>الإبلاغ عن تأخير</Button>,
    defaultOpen: true,
    children: (
      <Field label="رقم التتبع" required>
        <Input defaultValue="QF12345678" />
      </Field>
    ),
    footer: (
      <>
        <DialogClose>
          <Button variant="outline" tone="neutral">
            إلغاء
          </Button>
        </DialogClose>
        <Button>إرسال البلاغ</Button>
      </>
    ),
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'الإبلاغ عن تأخير' });
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    const close = within(dialog).getByRole('button', { name: 'إغلاق' }).getBoundingClientRect();
    const title = within(dialog).getByRole('heading', { name: 'الإبلاغ عن تأخير' }).getBoundingClientRect();
    const box = dialog.getBoundingClientRect();
    await expect(close.left - box.left).toBeLessThan(24);
    await expect(close.top).toBeLessThan(title.bottom);
  },
};
