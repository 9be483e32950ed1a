import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

describe('DropdownMenu', () => {
  it('opens on the first item, runs the chosen action, skips disabled items and returns focus', async () => {
    const onArchive = vi.fn();
    const onDelete = vi.fn();
    render(
      <TestProvider>
        <DropdownMenu
          trigger={<button type="button">Row actions</button>}
          items={[
            { id: 'archive', label: 'Archive', onSelect: onArchive },
            { id: 'edit', label: 'Edit', disabled: true },
            { id: 'delete', label: 'Delete', tone: 'critical', onSelect: onDelete },
          ]}
        />
      </TestProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Row actions' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Row actions' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const remove = within(menu).getByRole('menuitem', { name: 'Delete' });
    expect(remove).toHaveFocus();
    expect(remove).toHaveAttribute('data-tone', 'critical');
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onArchive).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('offers a radio group: the chosen option is checked and choosing another reports its value', async () => {
    const onValueChange = vi.fn();
    render(
      <TestProvider>
        <DropdownMenu
          label="Sort by"
          trigger={<button type="button">Sort</button>}
          items={[
            {
              type: 'radio',
              id: 'sort',
              value: 'date',
              onValueChange,
              options: [
                { value: 'date', label: 'Date' },
                { value: 'status', label: 'Status' },
              ],
            },
          ]}
        />
      </TestProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    const menu = await screen.findByRole('menu', { name: 'Sort by' });
    expect(within(menu).getByRole('menuitemradio', { name: 'Date' })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: 'Status' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Status' }));
    expect(onValueChange).toHaveBeenCalledWith('status');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
