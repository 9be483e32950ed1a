import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneGlobals, phoneViewport } from '../../../private/phoneStory.ts';
import { DashboardOverview } from '../DashboardOverview/DashboardOverview.tsx';
import {
  fixtureEnabledSections,
  fixtureLanguages,
  fixtureNotifications,
  fixtureNow,
  fixtureOrganization,
  fixtureStats,
  fixtureUser,
} from '../dashboard.fixtures.ts';
import { withStoryLinks } from '../storyLinks.tsx';
import { DashboardLoading } from './DashboardLoading.tsx';
import { DashboardShell, type DashboardShellProps } from './DashboardShell.tsx';

const navigateTo = fn();
const args = {
  organization: fixtureOrganization,
  user: fixtureUser,
  enabledSections: fixtureEnabledSections,
  activeSection: 'overview',
  onNavigate: fn(),
  searchQuery: '',
  onSearchQueryChange: fn(),
  language: 'en',
  languages: fixtureLanguages,
  onLanguageChange: fn(),
  notifications: fixtureNotifications,
  unreadCount: 2,
  onMarkRead: fn(),
  onMarkAllRead: fn(),
  onSignOut: fn(),
  now: fixtureNow,
  layout: 'rail',
  children: null,
} satisfies DashboardShellProps;

const meta = {
  title: 'Screens/Dashboard/DashboardShell',
  component: DashboardShell,
  args,
  decorators: [withStoryLinks(navigateTo)],
  parameters: { layout: 'fullscreen' },
  render: (props) => (
    <DashboardShell {...props}>
      <DashboardOverview
        stats={fixtureStats}
        enabledSections={props.enabledSections}
        searchQuery={props.searchQuery}
        onSearchQueryChange={props.onSearchQueryChange}
        now={fixtureNow}
      />
    </DashboardShell>
  ),
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Items of the sidebar (enabled sections), and those of them not inside a closed category. */
const sectionIds = (root: HTMLElement) =>
  [...root.querySelectorAll('nav [data-section]')].map((item) => item.getAttribute('data-section'));
const visibleSectionIds = (root: HTMLElement) =>
  [...root.querySelectorAll('nav [data-section]')]
    .filter((item) => !item.closest('[hidden]'))
    .map((item) => item.getAttribute('data-section'));

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('header: organization, title and section name', async () => {
      await expect(canvas.getByTestId('organization')).toHaveTextContent('Gulf Line Logistics');
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard Overview');
    });
    await step('the logistics category is open; only enabled features are listed', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
      await expect(within(nav).getByRole('button', { name: 'Logistics Operations' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(sectionIds(canvasElement)).toEqual(fixtureEnabledSections);
      await expect(visibleSectionIds(canvasElement)).toEqual(['overview', 'shipments', 'tracking', 'temperature']);
      await expect(within(nav).getByRole('link', { name: 'Dashboard Overview' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(within(nav).queryByRole('button', { name: 'Enterprise Tools' })).toBeNull();
    });
    await step('clicking the open category collapses it; another opens', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
      await userEvent.click(within(nav).getByRole('button', { name: 'Logistics Operations' }));
      await expect(within(nav).getByRole('button', { name: 'Logistics Operations' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await userEvent.click(within(nav).getByRole('button', { name: 'Compliance & Security' }));
      await expect(visibleSectionIds(canvasElement)).toEqual(['documents', 'customs']);
    });
    await step('a sidebar link goes to /app/dashboard/<id>', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
      await userEvent.click(within(nav).getByRole('link', { name: 'Document Processing' }));
      await expect(navigateTo).toHaveBeenLastCalledWith('/app/dashboard/documents');
    });
    await step('the user menu shows the user and offers Profile and Sign Out', async () => {
      const trigger = within(canvas.getByTestId('user-menu')).getByRole('button', {
        name: 'Sara Al Nuaimi sara@gulfline.ae',
      });
      await expect(trigger).toHaveTextContent('SN');
      await userEvent.click(trigger);
      const menu = await within(document.body).findByRole('menu', { name: 'Account' });
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('profile');
      await waitFor(() => expect(trigger).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      const again = await within(document.body).findByRole('menu', { name: 'Account' });
      await userEvent.click(within(again).getByRole('menuitem', { name: 'Sign Out' }));
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    });
  },
};

/** The sidebar search filters by title, description or category title, case-insensitive and trimmed. */
export const SidebarSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search features' });
    await userEvent.type(search, '  COMPLIANCE & ');
    // Category title: both items of Compliance & Security.
    await waitFor(() => expect(sectionIds(canvasElement)).toEqual(['documents', 'customs']));
    await userEvent.clear(search);
    await userEvent.type(search, 'air waybill');
    // Description of Live Tracking.
    await waitFor(() => expect(sectionIds(canvasElement)).toEqual(['tracking']));
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    await expect(canvas.getByText('No features match your search.')).toBeVisible();
    await expect(sectionIds(canvasElement)).toEqual([]);
  },
};

/** The bell shows the unread count and opens the notifications, which can be marked read. */
export const Notifications: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(canvas.getByTestId('unread-count')).toHaveTextContent('2');
    await userEvent.click(bell);
    const panel = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(
      'Layla Haddad asked to talk to your team: “I would like to speak to a person about my invoice”',
    );
    await expect(items[0]).toHaveTextContent('4 minutes ago');
    await expect(items[1]).toHaveTextContent(
      'Shipment QAF-240002 needs attention: Sandstorm at destination, flight rescheduled',
    );
    await expect(items[2]).toHaveTextContent('Fatima Noor opened support case CASE-000017: damaged');
    await expect(within(items[2]!).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Mark as read' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(2);
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

/** Each notification links to what it is about; opening one marks it read and closes the panel. */
export const NotificationLinks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    // The support case has no chat session: nothing to open.
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/app/dashboard/ai-chat?session=session_1715500000_abcd1234',
      '/app/dashboard/tracking?q=QAF-240002',
    ]);
    await userEvent.click(within(panel).getByRole('link', { name: /Shipment QAF-240002 needs attention/ }));
    await expect(navigateTo).toHaveBeenLastCalledWith('/app/dashboard/tracking?q=QAF-240002');
    await expect(args.onMarkRead).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  },
};

/** Arabic: right to left, Arabic titles and figures formatted for Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('نظرة عامة على لوحة التحكم');
    const nav = canvas.getByRole('navigation', { name: 'لوحة التحكم' });
    await expect(within(nav).getByRole('button', { name: 'العمليات اللوجستية' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(nav).getByRole('link', { name: 'إدارة الشحنات' })).toBeVisible();
    const root = canvasElement.querySelector('[data-dashboard]') as HTMLElement;
    await expect(getComputedStyle(root).direction).toBe('rtl');
    // The sidebar sits on the right in Arabic.
    const sidebar = canvasElement.querySelector('[data-layout="rail"][data-state]')!.getBoundingClientRect();
    const main = canvasElement.querySelector('main')!.getBoundingClientRect();
    await expect(sidebar.left).toBeGreaterThanOrEqual(main.right - 1);
    await expect(
      canvas.getByRole('button', { name: `الإشعارات، ${new Intl.NumberFormat('ar').format(2)} غير مقروءين` }),
    ).toBeVisible();
  },
};

/** Phones: the sidebar is a drawer opened from the top bar. */
export const Phone: Story = {
  args: { layout: 'auto' },
  globals: phoneGlobals,
  parameters: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Dashboard' });
    await expect(within(drawer).getByRole('link', { name: 'Cargo Management' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Live Tracking' }));
    await expect(navigateTo).toHaveBeenLastCalledWith('/app/dashboard/tracking');
    await waitFor(() => expect(drawer).toHaveAttribute('data-state', 'closed'));
  },
};

/** 'Loading your dashboard...' while the features and figures load. */
export const Loading: Story = {
  render: () => <DashboardLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your dashboard...');
  },
};
