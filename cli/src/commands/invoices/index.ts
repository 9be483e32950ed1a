import { CLI_ACTOR } from '@qafila/api';
import type { InvoiceDto } from '@qafila/contracts';
import type { Command } from 'commander';
import { type CliIO, emit, printData, table, withServices } from '../../context.ts';

/** `1,098.08`: fils (or cents) with two decimals. */
const money = (minor: number) =>
  `${Math.floor(minor / 100).toLocaleString('en')}.${String(minor % 100).padStart(2, '0')}`;

const invoiceTable = (list: InvoiceDto[]) =>
  table(
    ['NUMBER', 'PERIOD', 'ISSUED', 'CUSTOMER', 'TRN', 'NET AED', 'VAT AED', 'TOTAL AED', 'TOTAL USD', 'STATUS'],
    list.map((i) => [
      i.number,
      i.period,
      i.issuedAt.slice(0, 10),
      i.customerName,
      i.customerTrn ?? '—',
      money(i.netFils),
      money(i.vatFils),
      money(i.totalFils),
      money(i.totalUsdCents),
      i.status === 'paid' ? `paid ${i.paidAt?.slice(0, 10) ?? ''}` : 'issued',
    ]),
  );

/** `qafila invoices generate | list | mark-paid`: the monthly UAE tax invoices (issue 16). */
export function registerInvoices(program: Command, io: CliIO) {
  const invoices = program.command('invoices').description('monthly UAE tax invoices of the customer organizations');
  printData(
    invoices
      .command('generate')
      .description(
        'issue the invoices of an ended month (Asia/Dubai) that do not exist yet (idempotent; the server does this every month); needs QAFILA_SUPPLIER_ADDRESS and QAFILA_SUPPLIER_TRN',
      )
      .option('--month <YYYY-MM>', 'the month to invoice (default: the previous month)')
      .addHelpText(
        'after',
        '\nExamples:\n  $ qafila invoices generate --month 2026-10\n  $ qafila invoices generate --json',
      ),
    io,
    (services, o: { month?: string }) => services.invoices.generate(o.month ?? services.invoices.previousMonth()),
    (r) =>
      r.created.length
        ? `Issued ${r.created.length} invoice(s) for ${r.month}${r.existing ? ` (${r.existing} already issued)` : ''}:\n${invoiceTable(r.created)}`
        : `No new invoices for ${r.month}${r.existing ? ` (${r.existing} already issued)` : ''}.`,
  );
  printData(
    invoices
      .command('list')
      .description('list every invoice, newest first')
      .addHelpText('after', '\nExample:\n  $ qafila invoices list --json'),
    io,
    (services) => services.invoices.list(),
    (list) => (list.length ? invoiceTable(list) : 'No invoices yet.'),
  );
  invoices
    .command('mark-paid <number>')
    .description('mark an invoice paid (payments happen outside the product); audited as invoice.paid by cli')
    .option('--json', 'print the invoice as JSON')
    .addHelpText('after', '\nExample:\n  $ qafila invoices mark-paid QAF-2026-000001')
    .action((number: string, options: { json?: boolean }) =>
      withServices(io, async (services) => {
        const invoice = await services.invoices.markPaid(CLI_ACTOR, number);
        emit(io, options.json, invoice, () => `${invoice.number} is paid (${invoice.paidAt?.slice(0, 10)}).`);
      }),
    );
}
