import type { ApiKeyDto, ApiUsage, WebhookDeliveryDto, WebhookEndpointDto } from '@qafila/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { phone375 } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { ApiManagement, type ApiManagementProps } from './ApiManagement.tsx';

const day = (i: number) => `2026-11-${String(i + 1).padStart(2, '0')}`;
const usage: ApiUsage = {
  from: '2026-10-26',
  to: '2026-11-24',
  days: Array.from({ length: 30 }, (_, i) => ({
    day: i < 6 ? `2026-10-${26 + i}` : day(i - 6),
    calls: [120, 80, 0, 40, 210, 330][i % 6]! + i * 3,
    keyCalls: (i % 6) * 10,
    errors: i % 7 === 0 ? 4 : 1,
  })),
  totals: { calls: 5870, keyCalls: 1290, errors: 61, errorRate: 61 / 5870 },
  endpoints: [
    { endpoint: 'GET /api/org/shipments', calls: 3120, errors: 12, avgLatencyMs: 18.4 },
    { endpoint: 'GET /api/org/tracking', calls: 1650, errors: 40, avgLatencyMs: 9.2 },
    { endpoint: 'POST /api/shipments/:shipmentId/status', calls: 1100, errors: 9, avgLatencyMs: 31 },
  ],
  keys: { active: 2, revoked: 1, lastUsedAt: '2026-11-24T07:55:00.000Z' },
  webhooks: { endpoints: 2, disabled: 1, delivered: 48, failed: 3, pending: 1 },
};

const keys: ApiKeyDto[] = [
  {
    id: 3,
    name: 'Warehouse ERP',
    prefix: 'qk_live_Ab3x',
    scopes: ['shipments:read', 'tracking:read'],
    createdAt: '2026-11-02T06:00:00.000Z',
    createdBy: 'Mariam Al Nuaimi',
    lastUsedAt: '2026-11-24T07:55:00.000Z',
    revokedAt: null,
  },
  {
    id: 2,
    name: 'نظام المستودع القديم',
    prefix: 'qk_live_9kQz',
    scopes: ['shipments:write'],
    createdAt: '2026-09-12T06:00:00.000Z',
    createdBy: 'Mariam Al Nuaimi',
    lastUsedAt: null,
    revokedAt: '2026-10-01T09:30:00.000Z',
  },
];

const webhooks: WebhookEndpointDto[] = [
  {
    id: 5,
    url: 'https://erp.falcon-freight.ae/hooks/qafila',
    description: 'ERP status updates',
    events: ['shipment.created', 'shipment.status_changed'],
    enabled: true,
    disabledReason: null,
    consecutiveFailures: 0,
    secretLast4: 'x9Qa',
    createdAt: '2026-11-02T06:00:00.000Z',
    lastDeliveryAt: '2026-11-24T07:40:00.000Z',
  },
  {
    id: 6,
    url: 'https://old.example.ae/webhook',
    description: '',
    events: ['document.reviewed'],
    enabled: false,
    disabledReason: 'Disabled after 20 failed deliveries in a row',
    consecutiveFailures: 20,
    secretLast4: 'b7Rt',
    createdAt: '2026-10-02T06:00:00.000Z',
    lastDeliveryAt: null,
  },
];

const deliveries: WebhookDeliveryDto[] = [
  {
    id: 41,
    endpointId: 5,
    eventId: 'evt_1',
    eventType: 'shipment.status_changed',
    status: 'delivered',
    attempts: 1,
    nextAttemptAt: null,
    lastAttemptAt: '2026-11-24T07:40:00.000Z',
    responseStatus: 200,
    latencyMs: 84,
    error: null,
    createdAt: '2026-11-24T07:40:00.000Z',
  },
  {
    id: 40,
    endpointId: 5,
    eventId: 'evt_0',
    eventType: 'shipment.created',
    status: 'pending',
    attempts: 3,
    nextAttemptAt: '2026-11-24T07:50:00.000Z',
    lastAttemptAt: '2026-11-24T07:46:00.000Z',
    responseStatus: 503,
    latencyMs: 120,
    error: 'HTTP 503',
    createdAt: '2026-11-24T07:39:00.000Z',
  },
];

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 50));
const ok = async (): Promise<ActionResult> => later({ ok: true });

const args = {
  usage,
  keys,
  webhooks,
  canManage: true,
  deliveries,
  onCreateKey: fn(async (input) =>
    later({
      ok: true as const,
      key: 'qk_live_Ab3xR2m9V0cLq7TzY1uW8sK4nE6pH5dJ3gF2aB0cD9e',
      apiKey: { ...keys[0]!, id: 9, name: input.name, scopes: input.scopes },
    }),
  ),
  onRevokeKey: fn(ok),
  onCreateWebhook: fn(async (input) =>
    later({
      ok: true as const,
      secret: 'whsec_T0pS3cr3tV4lu3ForSigningQafilaWebhooks0123',
      endpoint: { ...webhooks[0]!, id: 9, url: input.url, events: input.events },
    }),
  ),
  onUpdateWebhook: fn(ok),
  onDeleteWebhook: fn(ok),
  onTestWebhook: fn(async () => later({ ok: true as const, ...deliveries[0]!, eventType: 'ping' as const })),
  onShowDeliveries: fn(),
  onRedeliver: fn(async () => later({ ok: true as const, ...deliveries[0]! })),
  onCopy: fn(async () => {}),
} satisfies ApiManagementProps;

const meta = {
  title: 'Screens/ApiManagement/ApiManagement',
  component: ApiManagement,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof ApiManagement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organization admin: usage, a live and a revoked key, an enabled and an auto-disabled webhook. */
export const OrgAdmin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('GET /api/org/shipments')).toBeVisible();
    await expect(canvas.getByText('20 failures in a row')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText(/^Name/), 'Billing export');
    await userEvent.click(body.getByRole('checkbox', { name: 'Read shipments' }));
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    await expect(args.onCreateKey).toHaveBeenCalledWith({ name: 'Billing export', scopes: ['shipments:read'] });
    await expect(await body.findByTestId('shown-secret')).toHaveValue(
      'qk_live_Ab3xR2m9V0cLq7TzY1uW8sK4nE6pH5dJ3gF2aB0cD9e',
    );
    await userEvent.click(body.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalled();
  },
};

/** A member of staff with the section: reads everything, changes nothing. */
export const Staff: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Create key' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Send test event' })).toBeNull();
  },
};

/** The delivery log of an endpoint, with a delivery being retried. */
export const DeliveryLog: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Deliveries' })[0]!);
    await expect(args.onShowDeliveries).toHaveBeenCalledWith(5);
    const body = within(canvasElement.ownerDocument.body);
    // The dialog fades in: visible once its opening animation has run.
    await waitFor(() => expect(body.getByText('HTTP 503')).toBeVisible());
  },
};

export const Empty: Story = {
  args: {
    keys: [],
    webhooks: [],
    usage: {
      ...usage,
      days: usage.days.map((d) => ({ ...d, calls: 0, keyCalls: 0, errors: 0 })),
      totals: { calls: 0, keyCalls: 0, errors: 0, errorRate: null },
      endpoints: [],
      keys: { active: 0, revoked: 0, lastUsedAt: null },
      webhooks: { endpoints: 0, disabled: 0, delivered: 0, failed: 0, pending: 0 },
    },
  },
};

export const LoadError: Story = { args: { usage: undefined, error: 'Network error', onRetry: fn() } };

/** Arabic, right to left. */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** A phone (375 px) in Arabic: the tables become cards, nothing wider than the screen. */
export const PhoneArabic: Story = {
  ...phone375,
  globals: { ...phone375.globals, locale: 'ar' },
};
