import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toastRegion, withToasts } from '../../toastStory.tsx';
import { fixtureProps } from './AdminDashboard.fixtures.ts';
import { AdminDashboard } from './AdminDashboard.tsx';

const base = fixtureProps();

const meta = {
  title: 'Screens/AdminDashboard',
  component: AdminDashboard,
  parameters: { layout: 'fullscreen' },
  args: {
    ...base,
    onLogout: fn(),
    onChangePassword: fn(base.onChangePassword),
    onCreateUser: fn(base.onCreateUser),
    onUpdateUser: fn(base.onUpdateUser),
    onDeleteUser: fn(base.onDeleteUser),
    onAssignFeature: fn(base.onAssignFeature),
    onRemoveFeature: fn(base.onRemoveFeature),
    onCreateOrganization: fn(base.onCreateOrganization),
    onOrganizationAction: fn(base.onOrganizationAction),
    onUpdateBranding: fn(base.onUpdateBranding),
    onUpdateFeatureFlags: fn(base.onUpdateFeatureFlags),
    onCopy: fn(base.onCopy),
  },
  decorators: [withToasts],
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The users tab by default; a feature assigned from the Manage Features dialog. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Admin Dashboard/ })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('No features assigned')).toBeVisible();
    await step('manage features', async () => {
      await userEvent.click(canvas.getAllByRole('button', { name: 'Manage Features' })[1]!);
      const dialog = await within(document.body).findByRole('dialog', { name: 'Manage Features: rashid' });
      await expect(dialog).toHaveTextContent(/0 of 7 assigned/);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Assign: AI Assistant' }));
      await expect(args.onAssignFeature).toHaveBeenCalledWith(12, 'ai-chat');
      await waitFor(() => expect(toastRegion()).toHaveTextContent(/Feature assigned successfully/));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    });
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /لوحة تحكم المسؤول/ })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'إدارة المستخدمين' })).toHaveAttribute('aria-selected', 'true');
    await expect(getComputedStyle(canvas.getByRole('table')).direction).toBe('rtl');
  },
};

/** Enterprise Control: organizations, then the white-label editor with its live preview. */
export const EnterpriseControl: Story = {
  args: { tab: 'enterprise' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('portal.gulffreight.ae')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'White-Label' })[0]!);
    await expect(canvas.getByTestId('brand-preview')).toHaveTextContent(/Gulf Freight/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save branding' }));
    await expect(args.onUpdateBranding).toHaveBeenCalledWith(3, {
      primaryColor: '#6B2FBF',
      logoUrl: null,
      displayName: 'Gulf Freight',
    });
  },
};

/** Enterprise Control in Arabic: subscriptions with usage against limits. */
export const EnterpriseArabic: Story = {
  globals: { locale: 'ar' },
  args: { tab: 'enterprise', language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'فوترة المؤسسات' }));
    await expect(canvas.getByRole('list', { name: 'فوترة المؤسسات' })).toBeVisible();
  },
};

export const BillingPlans: Story = {
  args: { tab: 'billing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$2,999/month')).toBeVisible();
  },
};

export const Monitoring: Story = { args: { tab: 'monitoring' } };

export const FeaturesTab: Story = { args: { tab: 'features' }, globals: { locale: 'ar' } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading admin dashboard...')).toBeVisible();
  },
};

/** No users yet: the empty state of the spec; statistics that did not load. */
export const Empty: Story = {
  args: { users: [], statistics: null, organizations: [], subscriptions: [], leads: [], audit: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No users found - Create your first user using the buttons above'),
    ).toBeVisible();
  },
};
