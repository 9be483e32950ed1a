import type { DocumentDto } from '@qafila/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { Card } from '../../../../components/Card/Card.tsx';
import { Skeleton } from '../../../../components/Skeleton/Skeleton.tsx';
import { useToast } from '../../../../components/Toast/Toast.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { DocumentStatusBadge } from '../../../../patterns/DocumentStatusBadge/DocumentStatusBadge.tsx';
import { CheckIcon, CloseIcon, DownloadIcon } from '../../../../private/icons.tsx';
import { LoadingStack } from '../../../LoadingStack.tsx';
import { formatBytes, formatDateTime, isolate } from '../../cargo/CargoManagement/format.ts';
import * as styles from './DocumentProcessing.css.ts';
import { argMessages, messages, typeMessages } from './DocumentProcessing.messages.ts';
import { RejectDocumentDialog } from './RejectDocumentDialog.tsx';
import type { DocumentProcessingProps } from './types.ts';

type ListProps = Pick<DocumentProcessingProps, 'documents' | 'onDownload' | 'onReview'>;

const typeLabel = (intl: ReturnType<typeof useIntl>, type: string) =>
  type in typeMessages ? intl.formatMessage(typeMessages[type as keyof typeof typeMessages]) : type;

/** Documents as cards: name, type, shipment, status, reviewer's note, Download, Approve and Reject. */
export function DocumentList({ documents, onDownload, onReview }: ListProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const [rejecting, setRejecting] = useState<DocumentDto | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  if (!documents) {
    return (
      <LoadingStack label={intl.formatMessage(messages.loading)} space="sm">
        {[0, 1, 2].map((row) => (
          <Card key={row} className={styles.item}>
            <Skeleton inlineSize="50%" />
            <Skeleton inlineSize="70%" />
          </Card>
        ))}
      </LoadingStack>
    );
  }

  const approve = async (document: DocumentDto) => {
    setBusy(document.id);
    let outcome: Awaited<ReturnType<typeof onReview>>;
    try {
      outcome = await onReview(document.id, { status: 'approved' });
    } catch (error) {
      outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    setBusy(null);
    toast(
      outcome.ok
        ? {
            title: intl.formatMessage(messages.approved),
            description: intl.formatMessage(argMessages.reviewedDescription, {
              name: document.name,
              trackingNumber: document.trackingNumber,
            }),
          }
        : { title: intl.formatMessage(messages.reviewFailed), description: outcome.error, variant: 'destructive' },
    );
  };

  const download = async (document: DocumentDto) => {
    try {
      await onDownload(document);
    } catch {
      toast({
        title: intl.formatMessage(messages.errorTitle),
        description: intl.formatMessage(messages.downloadFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Stack as="ul" space="sm">
        {documents.map((document) => {
          const approvable = document.status !== 'approved' && document.status !== 'completed';
          const rejectable = document.status !== 'rejected';
          return (
            <Card as="li" key={document.id} className={styles.item} data-document-id={document.id}>
              <Stack space="xxs">
                <Inline as="p" space="sm">
                  <Text as="bdi" size="md" weight="semibold" breakWord>
                    {document.name}
                  </Text>
                  <DocumentStatusBadge status={document.status} size="sm" />
                </Inline>
                <Inline as="p" alignY="stretch" className={styles.meta}>
                  {typeLabel(intl, document.documentType).toLowerCase() === document.name.toLowerCase() ? null : (
                    <span>{typeLabel(intl, document.documentType)}</span>
                  )}
                  <Text as="span" dir="ltr" tabularNumbers>
                    {document.trackingNumber}
                  </Text>
                  <span>
                    {document.file ? (
                      <>
                        <bdi>{document.file.name}</bdi> · {formatBytes(intl, document.file.size)}
                      </>
                    ) : (
                      intl.formatMessage(messages.noFile)
                    )}
                  </span>
                  <span>{formatDateTime(intl, document.createdAt)}</span>
                  {document.uploadedBy ? (
                    <span>{intl.formatMessage(argMessages.uploadedBy, { name: isolate(document.uploadedBy) })}</span>
                  ) : null}
                </Inline>
                {document.description ? (
                  <Text size="sm">
                    <bdi>{document.description}</bdi>
                  </Text>
                ) : null}
                {document.reviewedBy && document.reviewedAt ? (
                  <Text size="sm" tone="secondary">
                    {intl.formatMessage(argMessages.reviewedBy, {
                      name: isolate(document.reviewedBy),
                      date: formatDateTime(intl, document.reviewedAt),
                    })}
                  </Text>
                ) : null}
              </Stack>
              {/* A group of buttons, not a form fieldset. */}
              <Inline space="xs" alignY="stretch" role="group" aria-label={intl.formatMessage(messages.actionsLabel)}>
                {document.file ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="neutral"
                    leadingIcon={<DownloadIcon />}
                    aria-label={intl.formatMessage(argMessages.downloadLabel, { name: document.file.name })}
                    onClick={() => void download(document)}
                  >
                    {intl.formatMessage(messages.download)}
                  </Button>
                ) : null}
                {approvable ? (
                  <Button
                    size="sm"
                    tone="accent"
                    leadingIcon={<CheckIcon />}
                    aria-label={intl.formatMessage(argMessages.approveLabel, {
                      name: document.name,
                      trackingNumber: document.trackingNumber,
                    })}
                    disabled={busy !== null && busy !== document.id}
                    onClick={() => void approve(document)}
                    loading={busy === document.id}
                    loadingLabel={intl.formatMessage(messages.approve)}
                  >
                    {intl.formatMessage(messages.approve)}
                  </Button>
                ) : null}
                {rejectable ? (
                  <Button
                    size="sm"
                    variant="outline"
                    tone="critical"
                    leadingIcon={<CloseIcon />}
                    aria-label={intl.formatMessage(argMessages.rejectLabel, {
                      name: document.name,
                      trackingNumber: document.trackingNumber,
                    })}
                    onClick={() => setRejecting(document)}
                  >
                    {intl.formatMessage(messages.reject)}
                  </Button>
                ) : null}
              </Inline>
            </Card>
          );
        })}
      </Stack>
      <RejectDocumentDialog document={rejecting} onClose={() => setRejecting(null)} onReview={onReview} />
    </>
  );
}
