import type { InvoiceDto } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { LoadErrorAlert } from '../../dashboard/LoadErrorAlert.tsx';
import { DownloadInvoiceButton, invoiceColumns } from '../invoiceColumns.tsx';
import { adminInvoiceArgMessages as a, adminInvoiceMessages as m } from './AdminInvoices.messages.ts';

/** Props of `AdminInvoices`: every organization's invoices (`GET /api/admin/invoices`) and the actions on one. */
export interface AdminInvoicesProps {
  /** Newest first; undefined while loading. */
  invoices: readonly InvoiceDto[] | undefined;
  error?: string | undefined;
  onRetry?(): void;
  onDownload(number: string): Promise<ActionResult>;
  onMarkPaid(number: string): Promise<ActionResult>;
}

/**
 * The super admin's list of tax invoices in the admin portal's Billing tab (issue 16): customer, month, VAT, total
 * and status, with the PDF and "Mark paid" (payments happen outside the product).
 */
export function AdminInvoices({ invoices, error, onRetry, onDownload, onMarkPaid }: AdminInvoicesProps) {
  const intl = useIntl();
  const failure = { title: intl.formatMessage(m.failed) };
  const download = useAction(onDownload, { failure });
  const markPaid = useAction(onMarkPaid, { success: { title: intl.formatMessage(m.paidToast) }, failure });
  const title = intl.formatMessage(m.title);
  if (error && !invoices) {
    return (
      <LoadErrorAlert
        title={intl.formatMessage(m.loadError)}
        error={error}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={onRetry}
      />
    );
  }
  const [number, ...rest] = invoiceColumns(intl);
  return (
    <PageSection title={title} description={intl.formatMessage(m.description)} data-testid="admin-invoices">
      <Table
        caption={title}
        hideCaption
        loading={invoices === undefined}
        rows={invoices ?? []}
        getRowId={(i) => i.number}
        emptyState={<EmptyState title={intl.formatMessage(m.none)} />}
        columns={[
          number!,
          { id: 'customer', header: intl.formatMessage(m.organization), cell: (i) => <bdi>{i.customerName}</bdi> },
          ...rest,
        ]}
        rowActions={(i) => (
          <Inline space="xs" wrap={false}>
            <DownloadInvoiceButton
              intl={intl}
              number={i.number}
              busy={download.busy}
              onDownload={(n) => void download.run(n)}
            />
            {i.status === 'issued' ? (
              <Button
                size="sm"
                loading={markPaid.busy}
                aria-label={intl.formatMessage(a.markPaidNamed, { number: i.number })}
                onClick={() => void markPaid.run(i.number)}
              >
                {intl.formatMessage(m.markPaid)}
              </Button>
            ) : null}
          </Inline>
        )}
      />
    </PageSection>
  );
}
