import type { DataRequestDto, DataRequestStatus } from '@qafila/contracts';
import { type ReactNode, useId, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import type { BadgeTone } from '../../../components/Badge/badgeTones.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/Card/Card.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { displayTimeZone } from '../../../private/time.ts';
import { LoadingStack } from '../../LoadingStack.tsx';
import { useMessageToast } from '../../messageToast.ts';
import { argMessages, messages } from './DataRightsCard.messages.ts';

/** Props of `DataRightsCard`. */
export interface DataRightsCardProps {
  /** The caller's requests (`GET /api/me/data-requests`); undefined while loading. */
  requests: DataRequestDto[] | undefined;
  requestsError?: string | undefined;
  /** `POST /api/me/data-requests`; the list is expected to be refreshed after it. */
  onRequest(kind: DataRequestDto['kind']): Promise<ActionResult>;
  /** Downloads a ready export (once). */
  onDownload(request: DataRequestDto): Promise<ActionResult>;
  className?: string | undefined;
}

const STATUS: Record<DataRequestStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: messages.statusPending, tone: 'caution' },
  ready: { label: messages.statusReady, tone: 'positive' },
  downloaded: { label: messages.statusDownloaded, tone: 'neutral' },
  expired: { label: messages.statusExpired, tone: 'neutral' },
  completed: { label: messages.statusCompleted, tone: 'info' },
  rejected: { label: messages.statusRejected, tone: 'critical' },
};

/** A request's status as a badge, shared by the requester's card and the admins' list. */
export function DataRequestStatusBadge({ status }: { status: DataRequestStatus }) {
  const intl = useIntl();
  return (
    <Badge size="sm" tone={STATUS[status].tone} data-status={status}>
      {intl.formatMessage(STATUS[status].label)}
    </Badge>
  );
}

/** The kind of a request as text. */
export const dataRequestKind = (kind: DataRequestDto['kind']) =>
  kind === 'export' ? messages.kindExport : messages.kindErasure;

function RequestRow({
  request,
  onDownload,
}: {
  request: DataRequestDto;
  onDownload: DataRightsCardProps['onDownload'];
}) {
  const intl = useIntl();
  const toast = useMessageToast();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeZone: displayTimeZone });
  const download = useAction(() => onDownload(request), {
    failure: toast(messages.downloadFailed, messages.failedText),
  });
  return (
    <Stack as="li" space="xxs" data-request={request.id}>
      <Inline space="sm" alignY="center">
        <Text weight="semibold">{intl.formatMessage(dataRequestKind(request.kind))}</Text>
        <DataRequestStatusBadge status={request.status} />
      </Inline>
      <Text size="sm" tone="secondary">
        {intl.formatMessage(argMessages.requested, { date: date(request.requestedAt) })}
        {' · '}
        {request.status === 'ready' && request.expiresAt
          ? intl.formatMessage(argMessages.expires, { date: date(request.expiresAt) })
          : intl.formatMessage(argMessages.due, { date: date(request.dueAt) })}
      </Text>
      {request.rejectionReason ? (
        <Text size="sm">
          {intl.formatMessage(argMessages.reason, { reason: <bdi key="reason">{request.rejectionReason}</bdi> })}
        </Text>
      ) : null}
      {request.status === 'ready' ? (
        <Inline space="sm">
          <Button
            size="sm"
            onClick={() => void download.run()}
            loading={download.busy}
            loadingLabel={intl.formatMessage(messages.downloading)}
          >
            {intl.formatMessage(messages.download)}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}

/** One of the two requests: what it is, what it does, and its button. */
function Choice({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Stack space="sm">
      <Heading level={4} as="h3">
        {title}
      </Heading>
      <Text size="sm">{text}</Text>
      <Inline space="sm">{children}</Inline>
    </Stack>
  );
}

/**
 * PDPL data rights on one's own profile or account page: ask for a copy of one's data (prepared at once, downloaded
 * once) or for its erasure (confirmed first; an organization admin answers), and the requests made so far.
 */
export function DataRightsCard({ requests, requestsError, onRequest, onDownload, className }: DataRightsCardProps) {
  const intl = useIntl();
  const toast = useMessageToast();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const failure = toast(messages.failed, messages.failedText);
  const requestExport = useAction(() => onRequest('export'), { success: toast(messages.exportReady), failure });
  const open = (kind: DataRequestDto['kind']) =>
    requests?.some((r) => r.kind === kind && (r.status === 'pending' || r.status === 'ready')) ?? false;
  return (
    <Card as="section" aria-labelledby={headingId} className={className} data-card="data-rights">
      <CardHeader>
        <Stack space="xxs">
          <CardTitle as="h2" id={headingId}>
            {intl.formatMessage(messages.title)}
          </CardTitle>
          <Text size="sm" tone="secondary">
            {intl.formatMessage(messages.intro)}
          </Text>
        </Stack>
      </CardHeader>
      <CardBody>
        <Stack space="lg">
          <Tiles columns={{ mobile: 1, tablet: 2 }} space="lg" alignY="start">
            <Choice title={intl.formatMessage(messages.exportTitle)} text={intl.formatMessage(messages.exportText)}>
              <Button
                variant="outline"
                onClick={() => void requestExport.run()}
                loading={requestExport.busy}
                loadingLabel={intl.formatMessage(messages.exportBusy)}
                disabled={open('export')}
              >
                {intl.formatMessage(messages.exportButton)}
              </Button>
            </Choice>
            <Choice title={intl.formatMessage(messages.erasureTitle)} text={intl.formatMessage(messages.erasureText)}>
              <Button variant="outline" tone="critical" onClick={() => setConfirming(true)} disabled={open('erasure')}>
                {intl.formatMessage(messages.erasureButton)}
              </Button>
            </Choice>
          </Tiles>
          <Stack space="sm">
            <Heading level={4} as="h3">
              {intl.formatMessage(messages.requestsTitle)}
            </Heading>
            {requestsError ? (
              <Alert tone="critical" title={intl.formatMessage(messages.loadError)}>
                {requestsError}
              </Alert>
            ) : !requests ? (
              <LoadingStack label={intl.formatMessage(messages.loading)} space="sm">
                <Skeleton shape="rect" blockSize="3rem" />
              </LoadingStack>
            ) : requests.length === 0 ? (
              <Text size="sm" tone="secondary">
                {intl.formatMessage(messages.none)}
              </Text>
            ) : (
              <Stack as="ul" space="md">
                {requests.map((request) => (
                  <RequestRow key={request.id} request={request} onDownload={onDownload} />
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
      </CardBody>
      <FormDialog
        open={confirming}
        onOpenChange={setConfirming}
        size="sm"
        title={intl.formatMessage(messages.erasureConfirmTitle)}
        description={intl.formatMessage(messages.erasureConfirmText)}
        initialValues={{}}
        onSubmit={() => onRequest('erasure')}
        toasts={{ success: toast(messages.erasureSent), failure }}
        submitLabel={intl.formatMessage(messages.erasureConfirm)}
        submitTone="critical"
        busyLabel={intl.formatMessage(messages.sending)}
      />
    </Card>
  );
}
