import type { EntityManager } from '@mikro-orm/core';
import { AED_PER_USD_FRACTION, type InvoiceDto, VAT_PERCENT } from '@qafila/contracts';
import type { Config } from '../../config.ts';
import { Invoice, Organization, Subscription } from '../../db/entities/index.ts';
import type { InvoiceLineRecord } from '../../db/entities/invoice.ts';
import { InvalidInputError, NotFoundError } from '../../domain/errors.ts';
import { dubaiDay, dubaiMonth, dubaiMonthRange } from '../../lib/dubai-calendar.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import type { UsageMeter } from './meter.ts';

/** The plans' names in Arabic, for the invoice lines (the catalogue's names are English). */
const PLAN_NAMES_AR: Record<string, string> = {
  starter: 'المبتدئة',
  professional: 'الاحترافية',
  enterprise: 'المؤسسات',
  custom: 'المخصصة',
};

/** USD cents → fils at the 3.6725 peg, rounded half up, in whole numbers (no floating-point drift). */
export function usdCentsToFils(cents: number): number {
  return Math.floor(
    (cents * AED_PER_USD_FRACTION.numerator * 2 + AED_PER_USD_FRACTION.denominator) /
      (AED_PER_USD_FRACTION.denominator * 2),
  );
}

/** Fils → USD cents at the 3.6725 peg, rounded half up. */
export function filsToUsdCents(fils: number): number {
  return Math.floor(
    (fils * AED_PER_USD_FRACTION.denominator * 2 + AED_PER_USD_FRACTION.numerator) /
      (AED_PER_USD_FRACTION.numerator * 2),
  );
}

/** VAT (5 %) of a net amount in fils, rounded half up. */
export function vatOf(netFils: number): number {
  return Math.floor((netFils * VAT_PERCENT * 2 + 100) / 200);
}

/** A line with its net and VAT: quantity × unit price, VAT per line. */
export function invoiceLine(
  description: string,
  descriptionAr: string,
  quantity: number,
  unitFils: number,
): InvoiceLineRecord {
  const netFils = quantity * unitFils;
  return { description, descriptionAr, quantity, unitFils, netFils, vatFils: vatOf(netFils) };
}

/** Totals of lines: net, VAT (the sum of the lines' VAT, as printed), total, and the total in USD cents. */
export function invoiceTotals(lines: InvoiceLineRecord[]) {
  const netFils = lines.reduce((t, l) => t + l.netFils, 0);
  const vatFils = lines.reduce((t, l) => t + l.vatFils, 0);
  const totalFils = netFils + vatFils;
  return { netFils, vatFils, totalFils, totalUsdCents: filsToUsdCents(totalFils) };
}

export function toInvoiceDto(i: Invoice): InvoiceDto {
  return {
    number: i.number,
    period: i.period,
    issuedAt: i.issuedAt.toISOString(),
    organizationId: i.organization.id,
    customerName: i.customerName,
    customerTrn: i.customerTrn ?? null,
    supplierName: i.supplierName,
    supplierAddress: i.supplierAddress,
    supplierTrn: i.supplierTrn,
    plan: i.plan,
    lines: i.lines,
    netFils: i.netFils,
    vatFils: i.vatFils,
    totalFils: i.totalFils,
    totalUsdCents: i.totalUsdCents,
    status: i.status,
    paidAt: i.paidAt ? i.paidAt.toISOString() : null,
  };
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * Monthly UAE tax invoices (issue 16, ADR 0028): one per customer organization and ended month, from its plan's
 * monthly fee and the API calls beyond the included ones at the plan's overage rate. Numbers are gap-free per year
 * of issue: the next number is taken inside the transaction that writes the invoice, and `(year, sequence)` is
 * unique, so two generators at once cannot share or skip one.
 */
export function createInvoiceService(options: { em: EntityManager; meter: UsageMeter; supplier: Config['supplier'] }) {
  const { em } = options;

  async function nextSequence(tx: EntityManager, year: number): Promise<number> {
    const last = await tx.findOne(Invoice, { year }, { orderBy: { sequence: 'desc' }, fields: ['sequence'] });
    return (last?.sequence ?? 0) + 1;
  }

  async function byNumber(number: string, organizationId?: number): Promise<Invoice> {
    const invoice = await em.findOne(Invoice, {
      number,
      ...(organizationId === undefined ? {} : { organization: organizationId }),
    });
    if (!invoice) throw new NotFoundError('Invoice not found');
    return invoice;
  }

  return {
    /**
     * Generates the invoices of an ended month ('YYYY-MM') that do not exist yet: idempotent. Organizations on a
     * plan without a fee (Custom: priced by sales), cancelled ones and the platform are not invoiced.
     */
    async generate(
      month: string,
      now = new Date(),
    ): Promise<{ month: string; created: InvoiceDto[]; existing: number }> {
      if (!MONTH.test(month)) throw new InvalidInputError('month must look like 2026-10');
      if (dubaiMonthRange(month).end > now) throw new InvalidInputError(`The month ${month} has not ended yet`);
      const { supplier } = options;
      if (!supplier.address || !supplier.trn) {
        throw new InvalidInputError(
          'Set QAFILA_SUPPLIER_ADDRESS and QAFILA_SUPPLIER_TRN (the supplier on a UAE tax invoice) before generating invoices',
        );
      }
      const subs = await em.find(
        Subscription,
        { status: { $ne: 'cancelled' }, createdAt: { $lt: dubaiMonthRange(month).end } },
        { populate: ['organization', 'plan'], orderBy: { organization: { id: 'asc' } } },
      );
      const calls = await options.meter.apiCalls(
        subs.map((s) => s.organization.id),
        em,
        month,
      );
      const created: InvoiceDto[] = [];
      let existing = 0;
      for (const sub of subs) {
        const org = sub.organization;
        const plan = sub.plan;
        if (org.kind === 'platform' || plan.monthlyBaseFeeUsd === null || plan.monthlyBaseFeeUsd === undefined)
          continue;
        if (await em.count(Invoice, { organization: org.id, period: month })) {
          existing++;
          continue;
        }
        const lines = [
          invoiceLine(
            `${plan.name} plan, ${month}`,
            `اشتراك الباقة ${PLAN_NAMES_AR[plan.id] ?? plan.name}، ${month}`,
            1,
            usdCentsToFils(Math.round(Number(plan.monthlyBaseFeeUsd) * 100)),
          ),
        ];
        const extra = plan.includedApiCalls < 0 ? 0 : Math.max(0, (calls.get(org.id) ?? 0) - plan.includedApiCalls);
        const rate =
          plan.overageRateUsd === null || plan.overageRateUsd === undefined ? 0 : Number(plan.overageRateUsd);
        if (extra > 0 && rate > 0) {
          lines.push(
            invoiceLine(
              `API calls beyond the ${plan.includedApiCalls.toLocaleString('en')} included, ${month}`,
              `طلبات واجهة البرمجة الزائدة على ${plan.includedApiCalls} المشمولة، ${month}`,
              extra,
              usdCentsToFils(Math.round(rate * 100)),
            ),
          );
        }
        const invoice = await em.transactional(async (tx) => {
          const year = Number(dubaiDay(now).slice(0, 4));
          const sequence = await nextSequence(tx, year);
          return tx.create(Invoice, {
            number: `QAF-${year}-${String(sequence).padStart(6, '0')}`,
            year,
            sequence,
            organization: tx.getReference(Organization, org.id),
            period: month,
            issuedAt: now,
            plan: plan.name,
            supplierName: supplier.name,
            supplierAddress: supplier.address!,
            supplierTrn: supplier.trn!,
            customerName: org.name,
            customerTrn: org.taxRegistrationNumber ?? null,
            lines,
            ...invoiceTotals(lines),
            status: 'issued',
            paidAt: null,
          });
        });
        created.push(toInvoiceDto(invoice));
      }
      return { month, created, existing };
    },

    /** Every invoice (the super admin), or an organization's, newest first. */
    async list(organizationId?: number): Promise<InvoiceDto[]> {
      const rows = await em.find(Invoice, organizationId === undefined ? {} : { organization: organizationId }, {
        orderBy: { year: 'desc', sequence: 'desc' },
      });
      return rows.map(toInvoiceDto);
    },

    byNumber,

    /** Marks an invoice paid (again: no change), audited. */
    async markPaid(actor: Actor, number: string, now = new Date()): Promise<InvoiceDto> {
      const invoice = await byNumber(number);
      if (invoice.status !== 'paid') {
        invoice.status = 'paid';
        invoice.paidAt = now;
        recordAudit(em, {
          actor,
          action: 'invoice.paid',
          targetType: 'invoice',
          targetId: invoice.id,
          before: { status: 'issued' },
          after: { status: 'paid', number: invoice.number },
        });
        await em.flush();
      }
      return toInvoiceDto(invoice);
    },

    /** The month before the one of `now` (Asia/Dubai): what the monthly job invoices. */
    previousMonth(now = new Date()): string {
      return dubaiMonth(new Date(dubaiMonthRange(dubaiMonth(now)).start.getTime() - 1));
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
