import { messages } from '@qafila/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast/Toast.tsx';
import { TestProvider } from '../../../test/TestProvider.tsx';
import type { AdminDashboardProps } from '../types.ts';
import { fixtureProps } from './AdminDashboard.fixtures.ts';
import { AdminDashboard } from './AdminDashboard.tsx';

function renderIn(locale: 'en' | 'ar', overrides: Partial<AdminDashboardProps> = {}) {
  const props = { ...fixtureProps(), ...overrides };
  render(
    <TestProvider locale={locale} messages={messages[locale]}>
      <ToastProvider>
        <AdminDashboard {...props} />
      </ToastProvider>
    </TestProvider>,
  );
  return props;
}

/** The toast region (outside an open dialog's accessibility tree, so found by selector). */
const toastText = () => document.querySelector('[role="region"] li[data-variant]')?.textContent ?? '';

describe('AdminDashboard', () => {
  it.each(['en', 'ar'] as const)(
    'renders the header, six tabs and the users table from the catalogue in %s',
    (locale) => {
      renderIn(locale);
      const t = messages[locale];
      expect(screen.getByRole('heading', { level: 1 })?.textContent).toContain(t['admin.title']);
      expect(screen.getByText(t['admin.superAdmin'])).toBeInTheDocument();
      expect(screen.getByTestId('admin-name')?.textContent).toContain('admin');
      const tabs = within(screen.getByRole('tablist', { name: t['admin.tabs.label'] })).getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual([
        t['admin.tab.users'],
        t['admin.tab.enterprise'],
        t['admin.tab.features'],
        t['admin.tab.billing'],
        t['admin.tab.monitoring'],
        t['admin.tab.statistics'],
      ]);
      expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      const rows = within(screen.getByRole('table')).getAllByRole('row');
      expect(rows).toHaveLength(3);
      expect(rows[2]?.textContent).toContain(t['admin.users.noFeatures']);
      expect(rows[1]?.textContent).toContain(t['admin.users.type.enterprise']);
      expect(document.documentElement.dir || getComputedStyle(screen.getByRole('table')).direction).toBe(
        locale === 'ar' ? 'rtl' : 'ltr',
      );
    },
  );

  it('shows the loading screen, the admin fallback name and the empty state', () => {
    const { unmount } = render(
      <TestProvider locale="en" messages={messages.en}>
        <ToastProvider>
          <AdminDashboard {...fixtureProps()} loading />
        </ToastProvider>
      </TestProvider>,
    );
    expect(screen.getByText('Loading admin dashboard...')).toBeInTheDocument();
    unmount();
    renderIn('en', { users: [], adminName: undefined });
    expect(screen.getByTestId('admin-name')?.textContent).toContain('Admin');
    expect(screen.getByText('No users found - Create your first user using the buttons above')).toBeInTheDocument();
  });

  it('creates an enterprise user: forced kind, spec toast', async () => {
    const user = userEvent.setup();
    const onCreateUser = vi.fn(async () => ({ ok: true as const }));
    renderIn('en', { onCreateUser });
    await user.click(screen.getByRole('button', { name: 'Create Enterprise User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Enterprise User' });
    await user.type(within(dialog).getByLabelText(/Username/), 'sand-cargo');
    await user.type(within(dialog).getByLabelText(/Email/), 'ops@sandcargo.ae');
    await user.type(within(dialog).getByLabelText(/^Password/), 'a-long-password-123');
    await user.type(within(dialog).getByLabelText('Company Name'), 'Sand Cargo');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(onCreateUser).toHaveBeenCalledWith(
      'enterprise',
      expect.objectContaining({ username: 'sand-cargo', companyName: 'Sand Cargo' }),
    );
    await waitFor(() => expect(toastText()).toContain('Enterprise user created successfully.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a refused create shows the server error, or the spec fallback', async () => {
    const user = userEvent.setup();
    renderIn('en', { onCreateUser: async () => ({ ok: false, error: 'username is already taken' }) });
    await user.click(screen.getByRole('button', { name: 'Create Individual User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Individual User' });
    expect(within(dialog).queryByLabelText('Company Name')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Username/), 'gulf-freight');
    await user.type(within(dialog).getByLabelText(/Email/), 'ops@gulffreight.ae');
    await user.type(within(dialog).getByLabelText(/^Password/), 'a-long-password-123');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(toastText()).toContain('username is already taken'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('manages features: count, assign with the server message, remove', async () => {
    const user = userEvent.setup();
    const props = renderIn('en');
    await user.click(within(screen.getAllByRole('row')[1]!).getByRole('button', { name: 'Manage Features' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Features: gulf-freight' });
    expect(dialog?.textContent).toContain('2 of 7 assigned');
    await user.click(within(dialog).getByRole('button', { name: 'Assign: UAE Compliance' }));
    expect(props.onAssignFeature).toBeDefined();
    await waitFor(() => expect(toastText()).toContain('Feature assigned successfully'));
    await user.click(within(dialog).getByRole('button', { name: 'Remove: AI Assistant' }));
    await waitFor(() => expect(toastText()).toContain('Feature removed successfully'));
  });

  it('change password: disabled until both fields are filled; show/hide; spec toast', async () => {
    const user = userEvent.setup();
    const onChangePassword = vi.fn(async () => ({ ok: false as const }));
    renderIn('en', { onChangePassword });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Admin Password' });
    const submit = within(dialog).getByRole('button', { name: 'Change Password' });
    expect(submit).toBeDisabled();
    const current = within(dialog).getByLabelText(/Current Password/);
    await user.type(current, 'old-password');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/New Password/), 'new-password-long');
    expect(current).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('switch', { name: 'Show passwords' }));
    expect(current).toHaveAttribute('type', 'text');
    await user.click(submit);
    expect(onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'old-password',
      newPassword: 'new-password-long',
    });
    await waitFor(() => expect(toastText()).toContain('Failed to change password'));
  });

  it('deleting asks for confirmation first', async () => {
    const user = userEvent.setup();
    const onDeleteUser = vi.fn(async () => ({ ok: true as const }));
    renderIn('en', { onDeleteUser });
    await user.click(within(screen.getAllByRole('row')[2]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user?' });
    expect(onDeleteUser).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(onDeleteUser).toHaveBeenCalledWith(12);
    await waitFor(() => expect(toastText()).toContain('User has been successfully deleted.'));
  });

  it('edits a user with the plan select', async () => {
    const user = userEvent.setup();
    const onUpdateUser = vi.fn(async () => ({ ok: true as const }));
    renderIn('en', { onUpdateUser });
    await user.click(within(screen.getAllByRole('row')[2]!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.selectOptions(within(dialog).getByLabelText('Plan Type'), 'professional');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onUpdateUser).toHaveBeenCalledWith(12, expect.objectContaining({ planType: 'professional' }));
    await waitFor(() => expect(toastText()).toContain('User information updated successfully'));
  });

  it('features, billing, monitoring and statistics tabs show API data', async () => {
    const user = userEvent.setup();
    renderIn('en');
    await user.click(screen.getByRole('tab', { name: 'Features' }));
    const analytics = document.querySelector('[data-feature="predictive-analytics"] [data-category]') as HTMLElement;
    expect(analytics?.textContent).toContain('Analytics');
    // Purple through the brand override: the accent tone re-coloured inline.
    expect(analytics.getAttribute('style')).toContain('--');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Billing Plans' }));
    const starter = document.querySelector('[data-plan="starter"]') as HTMLElement;
    expect(starter?.textContent).toContain('$299/month');
    expect(starter?.textContent).toContain('AED');
    expect(starter?.textContent).toContain('1,098');
    expect(document.querySelector('[data-plan="enterprise"]')?.textContent).toContain('Unlimited API calls');
    await user.click(screen.getByRole('tab', { name: 'SRE Monitoring' }));
    expect(screen.getByText('Healthy')).toBeInTheDocument();
    // Figures are design system Stats: named groups, label then value.
    expect(screen.getByRole('group', { name: 'Error Rate' }).textContent).toContain('0.07%');
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    const assignments = screen.getByRole('group', { name: 'Feature Assignments' });
    expect(assignments.closest('li')).not.toBeNull();
    expect(assignments.querySelectorAll('p')[1]?.textContent).toBe('2');
  });

  it('enterprise control: copy domain, suspend with confirmation, create validation, white-label preview', async () => {
    const user = userEvent.setup();
    const onOrganizationAction = vi.fn(async () => ({ ok: true as const }));
    const onCopy = vi.fn(async () => {});
    const onUpdateBranding = vi.fn(async () => ({ ok: true as const }));
    renderIn('en', { onOrganizationAction, onCopy, onUpdateBranding });
    await user.click(screen.getByRole('tab', { name: 'Enterprise Control' }));
    await user.click(screen.getByRole('button', { name: 'Copy domain portal.gulffreight.ae' }));
    expect(onCopy).toHaveBeenCalledWith('portal.gulffreight.ae');
    await waitFor(() => expect(toastText()).toContain('Domain copied to clipboard'));

    const card = document.querySelector('[data-organization="gulf-freight"]') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Suspend' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suspend Gulf Freight LLC?' });
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    expect(onOrganizationAction).toHaveBeenCalledWith(3, 'suspend');

    await user.click(screen.getByRole('tab', { name: 'Create New' }));
    await user.click(screen.getByRole('button', { name: 'Create Organization' }));
    await waitFor(() => expect(toastText()).toContain('Organization name, subdomain, and admin email are required'));

    await user.click(screen.getByRole('tab', { name: 'White-Label' }));
    const hex = screen.getByLabelText('Primary colour (#RRGGBB)');
    await user.clear(hex);
    await user.type(hex, '#FFD400');
    expect(screen.getByTestId('contrast')?.textContent).toContain('Below WCAG AA');
    expect(screen.getByTestId('brand-preview').getAttribute('style')).toContain('--');
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    expect(onUpdateBranding).toHaveBeenCalledWith(3, {
      primaryColor: '#FFD400',
      logoUrl: null,
      displayName: 'Gulf Freight',
    });
  });
});
