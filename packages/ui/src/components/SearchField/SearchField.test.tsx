import { messages } from '@qafila/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { SearchField } from './SearchField.tsx';

describe('SearchField', () => {
  it('searches the trimmed text once typing pauses, once per distinct query', async () => {
    const onSearch = vi.fn();
    const onValueChange = vi.fn();
    render(
      <TestProvider>
        <SearchField label="Search shipments" debounceMs={150} onSearch={onSearch} onValueChange={onValueChange} />
      </TestProvider>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search shipments' });
    await userEvent.type(box, ' QF12 ');
    expect(onValueChange).toHaveBeenLastCalledWith(' QF12 ');
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch.mock.calls).toEqual([['QF12']]);
    // A trailing space is the same query: Enter does not search again.
    await userEvent.type(box, ' {Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it.each([
    { locale: 'en', clear: 'Clear search' },
    { locale: 'ar', clear: 'مسح البحث' },
  ] as const)('clears with its button and Escape, keeping focus ($locale)', async ({ locale, clear }) => {
    const onSearch = vi.fn();
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <SearchField label="Search" hideLabel defaultValue="Dubai" onSearch={onSearch} />
      </TestProvider>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(screen.getByRole('button', { name: clear }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: clear })).toBeNull();

    await userEvent.type(box, 'Ajman{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('Ajman');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });
});
