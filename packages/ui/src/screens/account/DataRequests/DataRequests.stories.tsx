import type { OrgDataRequest } from '@qafila/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { withToasts } from '../../toastStory.tsx';
import { DataRequests, type DataRequestsProps } from './DataRequests.tsx';

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 100));
const NOW = new Date('2026-03-15T09:30:00+04:00');

const requests: OrgDataRequest[] = [
  {
    id: 21,
    kind: 'erasure',
    status: 'pending',
    requestedAt: '2026-02-14T05:00:00Z',
    dueAt: '2026-03-16T05:00:00Z',
    fulfilledAt: null,
    expiresAt: null,
    downloadedAt: null,
    rejectionReason: null,
    requester: { id: 31, name: 'Mariam Al Suwaidi', role: 'customer' },
    fulfilledBy: null,
  },
  {
    id: 20,
    kind: 'erasure',
    status: 'pending',
    requestedAt: '2026-02-20T05:00:00Z',
    dueAt: '2026-03-22T05:00:00Z',
    fulfilledAt: null,
    expiresAt: null,
    downloadedAt: null,
    rejectionReason: null,
    requester: { id: 18, name: 'Ravi Menon', role: 'org_user' },
    fulfilledBy: null,
  },
  {
    id: 17,
    kind: 'export',
    status: 'ready',
    requestedAt: '2026-03-14T10:00:00Z',
    dueAt: '2026-04-13T10:00:00Z',
    fulfilledAt: '2026-03-14T10:00:02Z',
    expiresAt: '2026-03-21T10:00:02Z',
    downloadedAt: null,
    rejectionReason: null,
    requester: { id: 44, name: 'خالد المنصوري', role: 'customer' },
    fulfilledBy: null,
  },
  {
    id: 11,
    kind: 'erasure',
    status: 'completed',
    requestedAt: '2026-01-10T09:00:00Z',
    dueAt: '2026-02-09T09:00:00Z',
    fulfilledAt: '2026-01-12T09:00:00Z',
    expiresAt: null,
    downloadedAt: null,
    rejectionReason: null,
    requester: { id: null, name: 'Erased user #12', role: 'customer' },
    fulfilledBy: 'ops',
  },
];

const args = {
  requests,
  now: NOW,
  onFulfil: fn(async (_r: OrgDataRequest): Promise<ActionResult> => later({ ok: true })),
  onReject: fn(async (_r: OrgDataRequest, _reason: string): Promise<ActionResult> => later({ ok: true })),
} satisfies DataRequestsProps;

const meta = {
  title: 'Screens/Account/DataRequests',
  component: DataRequests,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof DataRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending requests with the days left (1 day: critical, 7: caution), a ready copy and a completed erasure. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 2, name: 'Data requests' })).toBeVisible();
    await expect(page.getByText('1 day left')).toBeVisible();
    await expect(page.getByText('7 days left')).toBeVisible();
    await expect(page.getByText('Erased person 12')).toBeVisible();
    await expect(page.getAllByRole('button', { name: 'Erase' })).toHaveLength(2);
  },
};

/** Erasing asks for a confirmation that says what goes and what stays. */
export const ConfirmErase: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: 'Erase' })[0]!);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Erase this person’s data?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(/Their shipments are kept/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(args.onFulfil).toHaveBeenCalledWith(requests[0]));
  },
};

/** Rejecting needs a reason. */
export const Reject: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: 'Reject' })[0]!);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Reject this request' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByText('Give a reason.')).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Reason/ }),
      'Invoices of 2025 are kept for the tax audit',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(args.onReject).toHaveBeenCalledWith(requests[0], 'Invoices of 2025 are kept for the tax audit'),
    );
  },
};

/** No request yet. */
export const Empty: Story = { args: { requests: [] } };

/** In Arabic on a 375 px phone. */
export const PhoneArabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
};
