import type { OrgShipment, ShipmentPage } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx';
import { Progress } from '../../../../components/Progress/Progress.tsx';
import { Skeleton } from '../../../../components/Skeleton/Skeleton.tsx';
import { ShipmentStatusBadge } from '../../../../patterns/ShipmentStatusBadge/ShipmentStatusBadge.tsx';
import { PackageIcon } from '../../../../private/icons.tsx';
import { visuallyHidden } from '../../../../private/visuallyHidden.css.ts';
import * as styles from './CargoManagement.css.ts';
import { argMessages, messages } from './CargoManagement.messages.ts';
import { formatDateTime, serviceLabel } from './format.ts';
import { Route } from './Route.tsx';

export interface ShipmentTableProps {
  page: ShipmentPage | undefined;
  query: string;
  onClearQuery(): void;
  onPageChange(page: number): void;
  onChangeStatus(shipment: OrgShipment): void;
}

/** One page of shipments with the page summary and navigation; skeleton rows while loading. */
export function ShipmentTable({ page, query, onClearQuery, onPageChange, onChangeStatus }: ShipmentTableProps) {
  const intl = useIntl();
  if (page && page.total === 0) {
    return query.trim() ? (
      <EmptyState
        icon={<PackageIcon />}
        title={intl.formatMessage(argMessages.noMatchTitle, { query: query.trim() })}
        description={intl.formatMessage(messages.noMatchDescription)}
        action={
          <Button variant="outline" tone="neutral" onClick={onClearQuery}>
            {intl.formatMessage(messages.clearSearch)}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<PackageIcon />}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyDescription)}
      />
    );
  }
  const columns = [
    messages.colTracking,
    messages.colCustomer,
    messages.colRoute,
    messages.colService,
    messages.colStatus,
    messages.colProgress,
    messages.colUpdated,
    messages.colActions,
  ];
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const from = page ? (page.page - 1) * page.pageSize + 1 : 0;
  return (
    <>
      <section
        className={styles.tableWrap}
        aria-label={intl.formatMessage(messages.tableLabel)}
        // A scrolling region must be reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
        tabIndex={0}
      >
        <table className={styles.table} aria-busy={page ? undefined : true}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={styles.th}>
                  {intl.formatMessage(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page
              ? page.items.map((shipment) => (
                  <tr key={shipment.id} data-tracking-number={shipment.trackingNumber}>
                    <th scope="row" className={styles.td}>
                      <span className={styles.mono}>{shipment.trackingNumber}</span>
                    </th>
                    <td className={styles.td}>
                      <bdi>{shipment.customerName}</bdi>
                    </td>
                    <td className={styles.td}>
                      <Route origin={shipment.origin} destination={shipment.destination} />
                    </td>
                    <td className={styles.td}>{serviceLabel(intl, shipment.service)}</td>
                    <td className={styles.td}>
                      <ShipmentStatusBadge status={shipment.status} size="sm" />
                    </td>
                    <td className={styles.td}>
                      <Progress
                        className={styles.progressCell}
                        size="sm"
                        value={shipment.progress}
                        showValue
                        hideLabel
                        label={intl.formatMessage(argMessages.progressOf, { trackingNumber: shipment.trackingNumber })}
                      />
                    </td>
                    <td className={styles.td}>{formatDateTime(intl, shipment.updatedAt)}</td>
                    <td className={styles.td}>
                      <Button
                        size="sm"
                        variant="outline"
                        tone="neutral"
                        aria-label={intl.formatMessage(argMessages.changeStatusOf, {
                          trackingNumber: shipment.trackingNumber,
                        })}
                        onClick={() => onChangeStatus(shipment)}
                      >
                        {intl.formatMessage(messages.changeStatus)}
                      </Button>
                    </td>
                  </tr>
                ))
              : [0, 1, 2, 3, 4].map((row) => (
                  <tr key={row}>
                    {columns.map((column) => (
                      <td key={column.id} className={styles.td}>
                        <Skeleton />
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
        {page ? null : (
          <span className={visuallyHidden} role="status">
            {intl.formatMessage(messages.loading)}
          </span>
        )}
      </section>
      {page ? (
        <div className={styles.footer}>
          <p className={styles.muted}>
            {intl.formatMessage(argMessages.pageSummary, {
              from,
              to: from + page.items.length - 1,
              total: page.total,
            })}
          </p>
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="outline"
              tone="neutral"
              disabled={page.page <= 1}
              onClick={() => onPageChange(page.page - 1)}
            >
              ‹
            </Button>
            <Button
              size="sm"
              variant="outline"
              tone="neutral"
              disabled={page.page >= pages}
              onClick={() => onPageChange(page.page + 1)}
            >
              ›
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}
