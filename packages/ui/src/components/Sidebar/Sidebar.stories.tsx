import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BrandMark,
  ChatIcon,
  CustomsIcon,
  PackageIcon,
  SettingsIcon,
  TruckIcon,
  UserIcon,
} from '../../private/icons.tsx';
import { inBox } from '../../private/stories.fixtures.tsx';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Box } from '../Box/Box.tsx';
import { Sidebar, type SidebarGroup } from './Sidebar.tsx';
import { sidebarWidths } from './sidebarWidths.ts';

const groups: SidebarGroup[] = [
  { id: 'top', items: [{ id: 'overview', label: 'Overview', icon: <PackageIcon /> }] },
  {
    id: 'operations',
    label: 'Operations',
    icon: <TruckIcon />,
    items: [
      { id: 'shipments', label: 'Shipments', icon: <TruckIcon />, badge: <Badge size="sm">12</Badge> },
      { id: 'customs', label: 'Customs', icon: <CustomsIcon /> },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    icon: <UserIcon />,
    items: [
      { id: 'messages', label: 'Messages', icon: <ChatIcon /> },
      { id: 'settings', label: 'Settings', icon: <SettingsIcon />, href: '#settings' },
    ],
  },
];

const arGroups: SidebarGroup[] = [
  { id: 'top', items: [{ id: 'overview', label: 'نظرة عامة', icon: <PackageIcon /> }] },
  {
    id: 'operations',
    label: 'العمليات',
    icon: <TruckIcon />,
    items: [
      { id: 'shipments', label: 'الشحنات', icon: <TruckIcon /> },
      { id: 'customs', label: 'الجمارك', icon: <CustomsIcon /> },
    ],
  },
  {
    id: 'account',
    label: 'الحساب',
    icon: <UserIcon />,
    items: [
      { id: 'messages', label: 'الرسائل', icon: <ChatIcon /> },
      { id: 'settings', label: 'الإعدادات', icon: <SettingsIcon /> },
    ],
  },
];

const brand = ({ expanded }: { expanded: boolean }) => (
  <Box display="flex" alignItems="center" gap="sm">
    <BrandMark width="1.5rem" height="1.5rem" aria-hidden="true" />
    {expanded ? <strong>Qafila</strong> : null}
  </Box>
);

const user = ({ expanded }: { expanded: boolean }) => (
  <Box display="flex" alignItems="center" gap="sm">
    <Avatar name="Layla Haddad" size="sm" />
    {expanded ? <span>Layla Haddad</span> : null}
  </Box>
);

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  args: {
    label: 'Main',
    groups,
    header: brand,
    footer: user,
    selectedItem: 'shipments',
    onSelect: fn(),
    onExpandedChange: fn(),
    layout: 'rail',
  },
  argTypes: { groups: { control: false }, header: { control: false }, footer: { control: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [inBox({ style: { display: 'flex', blockSize: 560 } })],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Categories open one at a time; the current item is `aria-current="page"`; arrows move between rows. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const operations = within(nav).getByRole('button', { name: 'Operations' });
    const account = within(nav).getByRole('button', { name: 'Account' });
    await expect(operations).toHaveAttribute('aria-expanded', 'true');
    const shipments = within(nav).getByRole('button', { name: 'Shipments 12' });
    await expect(shipments).toHaveAttribute('aria-current', 'page');
    await expect(shipments).toHaveAttribute('data-section', 'shipments');

    await userEvent.click(account);
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(operations).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('button', { name: /Shipments/ })).toBeNull();
    await userEvent.click(account);
    await expect(account).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(operations);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(nav).getByRole('button', { name: 'Shipments 12' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('customs');
    await userEvent.keyboard('{End}');
    await expect(account).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '#settings');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Home}');
    await expect(within(nav).getByRole('button', { name: 'Overview' })).toHaveFocus();
  },
};

/** The toggle collapses it to a 64 px rail of icons whose names show as tooltips. */
export const Collapsible: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rail = canvasElement.querySelector('[data-layout="rail"]') as HTMLElement;
    await expect(rail.getBoundingClientRect().width).toBe(sidebarWidths.expanded);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(rail.getBoundingClientRect().width).toBe(sidebarWidths.collapsed));
    const customs = canvas.getByRole('button', { name: 'Customs' });
    customs.focus();
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Customs'));
  },
};

export const Collapsed: Story = { args: { defaultExpanded: false } };

/** Small screens: a menu button opens the navigation as a drawer from the inline start; choosing closes it. */
export const Drawer: Story = {
  args: { layout: 'drawer' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(open);
    const drawer = await canvas.findByRole('dialog', { name: 'Main' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Customs' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('customs');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
  },
};

/** Arabic: the rail sits at the right, and ArrowLeft (towards the inline end) opens a category. */
export const RightToLeft: Story = {
  args: { label: 'الرئيسية', groups: arGroups, footer: undefined },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'الرئيسية' });
    const shipments = within(nav).getByRole('button', { name: 'الشحنات' });
    const icon = shipments.firstElementChild as HTMLElement;
    const text = shipments.children[1] as HTMLElement;
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(text.getBoundingClientRect().left);
    await expect(canvas.getByRole('button', { name: 'الشريط الجانبي' })).toHaveAttribute('aria-expanded', 'true');
    const account = within(nav).getByRole('button', { name: 'الحساب' });
    account.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Arabic drawer: slides in from the right. */
export const DrawerRightToLeft: Story = {
  args: { label: 'الرئيسية', groups: arGroups, footer: undefined, layout: 'drawer', drawerOpen: true },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('dialog', { name: 'الرئيسية' });
    await waitFor(() => expect(Math.abs(drawer.getBoundingClientRect().right - window.innerWidth)).toBeLessThan(2));
  },
};
