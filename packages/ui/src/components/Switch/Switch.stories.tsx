import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inBox } from '../../private/stories.fixtures.tsx';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: {
    label: 'WhatsApp notifications',
    hint: 'Status changes of your shipments, sent to your phone.',
    onCheckedChange: fn(),
    className: undefined,
  },
  decorators: [inBox({ style: { maxInlineSize: 420 } })],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click, Space or the label toggles it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'WhatsApp notifications' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Status changes of your shipments, sent to your phone.');

    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();

    await userEvent.click(canvas.getByText('WhatsApp notifications'));
    await expect(toggle).toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'WhatsApp notifications' })).toBeDisabled();
  },
};

/** Locked: stays on, stays focusable, and says why. */
export const Locked: Story = {
  args: { label: 'Shipment tracking', hint: undefined, locked: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Shipment tracking' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await expect(toggle).toHaveAttribute('data-locked');
    await expect(toggle).toHaveAccessibleDescription("Required: this setting can't be turned off.");

    await userEvent.click(toggle);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** Arabic: the thumb sits at the right when off and moves left when on. */
export const RightToLeft: Story = {
  args: { label: 'إشعارات واتساب', hint: 'تغيّرات حالة شحناتك، مرسلة إلى هاتفك.' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'إشعارات واتساب' });
    const thumb = toggle.firstElementChild as HTMLElement;
    const track = toggle.getBoundingClientRect();
    await expect(track.right - thumb.getBoundingClientRect().right).toBeLessThan(5);
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    // The margin transition takes 120 ms.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(thumb.getBoundingClientRect().left - track.left).toBeLessThan(5);
  },
};

/** Arabic, locked: the reason is translated. */
export const LockedRightToLeft: Story = {
  args: { label: 'تتبّع الشحنات', hint: undefined, locked: true },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'تتبّع الشحنات' });
    await expect(toggle).toHaveAccessibleDescription('إعداد مطلوب: لا يمكن إيقافه.');
  },
};
