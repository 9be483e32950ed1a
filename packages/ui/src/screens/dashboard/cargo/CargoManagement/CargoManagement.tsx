import type { OrgShipment } from '@qafila/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { SearchField } from '../../../../components/SearchField/SearchField.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { UploadIcon } from '../../../../private/icons.tsx';
import { LoadErrorAlert } from '../../LoadErrorAlert.tsx';
import { BulkUploadDialog } from './BulkUploadDialog.tsx';
import * as styles from './CargoManagement.css.ts';
import { messages } from './CargoManagement.messages.ts';
import { ChangeStatusDialog } from './ChangeStatusDialog.tsx';
import { NewShipmentDialog } from './NewShipmentDialog.tsx';
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
    <Stack as="section" space="lg" className={styles.root} aria-label={intl.formatMessage(messages.title)}>
      <Inline as="header" space="md" align="spaceBetween" alignY="end">
        <Text tone="secondary">{intl.formatMessage(messages.subtitle)}</Text>
        <Inline space="sm">
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
        </Inline>
      </Inline>

      <Summary summary={page?.summary} />

      <Inline space="sm">
        <search className={styles.search}>
          <SearchField
            label={intl.formatMessage(messages.searchLabel)}
            hideLabel
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
            value={query}
            onValueChange={onQueryChange}
          />
        </search>
      </Inline>

      {error ? (
        <LoadErrorAlert
          title={intl.formatMessage(messages.loadError)}
          error={error}
          retryLabel={intl.formatMessage(messages.retry)}
          onRetry={onRetry}
        />
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
    </Stack>
  );
}
