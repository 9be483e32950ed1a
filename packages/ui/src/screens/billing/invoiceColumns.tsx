import type { InvoiceDto } from '@qafila/contracts';
import type { IntlShape } from 'react-intl';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import type { TableColumn } from '../../components/Table/Table.tsx';
import { billingArgMessages as a, billingMessages as m } from './BillingView/BillingView.messages.ts';

/** `AED 1,162.43` from fils. */
export const aed = (intl: IntlShape, fils: number) =>
  intl.formatNumber(fils / 100, { style: 'currency', currency: 'AED' });

/** "November 2026" of a 'YYYY-MM' (a calendar month in the UAE); `short`: "Nov", for a chart's axis. */
export const monthName = (intl: IntlShape, month: string, short = false) =>
  intl.formatDate(
    `${month}-15T12:00:00Z`,
    short ? { month: 'short', timeZone: 'UTC' } : { year: 'numeric', month: 'long', timeZone: 'UTC' },
  );

/** The columns an invoice list shows, for an organization's admins and the super admin alike. */
export function invoiceColumns(intl: IntlShape): TableColumn<InvoiceDto>[] {
  return [
    { id: 'number', header: intl.formatMessage(m.invoiceNumber), cell: (i) => <bdi>{i.number}</bdi> },
    { id: 'period', header: intl.formatMessage(m.invoicePeriod), cell: (i) => monthName(intl, i.period) },
    {
      id: 'issued',
      header: intl.formatMessage(m.invoiceIssued),
      cell: (i) => intl.formatDate(i.issuedAt, { year: 'numeric', month: 'short', day: 'numeric' }),
    },
    { id: 'vat', header: intl.formatMessage(m.invoiceVat), align: 'end', cell: (i) => aed(intl, i.vatFils) },
    { id: 'total', header: intl.formatMessage(m.invoiceTotal), align: 'end', cell: (i) => aed(intl, i.totalFils) },
    {
      id: 'status',
      header: intl.formatMessage(m.invoiceStatus),
      cell: (i) =>
        i.status === 'paid' ? (
          <Badge tone="positive">{intl.formatMessage(m.statusPaid)}</Badge>
        ) : (
          <Badge tone="info">{intl.formatMessage(m.statusIssued)}</Badge>
        ),
    },
  ];
}

/** An invoice row's "Download PDF" button (named with the invoice number for assistive technology). */
export function DownloadInvoiceButton({
  intl,
  number,
  busy,
  onDownload,
}: {
  intl: IntlShape;
  number: string;
  busy: boolean;
  onDownload(number: string): void;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      aria-label={intl.formatMessage(a.downloadNamed, { number })}
      onClick={() => onDownload(number)}
    >
      {intl.formatMessage(m.download)}
    </Button>
  );
}
