import type { WhatsAppConnection, WhatsAppStats } from '@qafila/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { phone375 } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { WhatsAppChannel, type WhatsAppChannelProps } from './WhatsAppChannel.tsx';

const connection: WhatsAppConnection = {
  status: 'connected',
  phoneNumberId: '106540352242922',
  wabaId: '102290129340398',
  displayPhoneNumber: '+971 4 555 0100',
  templateName: 'shipment_update',
  webhookPath: '/api/whatsapp/webhook/Qm9sZC1rZXktb2YtdGhlLXdlYmhvb2s',
  verifyToken: 'dmVyaWZ5LXRva2VuLW9mLXRoZS13ZWJob29r',
  accessTokenHint: 'x9Qa',
  verifiedAt: '2026-11-20T06:00:00.000Z',
  lastError: null,
  updatedAt: '2026-11-20T06:00:00.000Z',
};

const stats: WhatsAppStats = {
  days: 30,
  since: '2026-10-25T08:00:00.000Z',
  conversations: 148,
  messagesIn: 1204,
  messagesOut: 1187,
  medianResponseSeconds: 4,
  deliveryRate: 0.972,
  readRate: 0.814,
  failed: 9,
};

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 50));
const args = {
  state: { connection },
  stats,
  apiOrigin: 'https://demo.qafila.ae',
  canManage: true,
  period: 30,
  onPeriodChange: fn(),
  onConnect: fn(async (input) => later({ ok: true as const, ...connection, ...input, templateName: null })),
  onDisconnect: fn(async (): Promise<ActionResult> => later({ ok: true })),
  onCopy: fn(async () => {}),
} satisfies WhatsAppChannelProps;

const meta = {
  title: 'Screens/WhatsApp/WhatsAppChannel',
  component: WhatsAppChannel,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof WhatsAppChannel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An organization admin with a connected number: its facts, the webhook to copy, the figures. */
export const Connected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Connected')).toBeVisible();
    await expect(canvas.getByText('1,204')).toBeVisible();
    await expect(canvas.getByText('97.2%')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Copy' })[0]!);
    await expect(args.onCopy).toHaveBeenCalledWith(
      'https://demo.qafila.ae/api/whatsapp/webhook/Qm9sZC1rZXktb2YtdGhlLXdlYmhvb2s',
    );
    await userEvent.selectOptions(canvas.getByLabelText('Period'), '7');
    await expect(args.onPeriodChange).toHaveBeenCalledWith(7);
  },
};

/** No number yet: the admin connects one; both secrets are required the first time. */
export const NotConnected: Story = {
  args: {
    state: { connection: null },
    stats: {
      ...stats,
      conversations: 0,
      messagesIn: 0,
      messagesOut: 0,
      medianResponseSeconds: null,
      deliveryRate: null,
      readRate: null,
      failed: 0,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not connected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect number' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText(/^Phone number\b(?! ID)/), '+971 4 555 0100');
    await userEvent.type(body.getByLabelText(/^Phone number ID/), '106540352242922');
    await userEvent.type(body.getByLabelText(/^WhatsApp Business Account ID/), '102290129340398');
    await userEvent.type(body.getByLabelText(/^Access token/), 'EAAG-access-token-1234');
    await userEvent.type(body.getByLabelText(/^App secret/), 'app-secret-of-the-meta-app');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onConnect).toHaveBeenCalledWith({
      displayPhoneNumber: '+971 4 555 0100',
      phoneNumberId: '106540352242922',
      wabaId: '102290129340398',
      accessToken: 'EAAG-access-token-1234',
      appSecret: 'app-secret-of-the-meta-app',
      templateName: null,
    });
  },
};

/** Saved, not yet verified by Meta; a member of staff who is not an admin reads only. */
export const PendingStaff: Story = {
  args: { state: { connection: { ...connection, status: 'pending', verifiedAt: null } }, canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Waiting for verification')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change' })).toBeNull();
  },
};

/** The Graph API refused the access token: the error is shown until a send works again. */
export const SendingFails: Story = {
  args: {
    state: {
      connection: { ...connection, status: 'error', lastError: 'Error validating access token (code 190)' },
    },
  },
};

export const Loading: Story = { args: { state: undefined, stats: undefined } };

export const LoadError: Story = { args: { state: undefined, error: 'Network error', onRetry: fn() } };

/** Arabic, right to left. */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** A phone (375 px) in Arabic: nothing wider than the screen. */
export const PhoneArabic: Story = {
  ...phone375,
  globals: { ...phone375.globals, locale: 'ar' },
};
