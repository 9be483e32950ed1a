import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withToasts } from '../../toastStory.tsx';
import { security } from '../monitoring.fixtures.ts';
import { SecurityCenter, type SecurityCenterProps } from './SecurityCenter.tsx';

const args = {
  security,
  canManage: true,
  onRevokeSession: fn(async () => ({ ok: true as const })),
} satisfies SecurityCenterProps;

const meta = {
  title: 'Screens/Monitoring/SecurityCenter',
  component: SecurityCenter,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof SecurityCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organization admin: the failed sign-ins, its users' sessions (one ended) and the audit trail. */
export const OrgAdmin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('203.0.113.45')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'End session: mariam.nuaimi' }));
    await expect(args.onRevokeSession).toHaveBeenCalledWith('Qx3mP0aZ8rT1vW2y');
  },
};
