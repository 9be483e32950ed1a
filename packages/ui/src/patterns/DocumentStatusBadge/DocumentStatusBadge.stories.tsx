import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../components/Box/Box.tsx';
import { DocumentStatusBadge } from './DocumentStatusBadge.tsx';
import { documentStatuses, documentStatusVariants } from './documentStatus.ts';

const meta = {
  title: 'Patterns/DocumentStatusBadge',
  component: DocumentStatusBadge,
  args: { status: 'approved', variant: 'default' },
  argTypes: {
    status: { control: 'select', options: [...documentStatuses, 'expired'] },
    variant: { control: 'inline-radio', options: documentStatusVariants },
  },
} satisfies Meta<typeof DocumentStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const all = [...documentStatuses, 'expired'];

/** Approved and completed green, pending yellow, rejected red, anything else grey. */
export const AllStatuses: Story = {
  render: (args) => (
    <Box display="flex" gap="sm" flexWrap="wrap">
      {all.map((status) => (
        <DocumentStatusBadge key={status} {...args} status={status} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = {
      Approved: 'positive',
      Completed: 'positive',
      Pending: 'caution',
      Rejected: 'critical',
      Unknown: 'neutral',
    };
    for (const [label, tone] of Object.entries(expected)) {
      await expect(canvas.getByText(label)).toHaveAttribute('data-tone', tone);
    }
  },
};

/** In chat cards only approved is green; every other status is blue. */
export const ChatVariant: Story = {
  ...AllStatuses,
  args: { variant: 'chat' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Approved')).toHaveAttribute('data-tone', 'positive');
    for (const label of ['Completed', 'Pending', 'Rejected', 'Unknown']) {
      await expect(canvas.getByText(label)).toHaveAttribute('data-tone', 'info');
    }
  },
};

export const RightToLeft: Story = {
  ...AllStatuses,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('معتمد')).toHaveAttribute('data-tone', 'positive');
    await expect(canvas.getByText('مرفوض')).toHaveAttribute('data-tone', 'critical');
    await expect(canvas.getByText('غير معروف')).toHaveAttribute('data-status', 'unknown');
  },
};
