import { messages } from '@qafila/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../components/Button/Button.tsx';
import { ToastProvider } from '../components/Toast/Toast.tsx';
import { TestProvider } from '../test/TestProvider.tsx';
import type { ActionResult } from './ActionResult.ts';
import { useAction } from './useAction.ts';

function Save({ action }: { action: () => Promise<ActionResult<{ trackingNumber: string }>> }) {
  const { busy, run } = useAction(action, {
    success: (result) => ({ title: 'Saved', description: result.trackingNumber }),
    failure: { title: 'Error', description: 'Could not save.' },
  });
  return (
    <Button loading={busy} onClick={() => void run()}>
      Save
    </Button>
  );
}

function setup(action: () => Promise<ActionResult<{ trackingNumber: string }>>, locale: 'en' | 'ar' = 'en') {
  render(
    <TestProvider locale={locale} messages={messages[locale]}>
      <ToastProvider>
        <Save action={action} />
      </ToastProvider>
    </TestProvider>,
  );
}

const toast = () => document.querySelector<HTMLElement>('[role="region"] li[data-variant]');

describe('useAction', () => {
  it.each([
    { locale: 'en', busyName: 'Please wait…' },
    { locale: 'ar', busyName: 'يرجى الانتظار…' },
  ] as const)(
    'is busy while the action runs, runs it once, then shows the success toast ($locale)',
    async ({ locale, busyName }) => {
      let finish: (result: ActionResult<{ trackingNumber: string }>) => void = () => {};
      const action = vi.fn(
        () => new Promise<ActionResult<{ trackingNumber: string }>>((resolve) => (finish = resolve)),
      );
      setup(action, locale);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      const busy = screen.getByRole('button', { name: busyName });
      await userEvent.click(busy);
      expect(action).toHaveBeenCalledTimes(1);
      finish({ ok: true, trackingNumber: 'QF12345678' });
      await waitFor(() => expect(toast()).toHaveAttribute('data-variant', 'default'));
      expect(toast()).toHaveTextContent('SavedQF12345678');
      expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-state', 'idle');
    },
  );

  it("shows the server's message in the error toast", async () => {
    setup(async () => ({ ok: false, error: 'Username already taken' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast()).toHaveAttribute('data-variant', 'destructive'));
    expect(toast()).toHaveTextContent('ErrorUsername already taken');
  });

  it('falls back to its own text without a server message, and when the action rejects', async () => {
    setup(async () => ({ ok: false, error: '  ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast()).toHaveTextContent('ErrorCould not save.'));
  });

  it('treats a rejected promise as a failure', async () => {
    setup(() => Promise.reject(new Error('socket hang up')));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast()).toHaveTextContent('ErrorCould not save.'));
    expect(toast()).not.toHaveTextContent('socket hang up');
  });
});
