import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button/Button.tsx';
import { ToastProvider } from '../components/Toast/Toast.tsx';
import type { ActionResult } from './ActionResult.ts';
import { useAction } from './useAction.ts';

interface SaveButtonProps {
  label: string;
  /** Accessible name while busy; the button's translated default without it. */
  busyLabel?: string;
  success: string;
  errorTitle: string;
  failed: string;
  action: () => Promise<ActionResult>;
}

/** A button that runs an action through `useAction`: busy while it runs, then a success or an error toast. */
function SaveButton({ label, busyLabel, success, errorTitle, failed, action }: SaveButtonProps) {
  const save = useAction(action, {
    success: { title: success },
    failure: { title: errorTitle, description: failed },
  });
  return (
    <Button loading={save.busy} loadingLabel={busyLabel} onClick={() => void save.run()}>
      {label}
    </Button>
  );
}

const after = (result: ActionResult) => () =>
  new Promise<ActionResult>((resolve) => setTimeout(() => resolve(result), 150));

const meta = {
  title: 'Patterns/useAction',
  component: SaveButton,
  args: {
    label: 'Save branding',
    success: 'Branding saved',
    errorTitle: 'Error',
    failed: 'Failed to save branding',
    action: fn(after({ ok: true })),
  },
  argTypes: { action: { control: false } },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof SaveButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const toast = () => document.querySelector<HTMLElement>('[role="region"] li[data-variant]');

/** Busy (named by the default loading label), runs once however often it is pressed, then the success toast. */
export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save branding' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Please wait…' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Branding saved'));
    await expect(args.action).toHaveBeenCalledTimes(1);
  },
};

/** A refusal: the error toast gives the server's message. */
export const ServerError: Story = {
  args: { action: fn(after({ ok: false, error: 'Logo URL must use https.' })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save branding' }));
    await waitFor(() => expect(toast()).toHaveAttribute('data-variant', 'destructive'));
    await expect(toast()).toHaveTextContent('Logo URL must use https.');
  },
};

/** Arabic: the default loading label and the fallback error text in Arabic. */
export const Arabic: Story = {
  args: {
    label: 'حفظ الهوية',
    success: 'تم حفظ الهوية',
    errorTitle: 'خطأ',
    failed: 'تعذّر حفظ الهوية',
    action: fn(after({ ok: false })),
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ الهوية' }));
    await expect(canvas.getByRole('button', { name: 'يرجى الانتظار…' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(toast()).toHaveTextContent('تعذّر حفظ الهوية'));
  },
};
