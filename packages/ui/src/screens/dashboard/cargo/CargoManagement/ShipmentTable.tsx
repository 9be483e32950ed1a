import type { OrgShipment, ShipmentPage } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx';
import { Pagination } from '../../../../components/Pagination/Pagination.tsx';
import { Progress } from '../../../../components/Progress/Progress.tsx';
import { Table, type TableColumn } from '../../../../components/Table/Table.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { ShipmentStatusBadge } from '../../../../patterns/ShipmentStatusBadge/ShipmentStatusBadge.tsx';
import { PackageIcon } from '../../../../private/icons.tsx';
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

/** One page of shipments (cards on narrow screens), the page summary and navigation; skeleton rows while loading. */
export function ShipmentTable({ page, query, onClearQuery, onPageChange, onChangeStatus }: ShipmentTableProps) {
  const intl = useIntl();
  const columns: TableColumn<OrgShipment>[] = [
    {
      id: 'tracking',
      header: intl.formatMessage(messages.colShipment),
      cell: (shipment) => (
        <Stack as="span" space="xxs">
          {/* Tracking numbers read left to right in both languages. */}
          <Text as="span" dir="ltr" weight="semibold" tabularNumbers className={styles.nowrap}>
            {shipment.trackingNumber}
          </Text>
          <Text as="bdi" size="sm" tone="secondary">
            {shipment.customerName}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'route',
      header: intl.formatMessage(messages.colRoute),
      width: '16rem',
      cell: (shipment) => <Route origin={shipment.origin} destination={shipment.destination} />,
    },
    {
      id: 'service',
      header: intl.formatMessage(messages.colService),
      cell: (shipment) => serviceLabel(intl, shipment.service),
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.colStatus),
      cell: (shipment) => <ShipmentStatusBadge status={shipment.status} size="sm" />,
    },
    {
      id: 'progress',
      header: intl.formatMessage(messages.colProgress),
      cell: (shipment) => (
        <Progress
          className={styles.progressCell}
          size="sm"
          value={shipment.progress}
          showValue
          hideLabel
          label={intl.formatMessage(argMessages.progressOf, { trackingNumber: shipment.trackingNumber })}
        />
      ),
    },
    {
      id: 'updated',
      header: intl.formatMessage(messages.colUpdated),
      cell: (shipment) => <span className={styles.nowrap}>{formatDateTime(intl, shipment.updatedAt)}</span>,
    },
  ];

  const empty = query.trim() ? (
    <EmptyState
      headingLevel="h2"
      icon={<PackageIcon />}
      title={intl.formatMessage(argMessages.noMatchTitle, { query: query.trim() })}
      description={intl.formatMessage(messages.noMatchDescription)}
      action={
        <Button variant="outline" tone="neutral" onClick={onClearQuery}>
          {intl.formatMessage(messages.showAll)}
        </Button>
      }
    />
  ) : (
    <EmptyState
      headingLevel="h2"
      icon={<PackageIcon />}
      title={intl.formatMessage(messages.emptyTitle)}
      description={intl.formatMessage(messages.emptyDescription)}
    />
  );

  return (
    <>
      <Table
        caption={intl.formatMessage(messages.tableLabel)}
        hideCaption
        columns={columns}
        rows={page?.items ?? []}
        getRowId={(shipment) => String(shipment.id)}
        loading={!page}
        emptyState={empty}
        actionsLabel={intl.formatMessage(messages.colActions)}
        rowActions={(shipment) => (
          <Button
            size="sm"
            variant="outline"
            tone="neutral"
            aria-label={intl.formatMessage(argMessages.changeStatusOf, { trackingNumber: shipment.trackingNumber })}
            onClick={() => onChangeStatus(shipment)}
          >
            {intl.formatMessage(messages.changeStatus)}
          </Button>
        )}
      />
      {page && page.total > page.pageSize ? (
        <Pagination
          totalItems={page.total}
          pageSize={page.pageSize}
          page={page.page}
          onPageChange={onPageChange}
          label={intl.formatMessage(messages.pagination)}
        />
      ) : null}
    </>
  );
}
