import { DOCUMENT_STATUSES, type DocumentStatus } from '@qafila/contracts';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Heading } from '../../../../layout/Heading.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { messages as statusLabels } from '../../../../patterns/DocumentStatusBadge/DocumentStatusBadge.messages.ts';
import { FileIcon } from '../../../../private/icons.tsx';
import { LoadErrorAlert } from '../../LoadErrorAlert.tsx';
import { DocumentList } from './DocumentList.tsx';
import * as styles from './DocumentProcessing.css.ts';
import { argMessages, messages } from './DocumentProcessing.messages.ts';
import type { DocumentProcessingProps } from './types.ts';
import { UploadForm } from './UploadForm.tsx';

/**
 * Document Processing (spec 001 §2 "documents"): an upload area (PDF, PNG or JPEG up to 10 MB, attached to a
 * shipment with a type) and the organization's documents with their review status, filter, download, Approve and
 * Reject (with a reason the customer reads).
 */
export function DocumentProcessing(props: DocumentProcessingProps) {
  const intl = useIntl();
  const listHeadingId = useId();
  const { documents, documentsError, onRetry, statusFilter, onStatusFilterChange } = props;

  let list: ReactNode;
  if (documentsError) {
    list = (
      <LoadErrorAlert
        title={intl.formatMessage(messages.loadError)}
        error={documentsError}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={onRetry}
      />
    );
  } else if (documents && documents.length === 0) {
    list = (
      <EmptyState
        icon={<FileIcon />}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(statusFilter === 'all' ? messages.emptyDescription : messages.emptyFiltered)}
      />
    );
  } else {
    list = <DocumentList documents={documents} onDownload={props.onDownload} onReview={props.onReview} />;
  }

  return (
    // The dashboard's top bar shows the section title (h1); this view is the region it names.
    <Stack as="section" space="lg" className={styles.root} aria-label={intl.formatMessage(messages.title)}>
      <Text tone="secondary">{intl.formatMessage(messages.subtitle)}</Text>
      <UploadForm
        shipmentQuery={props.shipmentQuery}
        onShipmentQueryChange={props.onShipmentQueryChange}
        shipmentOptions={props.shipmentOptions}
        onUpload={props.onUpload}
      />
      <Stack as="section" space="md" aria-labelledby={listHeadingId}>
        <Inline space="md" align="spaceBetween" alignY="end">
          <div>
            <Heading level={3} as="h2" id={listHeadingId}>
              {intl.formatMessage(messages.listHeading)}
            </Heading>
            {documents ? (
              <Text size="sm" tone="secondary">
                {intl.formatMessage(argMessages.count, { count: documents.length })}
              </Text>
            ) : null}
          </div>
          <Field className={styles.filter} label={intl.formatMessage(messages.filter)}>
            <Select
              name="status"
              value={statusFilter}
              onValueChange={(value) => onStatusFilterChange(value as DocumentStatus | 'all')}
              options={[
                { value: 'all', label: intl.formatMessage(messages.filterAll) },
                ...DOCUMENT_STATUSES.map((status) => ({
                  value: status,
                  label: intl.formatMessage(statusLabels[status]),
                })),
              ]}
            />
          </Field>
        </Inline>
        {list}
      </Stack>
    </Stack>
  );
}
