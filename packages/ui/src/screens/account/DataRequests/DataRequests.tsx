import type { OrgDataRequest } from '@qafila/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Table, type TableColumn } from '../../../components/Table/Table.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { displayTimeZone } from '../../../private/time.ts';
import { useMessageToast } from '../../messageToast.ts';
import { DataRequestStatusBadge, dataRequestKind } from '../../profile/DataRightsCard/DataRightsCard.tsx';
import { argMessages, messages } from './DataRequests.messages.ts';

const DAY_MS = 86_400_000;

/** Props of `DataRequests`. */
export interface DataRequestsProps {
  /** `GET /api/org/data-requests`; undefined while loading. */
  requests: OrgDataRequest[] | undefined;
  requestsError?: string | undefined;
  /** `POST /api/org/data-requests/:id/fulfil`. */
  onFulfil(request: OrgDataRequest): Promise<ActionResult>;
  /** `POST /api/org/data-requests/:id/reject` with the reason. */
  onReject(request: OrgDataRequest, reason: string): Promise<ActionResult>;
  /** The clock the days left are counted from (stories and tests fix it). */
  now?: Date | undefined;
}

type Dialog = { kind: 'fulfil' | 'reject'; request: OrgDataRequest } | null;

/**
 * The organization's PDPL data requests for its admins (issue 16): who asked for what, the status and the days left
 * before the 30-day deadline (a warning from 7 days), and Erase / Prepare copy / Reject for pending ones.
 */
export function DataRequests({ requests, requestsError, onFulfil, onReject, now }: DataRequestsProps) {
  const intl = useIntl();
  const toast = useMessageToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const reference = (now ?? new Date()).getTime();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeZone: displayTimeZone });
  const failure = toast(messages.failed, messages.failedText);

  const columns: TableColumn<OrgDataRequest>[] = [
    {
      id: 'requester',
      header: intl.formatMessage(messages.requester),
      cell: (r) => (
        <Stack space="xxs">
          {r.requester.id === null ? (
            <span>{intl.formatMessage(argMessages.erasedUser, { id: r.requester.name.replace(/\D+/g, '') })}</span>
          ) : (
            // A span in the page's direction around the name's own, so that the name lines up at the cell's start.
            <span>
              <bdi>{r.requester.name}</bdi>
            </span>
          )}
          <Text as="span" size="sm" tone="secondary">
            {intl.formatMessage(r.requester.role === 'customer' ? messages.roleCustomer : messages.roleStaff)}
          </Text>
        </Stack>
      ),
    },
    { id: 'kind', header: intl.formatMessage(messages.kind), cell: (r) => intl.formatMessage(dataRequestKind(r.kind)) },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (r) => <DataRequestStatusBadge status={r.status} />,
    },
    { id: 'requested', header: intl.formatMessage(messages.requested), cell: (r) => date(r.requestedAt) },
    {
      id: 'due',
      header: intl.formatMessage(messages.due),
      cell: (r) => {
        if (r.status !== 'pending') return date(r.dueAt);
        const days = Math.max(0, Math.ceil((new Date(r.dueAt).getTime() - reference) / DAY_MS));
        return (
          <Stack space="xxs" align="start">
            <span>{date(r.dueAt)}</span>
            <Badge size="sm" tone={days <= 2 ? 'critical' : days <= 7 ? 'caution' : 'neutral'}>
              {intl.formatMessage(argMessages.daysLeft, { days })}
            </Badge>
          </Stack>
        );
      },
    },
  ];

  return (
    <Stack space="md" data-view="data-requests">
      <Stack space="xs">
        <Heading level={3} as="h2">
          {intl.formatMessage(messages.heading)}
        </Heading>
        <Text size="sm" tone="secondary">
          {intl.formatMessage(messages.intro)}
        </Text>
      </Stack>
      {requestsError ? (
        <Alert tone="critical" title={intl.formatMessage(messages.loadError)}>
          {requestsError}
        </Alert>
      ) : (
        <Table
          caption={intl.formatMessage(messages.caption)}
          hideCaption
          columns={columns}
          rows={requests ?? []}
          loading={!requests}
          getRowId={(r) => String(r.id)}
          actionsLabel={intl.formatMessage(messages.actions)}
          rowActions={(r) =>
            r.status === 'pending' ? (
              <Inline space="xs" align="end">
                <Button
                  size="sm"
                  variant="outline"
                  tone={r.kind === 'erasure' ? 'critical' : 'neutral'}
                  onClick={() => setDialog({ kind: 'fulfil', request: r })}
                >
                  {intl.formatMessage(r.kind === 'erasure' ? messages.fulfil : messages.prepare)}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'reject', request: r })}>
                  {intl.formatMessage(messages.reject)}
                </Button>
              </Inline>
            ) : null
          }
          emptyState={<Text tone="secondary">{intl.formatMessage(messages.none)}</Text>}
        />
      )}
      {dialog?.kind === 'fulfil' ? (
        <FormDialog
          open
          size="sm"
          onOpenChange={(open) => !open && setDialog(null)}
          title={intl.formatMessage(dialog.request.kind === 'erasure' ? messages.eraseTitle : messages.prepare)}
          description={dialog.request.kind === 'erasure' ? intl.formatMessage(messages.eraseText) : undefined}
          initialValues={{}}
          onSubmit={() => onFulfil(dialog.request)}
          onSuccess={() => setDialog(null)}
          toasts={{
            success: toast(dialog.request.kind === 'erasure' ? messages.erased : messages.prepared),
            failure,
          }}
          submitLabel={intl.formatMessage(dialog.request.kind === 'erasure' ? messages.fulfil : messages.prepare)}
          submitTone={dialog.request.kind === 'erasure' ? 'critical' : undefined}
          busyLabel={intl.formatMessage(messages.saving)}
        />
      ) : null}
      {dialog?.kind === 'reject' ? (
        <FormDialog
          open
          size="sm"
          onOpenChange={(open) => !open && setDialog(null)}
          title={intl.formatMessage(messages.rejectTitle)}
          description={intl.formatMessage(messages.rejectText)}
          initialValues={{ reason: '' }}
          validate={(v) => (v.reason.trim() ? {} : { reason: intl.formatMessage(messages.reasonRequired) })}
          onSubmit={(v) => onReject(dialog.request, v.reason.trim())}
          onSuccess={() => setDialog(null)}
          toasts={{ success: toast(messages.rejected), failure }}
          submitLabel={intl.formatMessage(messages.reject)}
          busyLabel={intl.formatMessage(messages.saving)}
        >
          {(form) => (
            <Field label={intl.formatMessage(messages.reason)} error={form.errors.reason} required>
              <Textarea {...form.field('reason')} rows={4} maxLength={1000} />
            </Field>
          )}
        </FormDialog>
      ) : null}
    </Stack>
  );
}
