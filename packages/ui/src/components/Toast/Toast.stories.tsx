import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from '../Dialog/Dialog.tsx';
import { type ToastOptions, ToastProvider, useToast } from './Toast.tsx';

function Demo({
  first,
  second,
  dismissAll = 'Dismiss all',
}: {
  first: ToastOptions;
  second: ToastOptions;
  dismissAll?: string;
}) {
  const { toast, dismiss } = useToast();
  return (
    <Box display="flex" gap="sm" flexWrap="wrap">
      <Button onClick={() => toast(first)}>{String(first.title)}</Button>
      <Button variant="outline" onClick={() => toast(second)}>
        {String(second.title)}
      </Button>
      <Button variant="ghost" tone="neutral" onClick={() => dismiss()}>
        {dismissAll}
      </Button>
    </Box>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastProvider,
  args: { duration: 5000 },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent: ToastOptions = {
  title: 'Message sent',
  description: 'Our team will contact you within 24 hours.',
};
const failed: ToastOptions = {
  title: 'Error',
  description: 'Failed to send message. Please try again.',
  variant: 'destructive',
};

/** One toast at a time: a new one replaces the old. F8 focuses the region. */
export const Default: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Demo first={sent} second={failed} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });

    await userEvent.click(canvas.getByRole('button', { name: 'Message sent' }));
    await waitFor(() => expect(within(region).getByText('Our team will contact you within 24 hours.')).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    const toast = within(region).getByRole('listitem');
    await expect(toast).toHaveTextContent('Failed to send message. Please try again.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toHaveAttribute('data-swipe-direction', 'right');

    await userEvent.keyboard('[F8]');
    await expect(region.contains(document.activeElement)).toBe(true);

    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull());
  },
};

/** The error form: red, and announced at once. */
export const Destructive: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Demo first={failed} second={sent} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(within(region).getByRole('listitem')).toHaveAttribute('data-variant', 'destructive'));
  },
};

/** Arabic: the toast swipes away to the left (the inline end); its labels are Arabic. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <ToastProvider {...args}>
      <Demo
        first={{ title: 'تم إرسال الرسالة', description: 'سيتواصل معك فريقنا خلال ٢٤ ساعة.' }}
        second={{ title: 'خطأ', description: 'تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.', variant: 'destructive' }}
        dismissAll="إغلاق الكل"
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'الإشعارات (F8)' });
    await userEvent.click(canvas.getByRole('button', { name: 'تم إرسال الرسالة' }));
    const toast = await within(region).findByRole('listitem');
    await expect(toast).toHaveAttribute('data-swipe-direction', 'left');
    await expect(within(toast).getByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument();
    // The region sits at the top centre in both directions.
    await waitFor(() => {
      const { left, right, top } = toast.getBoundingClientRect();
      expect(Math.abs((left + right) / 2 - window.innerWidth / 2)).toBeLessThan(2);
      expect(top).toBeLessThan(window.innerHeight / 4);
    });
  },
};

const features = Array.from({ length: 30 }, (_, index) => `Feature ${index + 1}`);

function AssignInDialog() {
  const { toast } = useToast();
  return (
    <Dialog
      size="lg"
      title="Manage Features"
      trigger={<Button>Manage Features</Button>}
      footer={
        <DialogClose>
          <Button variant="outline" tone="neutral">
            Done
          </Button>
        </DialogClose>
      }
    >
      {features.map((feature) => (
        <Box key={feature} display="flex" gap="sm" alignItems="center">
          {feature}
          <Button size="sm" onClick={() => toast({ title: `${feature} assigned successfully` })}>
            Assign
          </Button>
        </Box>
      ))}
    </Dialog>
  );
}

/**
 * A toast raised from a tall dialog never covers the dialog's footer: the region sits at the top centre and the
 * dialog keeps its footer in view, so Done stays clickable (a pointer over a toast pauses its timer, which would
 * otherwise keep the button covered).
 */
export const OverADialog: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <AssignInDialog />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Features' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Manage Features' });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Assign' })[0] as HTMLElement);
    const region = within(canvasElement.ownerDocument.body).getByRole('region', { hidden: true });
    const toast = await within(region).findByRole('listitem', { hidden: true });
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'open'));
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await waitFor(() => {
      const box = done.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(hit !== null && done.contains(hit)).toBe(true);
    });
  },
};
