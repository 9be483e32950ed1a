import { messages } from '@qafila/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Sheet } from './Sheet.tsx';

describe('Sheet', () => {
  it('opens from its trigger, closes with Escape, and returns focus', async () => {
    const onOpenChange = vi.fn();
    render(
      <TestProvider>
        <Sheet title="Menu" trigger={<button type="button">Open menu</button>} onOpenChange={onOpenChange}>
          <button type="button">Home</button>
        </Sheet>
      </TestProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(sheet).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Home' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it.each(['en', 'ar'] as const)('hides the title visually but keeps it as the name (%s)', async (locale) => {
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <Sheet title="Navigation" hideTitle defaultOpen>
          <p>Items</p>
        </Sheet>
      </TestProvider>,
    );
    const sheet = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(sheet).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('button', { name: locale === 'en' ? 'Close' : 'إغلاق' })).toBeInTheDocument();
  });
});
