import { messages } from '@qafila/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ActionResult } from '../../actions/ActionResult.ts';
import { TestProvider } from '../../test/TestProvider.tsx';
import { ToastProvider } from '../Toast/Toast.tsx';
import { copy, reportDialog, type Values } from './FormDialog.fixtures.tsx';
import { FormDialog } from './FormDialog.tsx';

function setup(locale: 'en' | 'ar', onSubmit: (values: Values) => Promise<ActionResult>) {
  const t = copy[locale];
  render(
    <TestProvider locale={locale} messages={messages[locale]}>
      <ToastProvider>
        <FormDialog<Values, ActionResult> {...reportDialog(locale)} onSubmit={onSubmit} />
      </ToastProvider>
    </TestProvider>,
  );
  return t;
}

const toastText = () => document.querySelector('[role="region"] li')?.textContent ?? '';

describe.each(['en', 'ar'] as const)('FormDialog (%s)', (locale) => {
  it('validates, focuses the first invalid field, and sends nothing', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true }) as const);
    const t = setup(locale, onSubmit);
    await userEvent.click(screen.getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await userEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    const reason = within(dialog).getByRole('textbox', { name: t.reason });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(t.required);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(reason, 'x');
    expect(reason).not.toHaveAccessibleDescription(t.required);
  });

  it('submits the values, is busy with focus kept, then closes, toasts and resets', async () => {
    let finish: (result: ActionResult) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<ActionResult>((resolve) => (finish = resolve)));
    const t = setup(locale, onSubmit);
    await userEvent.click(screen.getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: t.reason }), 'Port closed');
    await userEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ trackingNumber: 'QF12345678', reason: 'Port closed' });

    const busy = within(dialog).getByRole('button', { name: t.busy });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    busy.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    finish({ ok: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastText()).toContain(t.done);

    await userEvent.click(screen.getByRole('button', { name: t.open }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('textbox', { name: t.reason })).toHaveValue('');
  });

  it('keeps the values and stays open on failure, with the server text in the error toast', async () => {
    const onSubmit = vi.fn(async (): Promise<ActionResult> => ({ ok: false, error: 'Shipment is delivered' }));
    const t = setup(locale, onSubmit);
    await userEvent.click(screen.getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: t.reason }), 'Port closed');
    await userEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    await waitFor(() => expect(toastText()).toContain('Shipment is delivered'));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: t.reason })).toHaveValue('Port closed');
    expect(within(dialog).getByRole('button', { name: t.submit })).not.toHaveAttribute('aria-disabled');
  });

  it('closes on Escape and on Cancel without submitting, and returns focus to the trigger', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true }) as const);
    const t = setup(locale, onSubmit);
    const trigger = screen.getByRole('button', { name: t.open });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('FormDialog without fields', () => {
  it('is a confirmation: the submit button runs the action', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true }) as const);
    const onOpenChange = vi.fn();
    render(
      <TestProvider messages={messages.en}>
        <ToastProvider>
          <FormDialog
            open
            onOpenChange={onOpenChange}
            title="Delete user"
            initialValues={{}}
            onSubmit={onSubmit}
            submitLabel="Delete"
            submitTone="critical"
          />
        </ToastProvider>
      </TestProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
