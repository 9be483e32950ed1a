import { messages } from '@qafila/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Sidebar, type SidebarGroup } from './Sidebar.tsx';
import { sidebarWidths } from './sidebarWidths.ts';

const dot = <svg aria-hidden="true" viewBox="0 0 1 1" />;
const groups: SidebarGroup[] = [
  { id: 'top', items: [{ id: 'overview', label: 'Overview', icon: dot }] },
  {
    id: 'ops',
    label: 'Operations',
    items: [
      { id: 'shipments', label: 'Shipments', icon: dot },
      { id: 'customs', label: 'Customs', icon: dot, disabled: true },
    ],
  },
  { id: 'admin', label: 'Admin', items: [{ id: 'users', label: 'Users', icon: dot, href: '/users' }] },
];

function Controlled() {
  const [expanded, setExpanded] = useState(false);
  return (
    <Sidebar
      label="Main"
      layout="rail"
      groups={groups}
      expanded={expanded}
      onExpandedChange={setExpanded}
      openGroup="admin"
    />
  );
}

describe('Sidebar', () => {
  it('opens the category of the selected item, one category at a time, and reports selection', async () => {
    const onSelect = vi.fn();
    const onOpenGroupChange = vi.fn();
    render(
      <TestProvider>
        <Sidebar
          label="Main"
          layout="rail"
          groups={groups}
          selectedItem="shipments"
          onSelect={onSelect}
          onOpenGroupChange={onOpenGroupChange}
        />
      </TestProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Operations' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Shipments' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav).getByRole('button', { name: 'Admin' }));
    expect(within(nav).getByRole('button', { name: 'Operations' })).toHaveAttribute('aria-expanded', 'false');
    const users = within(nav).getByRole('link', { name: 'Users' });
    expect(users).toHaveAttribute('href', '/users');
    expect(users).toHaveAttribute('data-section', 'users');
    expect(users).not.toHaveAttribute('aria-current');
    users.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(users);
    expect(onSelect).toHaveBeenLastCalledWith('users');

    await userEvent.click(within(nav).getByRole('button', { name: 'Admin' }));
    expect(onOpenGroupChange.mock.calls).toEqual([['admin'], [null]]);

    await userEvent.click(within(nav).getByRole('button', { name: 'Operations' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Customs' }));
    expect(within(nav).getByRole('button', { name: 'Customs' })).toHaveAttribute('aria-disabled', 'true');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('controlled: follows expanded and openGroup from the parent', async () => {
    render(
      <TestProvider>
        <Controlled />
      </TestProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Sidebar' });
    const rail = toggle.closest('[data-layout]') as HTMLElement;
    expect(rail).toHaveAttribute('data-state', 'collapsed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Collapsed: every item shows as an icon, still named by its label; categories have no header.
    expect(screen.getByRole('button', { name: 'Shipments' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Operations' })).toBeNull();
    await userEvent.click(toggle);
    expect(rail).toHaveAttribute('data-state', 'expanded');
    expect(screen.getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-expanded', 'true');
    // The parent keeps "admin" open.
    await userEvent.click(screen.getByRole('button', { name: 'Operations' }));
    expect(screen.getByRole('button', { name: 'Operations' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps its widths as constants', () => {
    expect(sidebarWidths).toEqual({ collapsed: 64, expanded: 320 });
  });

  it.each([
    { locale: 'en', open: 'Open navigation' },
    { locale: 'ar', open: 'فتح التنقّل' },
  ] as const)('drawer layout: a menu button opens it ($locale)', async ({ locale, open }) => {
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <Sidebar label="Main" layout="drawer" groups={groups} />
      </TestProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: open }));
    const drawer = await screen.findByRole('dialog', { name: 'Main' });
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
