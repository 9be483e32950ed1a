import type { OrgShipment } from '@qafila/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { SearchField } from '../../../../components/SearchField/SearchField.tsx';
import { UploadIcon } from '../../../../private/icons.tsx';
import { BulkUploadDialog } from './BulkUploadDialog.tsx';
import * as styles from './CargoManagement.css.ts';
import { messages } from './CargoManagement.messages.ts';
import { ChangeStatusDialog } from './ChangeStatusDialog.tsx';
import { NewShipmentDialog } from './NewShipmentDialog.tsx';
import { ServerText } from './ServerText.tsx';
import { ShipmentTable } from './ShipmentTable.tsx';
import { Summary } from './Summary.tsx';
import type { CargoManagementProps } from './types.ts';

/**
 * Cargo Management (spec 001 §2 "shipments"): title, search, Bulk Upload and New Shipment; the active, delivered
 * today and pending customs cards; the organization's shipments, a page at a time, each with a Change status action.
 */
export function CargoManagement(props: CargoManagementProps) {
  const intl = useIntl();
  const [changing, setChanging] = useState<OrgShipment | null>(null);
  const { page, error, onRetry, query, onQueryChange } = props;

  return (
    // The dashboard's top bar shows the section title (h1); this view is the region it names.
    <section className={styles.root} aria-label={intl.formatMessage(messages.title)}>
      <header className={styles.header}>
        <p className={styles.subtitle}>{intl.formatMessage(messages.subtitle)}</p>
        <div className={styles.actions}>
          <BulkUploadDialog
            trigger={
              <Button variant="outline" tone="neutral" leadingIcon={<UploadIcon />}>
                {intl.formatMessage(messages.bulkUpload)}
              </Button>
            }
            onDownloadTemplate={props.onDownloadTemplate}
            onBulkUpload={props.onBulkUpload}
          />
          <NewShipmentDialog
            trigger={<Button>{intl.formatMessage(messages.newShipment)}</Button>}
            customers={props.customers}
            customersError={props.customersError}
            onCreate={props.onCreate}
          />
        </div>
      </header>

      <Summary summary={page?.summary} />

      <div className={styles.toolbar}>
        <search className={styles.search}>
          <SearchField
            label={intl.formatMessage(messages.searchLabel)}
            hideLabel
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
            value={query}
            onValueChange={onQueryChange}
          />
        </search>
      </div>

      {error ? (
        <Alert
          tone="critical"
          title={intl.formatMessage(messages.loadError)}
          action={
            onRetry ? (
              <Button size="sm" variant="outline" tone="neutral" onClick={onRetry}>
                {intl.formatMessage(messages.retry)}
              </Button>
            ) : undefined
          }
        >
          <ServerText>{error}</ServerText>
        </Alert>
      ) : (
        <ShipmentTable
          page={page}
          query={query}
          onClearQuery={() => onQueryChange('')}
          onPageChange={props.onPageChange}
          onChangeStatus={setChanging}
        />
      )}

      <ChangeStatusDialog shipment={changing} onClose={() => setChanging(null)} onChangeStatus={props.onChangeStatus} />
    </section>
  );
}
