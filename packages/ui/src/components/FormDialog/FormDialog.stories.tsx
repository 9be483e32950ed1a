import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionResult } from '../../actions/ActionResult.ts';
import { Button } from '../Button/Button.tsx';
import { ToastProvider } from '../Toast/Toast.tsx';
import { reportDialog, type Values } from './FormDialog.fixtures.tsx';
import { FormDialog } from './FormDialog.tsx';

/** An answer after a short wait, so the busy state can be seen. */
const answer = (result: ActionResult) => () =>
  new Promise<ActionResult>((resolve) => setTimeout(() => resolve(result), 150));

/** The dialog for this story's values (an instantiation, so that Storybook can type its args). */
const ReportFormDialog = FormDialog<Values, ActionResult>;

const meta = {
  title: 'Components/FormDialog',
  component: ReportFormDialog,
  args: { ...reportDialog('en'), onSubmit: fn(answer({ ok: true })) },
  argTypes: { trigger: { control: false }, children: { control: false } },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ReportFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The shown toast; found by selector because the open dialog hides the rest of the page from the a11y tree. */
const toast = () => document.querySelector<HTMLElement>('[role="region"] li[data-variant]');

/** Submitting an invalid form shows the error on its field and moves focus there; nothing is sent. */
export const Validation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report delay' }));
    const dialog = await body().findByRole('dialog', { name: 'Report a delay' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await expect(reason).toHaveFocus();
    await expect(reason).toHaveAccessibleDescription('Enter a reason.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submit: busy with focus kept on the button, then the dialog closes, the toast says so and focus returns. */
export const Submit: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Report delay' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Port closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const busy = within(dialog).getByRole('button', { name: 'Sending report…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({ trackingNumber: 'QF12345678', reason: 'Port closed' });
    await waitFor(() => expect(toast()).toHaveTextContent('Report sent'));
    await expect(trigger).toHaveFocus();
  },
};

/** A refusal keeps the dialog open with the values; the error toast gives the server's text. */
export const ServerError: Story = {
  args: { onSubmit: fn(answer({ ok: false, error: 'QF12345678 is already delivered.' })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report delay' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Port closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(toast()).toHaveAttribute('data-variant', 'destructive'));
    await expect(toast()).toHaveTextContent('QF12345678 is already delivered.');
    await expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Port closed');
  },
};

/** Without fields it is a confirmation: the submit button runs the action. */
export const Confirmation: Story = {
  args: {
    trigger: <Button tone="critical">Delete user</Button>,
    title: 'Delete user?',
    description: 'ahmed and their feature assignments will be deleted. This cannot be undone.',
    initialValues: { trackingNumber: '', reason: '' },
    validate: undefined,
    children: undefined,
    submitLabel: 'Delete user',
    submitTone: 'critical',
    busyLabel: undefined,
    size: 'sm',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete user' }));
    const dialog = await body().findByRole('dialog', { name: 'Delete user?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete user' })).toHaveAttribute('type', 'button');
  },
};

/** Arabic: labels, the translated Cancel and the validation in Arabic, right to left. */
export const Arabic: Story = {
  args: { ...reportDialog('ar') },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'الإبلاغ عن تأخير' }));
    const dialog = await body().findByRole('dialog', { name: 'الإبلاغ عن تأخير' });
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    await expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ' }));
    await expect(within(dialog).getByRole('textbox', { name: 'السبب' })).toHaveAccessibleDescription('أدخل السبب.');
  },
};
