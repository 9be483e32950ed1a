import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../components/Box/Box.tsx';
import { ShipmentStatusBadge } from './ShipmentStatusBadge.tsx';
import { shipmentStatuses } from './shipmentStatus.ts';

const meta = {
  title: 'Patterns/ShipmentStatusBadge',
  component: ShipmentStatusBadge,
  args: { status: 'in_transit' },
  argTypes: { status: { control: 'select', options: [...shipmentStatuses, 'lost_in_space'] } },
} satisfies Meta<typeof ShipmentStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InTransit: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('In transit');
    await expect(badge).toHaveAttribute('data-status', 'in_transit');
    await expect(badge).toHaveAttribute('data-tone', 'info');
    await expect(badge.querySelector('svg')).not.toBeNull();
  },
};

/** Every status, each with its own icon and colour. */
export const AllStatuses: Story = {
  render: (args) => (
    <Box display="flex" gap="sm" flexWrap="wrap">
      {shipmentStatuses.map((status) => (
        <ShipmentStatusBadge key={status} {...args} status={status} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = {
      'In transit': 'info',
      Delayed: 'critical',
      'Customs clearance': 'caution',
      Delivered: 'positive',
      Pending: 'neutral',
    };
    for (const [label, tone] of Object.entries(expected)) {
      await expect(canvas.getByText(label)).toHaveAttribute('data-tone', tone);
    }
  },
};

/** A status the UI does not know shows as pending. */
export const UnknownStatus: Story = {
  args: { status: 'lost_in_space' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending')).toHaveAttribute('data-status', 'pending');
  },
};

/** Arabic labels; the lorry faces left, the way of reading. */
export const RightToLeft: Story = {
  render: (args) => (
    <Box display="flex" gap="sm" flexWrap="wrap">
      {shipmentStatuses.map((status) => (
        <ShipmentStatusBadge key={status} {...args} status={status} />
      ))}
    </Box>
  ),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['قيد النقل', 'متأخرة', 'التخليص الجمركي', 'تم التسليم', 'قيد الانتظار']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};
