import type { InvoiceDto, OrgBilling } from '@qafila/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { withToasts } from '../../toastStory.tsx';
import { BillingView, type BillingViewProps } from './BillingView.tsx';

const billing: OrgBilling = {
  plan: { id: 'starter', name: 'Starter', monthlyFeeUsd: 299 },
  period: { month: '2026-11', start: '2026-10-31T20:00:00.000Z', end: '2026-11-30T20:00:00.000Z' },
  metrics: [
    { metric: 'users', used: 4, limit: 5, atLimit: 'blocked' },
    { metric: 'shipments', used: 212, limit: 500, atLimit: 'blocked' },
    { metric: 'apiCalls', used: 1000, limit: 1000, atLimit: 'throttled' },
    { metric: 'storage', used: 734_003_200, limit: 10_000_000_000, atLimit: 'warned' },
  ],
  history: [
    { month: '2026-06', shipments: 120, apiCalls: 410 },
    { month: '2026-07', shipments: 188, apiCalls: 655 },
    { month: '2026-08', shipments: 240, apiCalls: 902 },
    { month: '2026-09', shipments: 305, apiCalls: 980 },
    { month: '2026-10', shipments: 344, apiCalls: 1000 },
    { month: '2026-11', shipments: 212, apiCalls: 1000 },
  ],
};

const line = { description: 'Starter plan, 2026-10', descriptionAr: 'اشتراك الباقة المبتدئة', quantity: 1 };
const invoice = (number: string, period: string, status: InvoiceDto['status']): InvoiceDto => ({
  number,
  period,
  issuedAt: `${period === '2026-10' ? '2026-11' : '2026-10'}-01T04:00:00.000Z`,
  organizationId: 7,
  customerName: 'شركة الصقر للشحن',
  customerTrn: '100234567800003',
  supplierName: 'Qafila Logistics Technologies',
  supplierAddress: 'Business Bay, Dubai',
  supplierTrn: '100111222300003',
  plan: 'Starter',
  lines: [{ ...line, unitFils: 109_808, netFils: 109_808, vatFils: 5_490 }],
  netFils: 109_808,
  vatFils: 5_490,
  totalFils: 115_298,
  totalUsdCents: 31_395,
  status,
  paidAt: status === 'paid' ? '2026-10-09T08:00:00.000Z' : null,
});

const invoices = [invoice('QAF-2026-000014', '2026-10', 'issued'), invoice('QAF-2026-000009', '2026-09', 'paid')];

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 100));

const args = {
  billing,
  invoices,
  onDownloadInvoice: fn(async (_number: string): Promise<ActionResult> => later({ ok: true })),
} satisfies BillingViewProps;

const meta = {
  title: 'Screens/Billing/BillingView',
  component: BillingView,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof BillingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organization admin: usage against the Starter plan's limits (API calls used up), history and invoices. */
export const OrgAdmin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Starter plan')).toBeVisible();
    await expect(canvas.getByText('4 of 5')).toBeVisible();
    await expect(canvas.getByText('Limit reached')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF of invoice QAF-2026-000014' }));
    await expect(args.onDownloadInvoice).toHaveBeenCalledWith('QAF-2026-000014');
  },
};

/** A member of staff with the billing section: no invoices. */
export const Staff: Story = { args: { invoices: null } };

/** A custom plan: no fee, unlimited figures. */
export const CustomPlan: Story = {
  args: {
    invoices: [],
    billing: {
      ...billing,
      plan: { id: 'custom', name: 'Custom', monthlyFeeUsd: null },
      metrics: billing.metrics.map((m) => ({ ...m, limit: -1 })),
    },
  },
};

export const LoadError: Story = { args: { billing: undefined, error: 'Network error', onRetry: fn() } };

/** An organization admin on a 375 px phone in Arabic. */
export const PhoneArabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
};
