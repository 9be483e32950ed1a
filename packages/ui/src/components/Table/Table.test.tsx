import { messages } from '@qafila/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Table, type TableColumn } from './Table.tsx';

interface Row {
  id: string;
  city: string;
  kg: number;
}
const rows: Row[] = [
  { id: 'a', city: 'Dubai', kg: 20 },
  { id: 'b', city: 'Ajman', kg: 3 },
  { id: 'c', city: 'Fujairah', kg: 100 },
];
const columns: TableColumn<Row>[] = [
  { id: 'city', header: 'City', cell: (row) => row.city },
  { id: 'kg', header: 'Weight', cell: (row) => row.kg, align: 'end', sortable: true, sortValue: (row) => row.kg },
  { id: 'server', header: 'Server sorted', cell: () => '-', sortable: true },
];
const cities = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.lastElementChild?.textContent);

describe('Table', () => {
  it('sorts by a column on the client, ascending first, and leaves server-sorted columns alone', async () => {
    const onSortChange = vi.fn();
    render(
      <TestProvider>
        <Table caption="Cargo" columns={columns} rows={rows} getRowId={(row) => row.id} onSortChange={onSortChange} />
      </TestProvider>,
    );
    expect(screen.getByRole('table', { name: 'Cargo' })).not.toHaveAttribute('aria-busy');
    await userEvent.click(screen.getByRole('button', { name: 'Weight' }));
    expect(screen.getByRole('columnheader', { name: 'Weight' })).toHaveAttribute('aria-sort', 'ascending');
    expect(cities()).toEqual(['Ajman', 'Dubai', 'Fujairah']);
    await userEvent.click(screen.getByRole('button', { name: 'Weight' }));
    expect(cities()).toEqual(['Fujairah', 'Dubai', 'Ajman']);
    await userEvent.click(screen.getByRole('button', { name: 'Server sorted' }));
    expect(screen.getByRole('columnheader', { name: 'Weight' })).not.toHaveAttribute('aria-sort');
    expect(cities()).toEqual(['Dubai', 'Ajman', 'Fujairah']);
    expect(onSortChange.mock.calls).toEqual([
      [{ columnId: 'kg', direction: 'ascending' }],
      [{ columnId: 'kg', direction: 'descending' }],
      [{ columnId: 'server', direction: 'ascending' }],
    ]);
  });

  it.each([
    { locale: 'en', empty: 'No results', actions: 'Actions', loading: 'Loading…' },
    { locale: 'ar', empty: 'لا توجد نتائج', actions: 'الإجراءات', loading: 'جارٍ التحميل…' },
  ] as const)('translates its empty, loading and actions texts ($locale)', ({ locale, empty, actions, loading }) => {
    const { rerender } = render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <Table caption="Cargo" columns={columns} rows={[]} getRowId={(row) => row.id} rowActions={() => null} />
      </TestProvider>,
    );
    expect(screen.getByRole('cell', { name: empty })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: actions })).toBeInTheDocument();
    rerender(
      <TestProvider locale={locale} messages={messages[locale]}>
        <Table caption="Cargo" columns={columns} rows={[]} getRowId={(row) => row.id} loading loadingRows={2} />
      </TestProvider>,
    );
    const table = screen.getByRole('table', { name: `Cargo ${loading}` });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});
