import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toastRegion, withToasts } from '../../toastStory.tsx';
import { AdminLogin, type AdminLoginOutcome } from './AdminLogin.tsx';

const meta = {
  title: 'Screens/AdminLogin',
  component: AdminLogin,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(async (): Promise<AdminLoginOutcome> => ({ error: 'Invalid credentials' })), onSuccess: fn() },
  decorators: [withToasts],
} satisfies Meta<typeof AdminLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both fields are required; a refusal is told in a toast. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(toastRegion()).toHaveTextContent(/Please enter both username and password/));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong password');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(toastRegion()).toHaveTextContent(/Invalid credentials/));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'دخول المسؤول' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
  },
};

/** A super admin with two-factor sign-in: the code step after the password, its error in place, then signed in. */
export const CodeStep: Story = {
  args: {
    onSubmit: fn(async (): Promise<AdminLoginOutcome> => 'twoFactor'),
    onVerify: fn(
      async (code: string): Promise<AdminLoginOutcome> =>
        code === '287082' ? 'success' : { error: 'Invalid credentials' },
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/Password/), 'correct horse battery{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('Code')).toHaveFocus());
    await expect(
      canvas.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Code'), '000000{Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith('000000');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Invalid credentials'));
    await expect(canvas.getByRole('button', { name: 'Back to the password' })).toBeVisible();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** The code step in Arabic, with Arabic-Indic digits sent as ASCII. */
export const CodeStepArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    onSubmit: fn(async (): Promise<AdminLoginOutcome> => 'twoFactor'),
    onVerify: fn(async (): Promise<AdminLoginOutcome> => 'success'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/اسم المستخدم/), 'admin');
    await userEvent.type(canvas.getByLabelText(/كلمة المرور/), 'secret{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('الرمز')).toHaveFocus());
    await userEvent.type(canvas.getByLabelText('الرمز'), '٢٨٧٠٨٢{Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith('287082');
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledOnce());
  },
};
