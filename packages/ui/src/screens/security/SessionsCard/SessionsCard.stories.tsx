import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { withToasts } from '../../toastStory.tsx';
import { SessionsCard, type SessionsCardProps, type SessionsCardSession } from './SessionsCard.tsx';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const sessions: SessionsCardSession[] = [
  {
    id: 'cUrReNt000000001',
    current: true,
    device: 'Chrome 140 on Windows',
    deviceType: 'desktop',
    ip: '94.200.12.7',
    createdAt: '2026-11-24T06:12:00Z',
    lastSeenAt: '2026-11-24T10:00:00Z',
  },
  {
    id: 'PhOnE00000000002',
    current: false,
    device: 'Safari 17 on iOS',
    deviceType: 'mobile',
    ip: '2001:8f8:1b2d::24',
    createdAt: '2026-11-23T17:40:00Z',
    lastSeenAt: '2026-11-24T07:55:00Z',
  },
  {
    id: 'UnKnOwN000000003',
    current: false,
    device: null,
    deviceType: null,
    ip: null,
    createdAt: '2026-11-22T09:05:00Z',
    lastSeenAt: '2026-11-22T09:20:00Z',
  },
];
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 100));

const args = {
  sessions,
  now: NOW,
  onSignOut: fn(async (_id: string): Promise<ActionResult> => later({ ok: true })),
  onSignOutOthers: fn(async (): Promise<ActionResult<{ revoked: number }>> => later({ ok: true, revoked: 2 })),
} satisfies SessionsCardProps;

const meta = {
  title: 'Screens/Security/SessionsCard',
  component: SessionsCard,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof SessionsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three sessions: this one marked, a phone, and one whose browser is unknown; each other one can be signed out. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { level: 2, name: 'Where you are signed in' })).toBeVisible();
    const rows = within(card.getByRole('list', { name: 'Signed-in sessions' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByText('This device')).toBeVisible();
    await expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await expect(within(rows[1]!).getByText('Last active 2 hours ago')).toBeVisible();
    await expect(within(rows[2]!).getByText('Unknown device')).toBeVisible();
    await expect(within(rows[2]!).getByText('address not recorded')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Sign out Safari 17 on iOS' }));
    await expect(args.onSignOut).toHaveBeenCalledWith('PhOnE00000000002');
    await waitFor(() => expect(within(document.body).getByText('That device is signed out.')).toBeVisible());
  },
};

/** Sign out everywhere else: how many were signed out, in a toast. */
export const SignOutOthers: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out everywhere else' }));
    await expect(args.onSignOutOthers).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).getByText('2 other devices are signed out.')).toBeVisible());
  },
};

/** Only this device: no buttons, a sentence instead. */
export const OnlyThisDevice: Story = {
  args: { sessions: sessions.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('You are signed in on this device only.')).toBeVisible();
    await expect(card.queryByRole('button')).toBeNull();
  },
};

/** A failed sign-out is told in a toast; the row stays. */
export const SignOutFails: Story = {
  args: {
    onSignOut: fn(async (_id: string): Promise<ActionResult> => later({ ok: false, error: 'Session not found' })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out Safari 17 on iOS' }));
    await waitFor(() => expect(within(document.body).getByText('That did not work. Try again.')).toBeVisible());
  },
};

export const Loading: Story = { args: { sessions: undefined } };

export const LoadError: Story = {
  args: { sessions: undefined, loadError: 'The server did not answer.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your sessions could not be loaded.');
  },
};

/** In Arabic on a 375 px phone: device names and addresses keep their own direction; Sign out wraps under. */
export const PhoneArabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('هذا الجهاز')).toBeVisible();
    for (const button of card.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
