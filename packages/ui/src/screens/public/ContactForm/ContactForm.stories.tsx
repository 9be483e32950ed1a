import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../../../components/Toast/Toast.tsx';
import { width } from '../shared/page.css.ts';
import { ContactForm } from './ContactForm.tsx';

/** An answer that arrives after a short wait, so the sending state can be seen. */
const answer = (ok: boolean) => () => new Promise<boolean>((resolve) => setTimeout(() => resolve(ok), 150));

const meta = {
  title: 'Screens/Public/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn(answer(true)) },
  decorators: [
    (Story) => (
      <ToastProvider>
        <div className={width.header}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const toast = () => document.querySelector<HTMLElement>('[role="region"] li[data-variant]');

async function fill(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText(/Full Name/), 'Mariam Al Suwaidi');
  await userEvent.type(canvas.getByLabelText(/^Company\*?$/), 'Gulf Freight LLC');
  await userEvent.type(canvas.getByLabelText(/Email/), 'mariam@gulffreight.ae');
  await userEvent.type(canvas.getByLabelText('Company Size (Optional)'), '120 employees');
  await userEvent.type(canvas.getByLabelText('Message (Optional)'), 'Jebel Ali to Abu Dhabi, daily.');
}

/** Required fields are checked before anything is sent; the first invalid field gets focus. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Schedule a Demo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Demo' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/Full Name/)).toHaveFocus();
    await expect(canvas.getByLabelText(/Full Name/)).toHaveAccessibleDescription('Please enter your full name.');
    await expect(canvas.getByText('Please enter your company name.')).toBeVisible();
    await expect(canvas.getByText('Please enter your email address.')).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/Email/)).toBeRequired();

    await userEvent.type(canvas.getByLabelText(/Full Name/), 'Mariam');
    await userEvent.type(canvas.getByLabelText(/^Company\*?$/), 'Gulf Freight');
    await userEvent.type(canvas.getByLabelText(/Email/), 'mariam@');
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Demo' }));
    await expect(canvas.getByLabelText(/Email/)).toHaveFocus();
    await expect(canvas.getByLabelText(/Email/)).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@company.ae.',
    );
    await expect(canvas.queryByText('Please enter your full name.')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: "Message Sent" and the form clears. The honeypot travels along, empty. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Demo' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Mariam Al Suwaidi',
      company: 'Gulf Freight LLC',
      email: 'mariam@gulffreight.ae',
      phone: '120 employees',
      message: 'Jebel Ali to Abu Dhabi, daily.',
      website: '',
    });
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(toast()).toHaveTextContent('Message Sent'));
    await expect(toast()).toHaveTextContent('Thank you for your interest. Our team will contact you within 24 hours.');
    await expect(canvas.getByLabelText(/Full Name/)).toHaveValue('');
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('');
    await expect(canvas.getByLabelText('Message (Optional)')).toHaveValue('');
  },
};

/** Not sent: "Error" (destructive) and the input is kept. */
export const Failure: Story = {
  args: { onSubmit: fn(answer(false)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Demo' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Failed to send message. Please try again.'));
    await expect(toast()).toHaveAttribute('data-variant', 'destructive');
    await expect(canvas.getByLabelText(/Full Name/)).toHaveValue('Mariam Al Suwaidi');
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('mariam@gulffreight.ae');
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'احجز عرضًا توضيحيًا' });
    await expect(getComputedStyle(form).direction).toBe('rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'احجز العرض' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('يُرجى إدخال اسمك الكامل.')).toBeVisible();
  },
};
