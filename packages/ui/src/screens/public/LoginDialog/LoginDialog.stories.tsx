import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../components/Button/Button.tsx';
import { withToasts } from '../../toastStory.tsx';
import { LoginDialog, type LoginDialogProps, type LoginOutcome } from './LoginDialog.tsx';

/** Keeps the open state, as the landing page does, and reports every change to the story's spy. */
function Controlled(props: LoginDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <LoginDialog
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
      trigger={<Button variant="outline">Login</Button>}
    />
  );
}

/** An answer that arrives after a short wait, so the in-flight state can be seen. */
const answer = (outcome: LoginOutcome) => () =>
  new Promise<LoginOutcome>((resolve) => setTimeout(() => resolve(outcome), 150));

const meta = {
  title: 'Screens/LoginDialog',
  component: LoginDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(answer('success')),
    onSuccess: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [withToasts],
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => body().getByRole('dialog');
/** The shown toast; found by selector because the open dialog hides the rest of the page from the a11y tree. */
const toast = () => document.querySelector<HTMLElement>('[role="region"] li[data-variant]');

/** Empty fields: a destructive toast and nothing is sent. */
export const Default: Story = {
  play: async ({ args }) => {
    const form = within(dialog());
    await expect(dialog()).toHaveAccessibleName('Sign in to Qafila');
    await userEvent.click(form.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Please enter both username and password'));
    await expect(toast()).toHaveTextContent('Error');
    await expect(toast()).toHaveAttribute('data-variant', 'destructive');
    // One field is not enough either.
    await userEvent.type(form.getByLabelText('Username'), 'demo{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog()).toBeInTheDocument();
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const form = within(dialog());
    await expect(dialog()).toHaveAccessibleName('تسجيل الدخول إلى قافلة');
    await expect(getComputedStyle(dialog()).direction).toBe('rtl');
    await waitFor(() => expect(form.getByLabelText('اسم المستخدم')).toBeVisible());
    await expect(form.getByLabelText('كلمة المرور')).toHaveAttribute('type', 'password');
    await expect(form.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'تسجيل الدخول' }));
    await waitFor(() => expect(toast()).toHaveTextContent('يُرجى إدخال اسم المستخدم وكلمة المرور'));
  },
};

/** Enter in the password field submits; the button reads "Signing in..." until the answer; then the dialog closes. */
export const Success: Story = {
  play: async ({ args }) => {
    const form = within(dialog());
    await userEvent.type(form.getByLabelText('Username'), 'demo');
    await userEvent.type(form.getByLabelText('Password'), 'correct horse battery{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('demo', 'correct horse battery');
    await expect(form.getByRole('button', { name: 'Signing in...' })).toBeVisible();
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(toast()).toHaveTextContent('Login successful! Redirecting to dashboard...'));
    await expect(toast()).toHaveTextContent('Success');
  },
};

/** The server says no: its reason in the toast; the dialog stays open. Enter in the username field submits too. */
export const Rejected: Story = {
  args: { onSubmit: fn(answer({ error: 'Invalid username or password' })) },
  play: async ({ args }) => {
    const form = within(dialog());
    await userEvent.type(form.getByLabelText('Password'), 'wrong');
    await userEvent.type(form.getByLabelText('Username'), 'demo{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('demo', 'wrong');
    await waitFor(() => expect(toast()).toHaveTextContent('Invalid username or password'));
    await expect(toast()).toHaveAttribute('data-variant', 'destructive');
    await expect(args.onSuccess).not.toHaveBeenCalled();
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(form.getByLabelText('Username')).toHaveValue('demo');
  },
};

/** A refusal without a reason reads "Login failed". */
export const RejectedWithoutReason: Story = {
  args: { onSubmit: fn(answer({ error: '' })) },
  play: async () => {
    const form = within(dialog());
    await userEvent.type(form.getByLabelText('Username'), 'demo');
    await userEvent.type(form.getByLabelText('Password'), 'secret{Enter}');
    await waitFor(() => expect(toast()).toHaveTextContent('Login failed'));
  },
};

/** No answer from the server. */
export const NetworkError: Story = {
  args: { onSubmit: fn(answer('network')) },
  play: async ({ args }) => {
    const form = within(dialog());
    await userEvent.type(form.getByLabelText('Username'), 'demo');
    await userEvent.type(form.getByLabelText('Password'), 'secret');
    await userEvent.click(form.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Network error. Please try again.'));
    await expect(args.onSuccess).not.toHaveBeenCalled();
    await expect(dialog()).toBeInTheDocument();
  },
};

/** An account with two-factor sign-in answers the password with the code step. */
const twoFactorArgs = {
  onSubmit: fn(answer('twoFactor')),
  onVerify: fn(
    async (code: string): Promise<LoginOutcome> =>
      answer(code === '287082' ? 'success' : { error: 'Invalid username or password' })(),
  ),
};

/** Username and password, then the code step with the focus on the code. */
async function toCodeStep(form: ReturnType<typeof within>) {
  await userEvent.type(form.getByLabelText('Username'), 'demo');
  await userEvent.type(form.getByLabelText('Password'), 'correct horse battery{Enter}');
  await waitFor(() => expect(form.getByLabelText('Code')).toHaveFocus());
}

/**
 * After the password, the code step (focus on the code, no toast); Back returns to the password with the username
 * kept; a wrong code is told in place.
 */
export const CodeStep: Story = {
  args: twoFactorArgs,
  play: async ({ args, step }) => {
    const form = within(dialog());
    await step('password, then the code step', async () => {
      await toCodeStep(form);
      await expect(
        form.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.'),
      ).toBeVisible();
      await expect(form.getByLabelText('Code')).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(toast()).toBeNull();
      await userEvent.click(form.getByRole('button', { name: 'Verify' }));
      await expect(form.getByText('Enter the code.')).toBeVisible();
    });
    await step('Back to the password keeps the username', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Back to the password' }));
      await expect(form.getByLabelText('Username')).toHaveValue('demo');
      await userEvent.type(form.getByLabelText('Password'), '{Enter}');
      await waitFor(() => expect(form.getByLabelText('Code')).toHaveValue(''));
    });
    await step('a wrong code is told in place', async () => {
      await userEvent.type(form.getByLabelText('Code'), '111 111{Enter}');
      await expect(args.onVerify).toHaveBeenCalledWith('111111');
      await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('Invalid username or password'));
      await expect(args.onSuccess).not.toHaveBeenCalled();
      await expect(dialog()).toBeInTheDocument();
    });
  },
};

/** The right code signs in and closes the dialog. */
export const CodeStepSignsIn: Story = {
  args: twoFactorArgs,
  play: async ({ args }) => {
    const form = within(dialog());
    await toCodeStep(form);
    await userEvent.type(form.getByLabelText('Code'), '287082{Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith('287082');
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The code step in Arabic: digits typed on an Arabic keyboard are sent as ASCII digits. */
export const CodeStepArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    onSubmit: fn(answer('twoFactor')),
    onVerify: fn(answer({ error: 'اسم المستخدم أو كلمة المرور غير صحيحة' })),
  },
  play: async ({ args }) => {
    const form = within(dialog());
    await waitFor(() => expect(form.getByLabelText('اسم المستخدم')).toBeVisible());
    await userEvent.type(form.getByLabelText('اسم المستخدم'), 'demo');
    await userEvent.type(form.getByLabelText('كلمة المرور'), 'secret{Enter}');
    await waitFor(() => expect(form.getByLabelText('الرمز')).toHaveFocus());
    await userEvent.type(form.getByLabelText('الرمز'), '٢٨٧٠٨٢');
    await userEvent.click(form.getByRole('button', { name: 'تحقّق' }));
    await expect(args.onVerify).toHaveBeenCalledWith('287082');
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('اسم المستخدم أو كلمة المرور غير صحيحة'));
  },
};
