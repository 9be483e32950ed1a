import { messages } from '@qafila/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast/Toast.tsx';
import { TestProvider } from '../../../test/TestProvider.tsx';
import { AdminLogin, type AdminLoginOutcome } from './AdminLogin.tsx';

function renderIn(locale: 'en' | 'ar', onSubmit: () => Promise<AdminLoginOutcome>) {
  const onSuccess = vi.fn();
  const submit = vi.fn(onSubmit);
  render(
    <TestProvider locale={locale} messages={messages[locale]}>
      <ToastProvider>
        <AdminLogin onSubmit={submit} onSuccess={onSuccess} />
      </ToastProvider>
    </TestProvider>,
  );
  return { submit, onSuccess };
}

const toastText = () => document.querySelector('[role="region"] li[data-variant]')?.textContent ?? '';

describe('AdminLogin', () => {
  it.each(['en', 'ar'] as const)('both fields are required (%s)', async (locale) => {
    const user = userEvent.setup();
    const t = messages[locale];
    const { submit } = renderIn(locale, async () => 'success');
    expect(screen.getByRole('heading', { level: 1 })?.textContent).toContain(t['admin.login.title']);
    expect(screen.getByRole('link', { name: t['admin.login.backHome'] })).toHaveAttribute('href', '/');
    await user.type(screen.getByLabelText(new RegExp(t['admin.login.username'])), 'admin');
    await user.click(screen.getByRole('button', { name: t['admin.login.submit'] }));
    expect(submit).not.toHaveBeenCalled();
    await waitFor(() => expect(toastText()).toContain(t['admin.login.missing']));
    expect(toastText()).toContain(t['admin.login.missing.title']);
  });

  it('a refusal shows the server message; an empty one "Invalid credentials"; no answer "Admin login failed"', async () => {
    const user = userEvent.setup();
    const outcomes: AdminLoginOutcome[] = [{ error: 'Too many sign-in attempts' }, { error: '' }, 'network'];
    const { onSuccess } = renderIn('en', async () => outcomes.shift() ?? 'network');
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    for (const expected of ['Too many sign-in attempts', 'Invalid credentials', 'Admin login failed']) {
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(toastText()).toContain(expected));
      expect(toastText()).toContain('Login failed');
    }
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('success: the spec toast, then onSuccess', async () => {
    const user = userEvent.setup();
    const { submit, onSuccess } = renderIn('en', async () => 'success');
    await user.type(screen.getByLabelText(/Username/), ' admin ');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.keyboard('{Enter}');
    expect(submit).toHaveBeenCalledWith('admin', 'secret');
    await waitFor(() => expect(toastText()).toContain('Redirecting to admin dashboard...'));
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
