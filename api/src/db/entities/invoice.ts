import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';

export const INVOICE_STATUSES = ['issued', 'paid'] as const;

/** One line of a tax invoice; amounts in fils (AED / 100), integers. */
export interface InvoiceLineRecord {
  description: string;
  descriptionAr: string;
  quantity: number;
  /** Net price of one unit, fils. */
  unitFils: number;
  netFils: number;
  /** VAT of the line (5 %), fils, rounded half up per line. */
  vatFils: number;
}

/**
 * A monthly UAE tax invoice of an organization (issue 16, ADR 0028). Its number is gap-free per year
 * (`QAF-2026-000001`: `year` and `sequence` unique together); one per organization and month. The supplier's and
 * the customer's details are copied at issue: a tax invoice does not change when the configuration or the
 * organization does. Amounts are integer fils (AED) and cents (USD at the 3.6725 peg).
 */
export const Invoice = defineEntity({
  name: 'Invoice',
  tableName: 'invoices',
  uniques: [{ properties: ['year', 'sequence'] }, { properties: ['organization', 'period'] }],
  properties: {
    id: p.integer().primary(),
    number: p.string().length(20).unique(),
    year: p.integer(),
    sequence: p.integer(),
    organization: () => p.manyToOne(Organization).index(),
    /** The month billed, 'YYYY-MM' (Asia/Dubai). */
    period: p.string().length(7),
    issuedAt: p.datetime(),
    plan: p.string().length(32),
    supplierName: p.string().length(200),
    supplierAddress: p.string().length(500),
    supplierTrn: p.string().length(15),
    customerName: p.string().length(200),
    customerTrn: p.string().length(15).nullable(),
    lines: p.json<InvoiceLineRecord[]>(),
    netFils: p.integer(),
    vatFils: p.integer(),
    totalFils: p.integer(),
    totalUsdCents: p.integer(),
    status: p.enum(INVOICE_STATUSES).default('issued'),
    paidAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type Invoice = InferEntity<typeof Invoice>;
