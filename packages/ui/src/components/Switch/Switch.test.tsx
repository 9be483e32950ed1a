import { messages } from '@qafila/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Switch } from './Switch.tsx';

const locales = [
  { locale: 'en', reason: "Required: this setting can't be turned off." },
  { locale: 'ar', reason: 'إعداد مطلوب: لا يمكن إيقافه.' },
] as const;

describe('Switch', () => {
  it('toggles with click, Space and its label, and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    render(
      <TestProvider>
        <Switch label="WhatsApp updates" hint="Sent to your phone" onCheckedChange={onCheckedChange} />
      </TestProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'WhatsApp updates' });
    expect(toggle).toHaveAccessibleDescription('Sent to your phone');
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute('data-state', 'checked');
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByText('WhatsApp updates'));
    expect(toggle).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it.each(locales)('locked: stays on whatever the user does and explains why ($locale)', async ({ locale, reason }) => {
    const onCheckedChange = vi.fn();
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <Switch label="Tracking" locked defaultChecked={false} onCheckedChange={onCheckedChange} />
      </TestProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'Tracking' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    // Not `disabled`: it stays focusable, so the reason can be reached and read.
    expect(toggle).not.toHaveAttribute('disabled');
    expect(toggle).toHaveAttribute('data-locked');
    expect(toggle).toHaveAccessibleDescription(reason);

    await userEvent.click(toggle);
    await userEvent.click(screen.getByText('Tracking'));
    toggle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    expect(toggle).toBeChecked();
    expect(toggle).toHaveFocus();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('locked: a custom reason replaces the default and joins the hint', () => {
    render(
      <TestProvider>
        <Switch label="Compliance" hint="Checks every document" locked lockedReason="Your plan includes it" />
      </TestProvider>,
    );
    expect(screen.getByRole('switch', { name: 'Compliance' })).toHaveAccessibleDescription(
      'Checks every document Your plan includes it',
    );
  });

  it('submits its value with a form when on', () => {
    render(
      <TestProvider>
        <form aria-label="Settings">
          <Switch label="Alerts" name="alerts" defaultChecked />
        </form>
      </TestProvider>,
    );
    const form = screen.getByRole('form', { name: 'Settings' }) as HTMLFormElement;
    expect(new FormData(form).get('alerts')).toBe('on');
  });
});
