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
