import type { InvoiceDto } from '@qafila/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { withToasts } from '../../toastStory.tsx';
import { AdminInvoices, type AdminInvoicesProps } from './AdminInvoices.tsx';

const invoice = (
  number: string,
  customerName: string,
  status: InvoiceDto['status'],
  totalFils: number,
): InvoiceDto => ({
  number,
  period: '2026-10',
  issuedAt: '2026-11-01T04:00:00.000Z',
  organizationId: 7,
  customerName,
  customerTrn: null,
  supplierName: 'Qafila Logistics Technologies',
  supplierAddress: 'Business Bay, Dubai',
  supplierTrn: '100111222300003',
  plan: 'Starter',
  lines: [],
  netFils: totalFils - Math.round(totalFils / 21),
  vatFils: Math.round(totalFils / 21),
  totalFils,
  totalUsdCents: Math.round((totalFils * 10_000) / 36_725),
  status,
  paidAt: status === 'paid' ? '2026-11-05T08:00:00.000Z' : null,
});

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 100));

const args = {
  invoices: [
    invoice('QAF-2026-000016', 'شركة الصقر للشحن', 'issued', 116_243),
    invoice('QAF-2026-000015', 'Gulf Star Logistics', 'paid', 346_666),
  ],
  onDownload: fn(async (_n: string): Promise<ActionResult> => later({ ok: true })),
  onMarkPaid: fn(async (_n: string): Promise<ActionResult> => later({ ok: true })),
} satisfies AdminInvoicesProps;

const meta = {
  title: 'Screens/Billing/AdminInvoices',
  component: AdminInvoices,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof AdminInvoices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every organization's invoices; an issued one can be marked paid. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark paid: invoice QAF-2026-000016' }));
    await expect(args.onMarkPaid).toHaveBeenCalledWith('QAF-2026-000016');
    await expect(canvas.queryByRole('button', { name: 'Mark paid: invoice QAF-2026-000015' })).toBeNull();
  },
};

export const Empty: Story = { args: { invoices: [] } };

export const Arabic: Story = { globals: { locale: 'ar' } };
