import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { NavigationMenu, type NavigationMenuItem } from './NavigationMenu.tsx';

const items: NavigationMenuItem[] = [
  { id: 'home', label: 'Home', href: '/', current: true },
  {
    id: 'learn',
    label: 'Learn',
    links: [
      { label: 'Tutorial', href: '/tutorial', description: 'Your first shipment, step by step' },
      { label: 'FAQ', href: '/faq' },
    ],
  },
  { id: 'pricing', label: 'Pricing', href: '/pricing' },
];

function renderMenu(locale?: string) {
  return render(
    <TestProvider locale={locale}>
      <NavigationMenu items={items} label="Main" />
      <button type="button">Elsewhere</button>
    </TestProvider>,
  );
}

describe('NavigationMenu', () => {
  it('is a named navigation landmark of links and disclosure buttons', async () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const learn = within(nav).getByRole('button', { name: 'Learn' });
    expect(learn).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(learn.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    await userEvent.click(learn);
    expect(learn).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel as HTMLElement).getByRole('link', { name: /Tutorial/ })).toHaveAttribute('href', '/tutorial');
    await userEvent.click(learn);
    expect(panel).not.toBeVisible();
  });

  it('Arrow Down opens the panel and moves through it; Escape closes it and returns focus', async () => {
    renderMenu();
    const learn = screen.getByRole('button', { name: 'Learn' });
    learn.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: /Tutorial/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Tutorial/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(learn).toHaveAttribute('aria-expanded', 'false');
    expect(learn).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    renderMenu();
    const learn = screen.getByRole('button', { name: 'Learn' });
    await userEvent.click(learn);
    expect(learn).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(learn).toHaveAttribute('aria-expanded', 'false');
  });

  it('in Arabic, the first item is at the right and the panel opens from the right edge of its button', async () => {
    renderMenu('ar');
    const home = screen.getByRole('link', { name: 'Home' }).getBoundingClientRect();
    const learn = screen.getByRole('button', { name: 'Learn' });
    expect(home.left).toBeGreaterThan(learn.getBoundingClientRect().left);
    await userEvent.click(learn);
    const panel = document.getElementById(learn.getAttribute('aria-controls') ?? '')?.getBoundingClientRect();
    expect(Math.round(panel?.right ?? 0)).toBe(Math.round(learn.parentElement?.getBoundingClientRect().right ?? -1));
  });
});
