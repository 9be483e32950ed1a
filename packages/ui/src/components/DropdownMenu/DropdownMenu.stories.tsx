import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CloseIcon, DownloadIcon, MoreIcon, SettingsIcon, UserIcon } from '../../private/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

const onProfile = fn();
const onDownload = fn();
const onCancel = fn();

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: (
      <IconButton label="Actions for QF1001">
        <MoreIcon />
      </IconButton>
    ),
    items: [
      { id: 'download', label: 'Download waybill', icon: <DownloadIcon />, onSelect: onDownload },
      { id: 'edit', label: 'Edit shipment', icon: <SettingsIcon />, disabled: true },
      { type: 'separator', id: 'sep' },
      { id: 'cancel', label: 'Cancel shipment', icon: <CloseIcon />, tone: 'critical', onSelect: onCancel },
    ],
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false }, items: { control: false } },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Row actions: arrows skip the disabled item, End jumps, Escape returns focus to the trigger. */
export const RowActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions for QF1001' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', { name: 'Actions for QF1001' });
    const download = within(menu).getByRole('menuitem', { name: 'Download waybill' });
    await waitFor(() => expect(download).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Cancel shipment' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(download).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(onCancel).toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A user menu with a heading, a link and typeahead. */
export const UserMenu: Story = {
  args: {
    trigger: (
      <Button variant="ghost" tone="neutral" leadingIcon={<UserIcon />}>
        Layla Haddad
      </Button>
    ),
    label: 'Account',
    align: 'end',
    items: [
      { type: 'label', id: 'who', label: 'layla@example.com' },
      { id: 'profile', label: 'Profile', onSelect: onProfile },
      { id: 'help', label: 'Help centre', href: '#help' },
      { type: 'separator', id: 'sep' },
      { id: 'logout', label: 'Log out' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Layla Haddad' }));
    const menu = await within(document.body).findByRole('menu', { name: 'Account' });
    await userEvent.keyboard('h');
    await expect(within(menu).getByRole('menuitem', { name: 'Help centre' })).toHaveFocus();
    await expect(within(menu).getByRole('menuitem', { name: 'Help centre' })).toHaveAttribute('href', '#help');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(onProfile).toHaveBeenCalled();
  },
};

/** Arabic: the menu lines up with the trigger's right edge (its inline start). */
export const RightToLeft: Story = {
  args: {
    trigger: <Button>الإجراءات</Button>,
    items: [
      { id: 'download', label: 'تنزيل بوليصة الشحن', icon: <DownloadIcon /> },
      { id: 'cancel', label: 'إلغاء الشحنة', icon: <CloseIcon />, tone: 'critical' },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'الإجراءات' });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu', { name: 'الإجراءات' });
    const box = trigger.getBoundingClientRect();
    await waitFor(() => {
      const rect = menu.getBoundingClientRect();
      return expect(Math.abs(rect.right - box.right)).toBeLessThan(Math.abs(rect.left - box.left));
    });
    // Opened by pointer, focus is on the menu; ArrowDown reaches the first item.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'تنزيل بوليصة الشحن' })).toHaveFocus();
  },
};
