import {
  API_KEY_SCOPES,
  type ApiKeyDto,
  type ApiKeyScope,
  type ApiUsage,
  type CreateApiKey,
  type CreatedApiKey,
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpoint,
  type UpdateWebhookEndpoint,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
  type WebhookEventType,
} from '@qafila/contracts';
import { type ReactNode, useState } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { BarChart } from '../../../components/BarChart/BarChart.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Stat } from '../../../components/Stat/Stat.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { LoadErrorAlert } from '../../dashboard/LoadErrorAlert.tsx';
import { LoadingStack } from '../../LoadingStack.tsx';
import { type CopySecret, SecretDialog } from '../../SecretDialog.tsx';

export type { CopySecret };

import { apiManagementArgMessages as a, apiManagementMessages as m } from './ApiManagement.messages.ts';

/** Props of `ApiManagement`: the data of the api-status section's endpoints and one handler per change. */
export interface ApiManagementProps {
  /** `GET /api/org/api-usage`; undefined while loading. */
  usage: ApiUsage | undefined;
  keys: readonly ApiKeyDto[] | undefined;
  webhooks: readonly WebhookEndpointDto[] | undefined;
  /** The API's message when the section could not be loaded. */
  error?: string | undefined;
  onRetry?(): void;
  /** Organization admins create and revoke keys and change webhooks; other staff only read. */
  canManage: boolean;
  onCreateKey(input: CreateApiKey): Promise<ActionResult<CreatedApiKey>>;
  onRevokeKey(id: number): Promise<ActionResult>;
  onCreateWebhook(input: CreateWebhookEndpoint): Promise<ActionResult<CreatedWebhookEndpoint>>;
  onUpdateWebhook(id: number, changes: UpdateWebhookEndpoint): Promise<ActionResult>;
  onDeleteWebhook(id: number): Promise<ActionResult>;
  onTestWebhook(id: number): Promise<ActionResult<WebhookDeliveryDto>>;
  /** The delivery log of the endpoint whose log is open (undefined while loading). */
  deliveries?: readonly WebhookDeliveryDto[] | undefined;
  /** Opens (an endpoint's id) or closes (null) the delivery log. */
  onShowDeliveries(id: number | null): void;
  onRedeliver(endpointId: number, deliveryId: number): Promise<ActionResult<WebhookDeliveryDto>>;
  onCopy?: CopySecret | undefined;
}

const SCOPE_LABEL: Record<ApiKeyScope, MessageDescriptor> = {
  'shipments:read': m.scopeShipmentsRead,
  'shipments:write': m.scopeShipmentsWrite,
  'tracking:read': m.scopeTrackingRead,
  'documents:read': m.scopeDocumentsRead,
  'webhooks:manage': m.scopeWebhooksManage,
};

const EVENT_LABEL: Record<WebhookEventType | 'ping', MessageDescriptor> = {
  'shipment.created': m.eventShipmentCreated,
  'shipment.status_changed': m.eventShipmentStatus,
  'document.reviewed': m.eventDocumentReviewed,
  'chat.handoff': m.eventChatHandoff,
  ping: m.eventPing,
};

const when = (intl: IntlShape, iso: string | null) =>
  iso
    ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' })
    : intl.formatMessage(m.never);

/** Small neutral badges in a row: a key's scopes, an endpoint's events. */
function Badges({ labels }: { labels: readonly string[] }) {
  return (
    <Inline as="span" space="xs">
      {labels.map((label) => (
        <Badge key={label} size="sm" tone="neutral">
          {label}
        </Badge>
      ))}
    </Inline>
  );
}

/** Check boxes over a list of options, as a fieldset with a legend. */
function Choices<T extends string>({
  legend,
  options,
  label,
  value,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  label(option: T): string;
  value: readonly T[];
  onChange(next: T[]): void;
}) {
  return (
    <Stack as="fieldset" space="xs">
      <Text as="legend" weight="semibold" size="sm">
        {legend}
      </Text>
      {options.map((option) => (
        <Checkbox
          key={option}
          label={label(option)}
          checked={value.includes(option)}
          onCheckedChange={(checked) => onChange(checked ? [...value, option] : value.filter((o) => o !== option))}
        />
      ))}
    </Stack>
  );
}

function Usage({ usage }: { usage: ApiUsage }) {
  const intl = useIntl();
  const { totals, webhooks } = usage;
  const days = usage.days.map((d) => ({
    label: intl.formatDate(`${d.day}T12:00:00+04:00`, { day: 'numeric', month: 'short', timeZone: 'Asia/Dubai' }),
    value: d.calls,
  }));
  return (
    <PageSection title={intl.formatMessage(m.usage)} description={intl.formatMessage(m.usageNote)}>
      <Stack space="lg">
        <Tiles minItemWidth="sm" space="md">
          <Stat label={intl.formatMessage(m.calls)} value={intl.formatNumber(totals.calls)} />
          <Stat
            label={intl.formatMessage(m.keyCalls)}
            value={intl.formatNumber(totals.keyCalls)}
            hint={intl.formatMessage(a.keysHint, { active: usage.keys.active })}
          />
          <Stat
            label={intl.formatMessage(m.errors)}
            value={intl.formatNumber(totals.errors)}
            hint={
              totals.errorRate === null
                ? undefined
                : intl.formatMessage(a.errorRate, {
                    rate: intl.formatNumber(totals.errorRate, { style: 'percent', maximumFractionDigits: 1 }),
                  })
            }
          />
          <Stat
            label={intl.formatMessage(m.deliveries)}
            value={intl.formatNumber(webhooks.delivered + webhooks.failed + webhooks.pending)}
            hint={intl.formatMessage(a.deliveredFailed, {
              delivered: intl.formatNumber(webhooks.delivered),
              failed: intl.formatNumber(webhooks.failed),
              pending: intl.formatNumber(webhooks.pending),
            })}
          />
        </Tiles>
        <Stack space="xs">
          <Text weight="semibold">{intl.formatMessage(m.callsPerDay)}</Text>
          <BarChart
            label={intl.formatMessage(m.callsPerDay)}
            categoryHeader={intl.formatMessage(m.day)}
            valueHeader={intl.formatMessage(m.calls)}
            data={days}
            showValues={false}
            categoryLabelEvery="auto"
            height={160}
          />
        </Stack>
        <Table
          caption={intl.formatMessage(m.byEndpoint)}
          rows={usage.endpoints}
          getRowId={(e) => e.endpoint}
          emptyState={<EmptyState title={intl.formatMessage(m.noCalls)} />}
          columns={[
            {
              id: 'endpoint',
              header: intl.formatMessage(m.endpoint),
              cell: (e) => (
                <Text as="span" size="sm" breakWord>
                  <bdi dir="ltr">{e.endpoint}</bdi>
                </Text>
              ),
            },
            {
              id: 'calls',
              header: intl.formatMessage(m.calls),
              align: 'end',
              cell: (e) => intl.formatNumber(e.calls),
            },
            {
              id: 'errors',
              header: intl.formatMessage(m.errors),
              align: 'end',
              cell: (e) => intl.formatNumber(e.errors),
            },
            {
              id: 'latency',
              header: intl.formatMessage(m.avgLatency),
              align: 'end',
              cell: (e) => intl.formatMessage(a.ms, { ms: intl.formatNumber(e.avgLatencyMs) }),
            },
          ]}
        />
      </Stack>
    </PageSection>
  );
}

function Keys({
  keys,
  canManage,
  onCreate,
  onRevoke,
}: {
  keys: readonly ApiKeyDto[];
  canManage: boolean;
  onCreate(): void;
  onRevoke: ApiManagementProps['onRevokeKey'];
}) {
  const intl = useIntl();
  const revoke = useAction(onRevoke, {
    success: { title: intl.formatMessage(m.revokedToast) },
    failure: { title: intl.formatMessage(m.failed) },
  });
  const title = intl.formatMessage(m.keys);
  return (
    <PageSection
      title={title}
      description={intl.formatMessage(m.keysIntro)}
      actions={canManage ? <Button onClick={onCreate}>{intl.formatMessage(m.createKey)}</Button> : undefined}
    >
      <Table<ApiKeyDto>
        caption={title}
        hideCaption
        rows={[...keys]}
        getRowId={(k) => String(k.id)}
        actionsLabel={intl.formatMessage(m.actions)}
        emptyState={<EmptyState title={intl.formatMessage(m.noKeys)} />}
        columns={[
          {
            id: 'name',
            header: intl.formatMessage(m.name),
            cell: (k) => (
              <Stack as="span" space="xs">
                <Text as="span" weight="semibold" breakWord>
                  {k.name}
                </Text>
                <Text as="span" size="sm" tone="secondary">
                  <bdi dir="ltr">{`${k.prefix}…`}</bdi>
                </Text>
              </Stack>
            ),
          },
          {
            id: 'scopes',
            header: intl.formatMessage(m.scopes),
            cell: (k) => <Badges labels={k.scopes.map((s) => intl.formatMessage(SCOPE_LABEL[s]))} />,
          },
          {
            id: 'lastUsed',
            header: intl.formatMessage(m.lastUsed),
            cell: (k) => (
              <Text as="span" size="sm" tone="secondary">
                {when(intl, k.lastUsedAt)}
              </Text>
            ),
          },
          {
            id: 'status',
            header: intl.formatMessage(m.status),
            cell: (k) => (
              <Badge size="sm" tone={k.revokedAt ? 'critical' : 'positive'}>
                {intl.formatMessage(k.revokedAt ? m.revoked : m.active)}
              </Badge>
            ),
          },
        ]}
        rowActions={
          canManage
            ? (k) =>
                k.revokedAt ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="critical"
                    loading={revoke.busy}
                    aria-label={`${intl.formatMessage(m.revoke)} ${k.name}`}
                    onClick={() => void revoke.run(k.id)}
                  >
                    {intl.formatMessage(m.revoke)}
                  </Button>
                )
            : undefined
        }
      />
    </PageSection>
  );
}

function Webhooks({
  webhooks,
  canManage,
  onAdd,
  props,
}: {
  webhooks: readonly WebhookEndpointDto[];
  canManage: boolean;
  onAdd(): void;
  props: ApiManagementProps;
}) {
  const intl = useIntl();
  const failure = { title: intl.formatMessage(m.failed) };
  const test = useAction(props.onTestWebhook, {
    success: (d) => ({ title: intl.formatMessage(d.status === 'delivered' ? m.testSent : m.testFailed) }),
    failure,
  });
  const toggle = useAction((e: WebhookEndpointDto) => props.onUpdateWebhook(e.id, { enabled: !e.enabled }), {
    failure,
  });
  const remove = useAction(props.onDeleteWebhook, { success: { title: intl.formatMessage(m.removed) }, failure });
  const title = intl.formatMessage(m.webhooks);
  return (
    <PageSection
      title={title}
      description={intl.formatMessage(m.webhooksIntro)}
      actions={canManage ? <Button onClick={onAdd}>{intl.formatMessage(m.addWebhook)}</Button> : undefined}
    >
      <Table<WebhookEndpointDto>
        caption={title}
        hideCaption
        rows={[...webhooks]}
        getRowId={(e) => String(e.id)}
        actionsLabel={intl.formatMessage(m.actions)}
        emptyState={<EmptyState title={intl.formatMessage(m.noWebhooks)} />}
        columns={[
          {
            id: 'url',
            header: intl.formatMessage(m.url),
            cell: (e) => (
              <Stack as="span" space="xs">
                <Text as="span" weight="semibold" breakWord>
                  <bdi dir="ltr">{e.url}</bdi>
                </Text>
                {e.description ? (
                  <Text as="span" size="sm" tone="secondary" breakWord>
                    {e.description}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          {
            id: 'events',
            header: intl.formatMessage(m.events),
            cell: (e) => <Badges labels={e.events.map((ev) => intl.formatMessage(EVENT_LABEL[ev]))} />,
          },
          {
            id: 'status',
            header: intl.formatMessage(m.status),
            cell: (e) => (
              <Stack as="span" space="xs">
                <Badge size="sm" tone={e.enabled ? 'positive' : 'critical'}>
                  {intl.formatMessage(e.enabled ? m.enabled : m.disabled)}
                </Badge>
                {e.consecutiveFailures > 0 ? (
                  <Text as="span" size="sm" tone="secondary">
                    {intl.formatMessage(a.failures, { count: e.consecutiveFailures })}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          {
            id: 'lastDelivery',
            header: intl.formatMessage(m.lastDelivery),
            cell: (e) => (
              <Text as="span" size="sm" tone="secondary">
                {when(intl, e.lastDeliveryAt)}
              </Text>
            ),
          },
        ]}
        rowActions={(e) => (
          <Inline space="sm" role="group" aria-label={intl.formatMessage(a.rowActions, { name: e.url })}>
            <Button size="sm" variant="outline" onClick={() => props.onShowDeliveries(e.id)}>
              {intl.formatMessage(m.showDeliveries)}
            </Button>
            {canManage ? (
              <>
                <Button size="sm" variant="outline" loading={test.busy} onClick={() => void test.run(e.id)}>
                  {intl.formatMessage(m.sendTest)}
                </Button>
                <Button size="sm" variant="ghost" loading={toggle.busy} onClick={() => void toggle.run(e)}>
                  {intl.formatMessage(e.enabled ? m.turnOff : m.turnOn)}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  tone="critical"
                  loading={remove.busy}
                  onClick={() => void remove.run(e.id)}
                >
                  {intl.formatMessage(m.remove)}
                </Button>
              </>
            ) : null}
          </Inline>
        )}
      />
    </PageSection>
  );
}

const DELIVERY_STATUS = {
  delivered: { label: m.delivered, tone: 'positive' },
  pending: { label: m.pending, tone: 'caution' },
  failed: { label: m.failedStatus, tone: 'critical' },
} as const;

function Deliveries({
  endpoint,
  deliveries,
  canManage,
  onClose,
  onRedeliver,
}: {
  endpoint: WebhookEndpointDto;
  deliveries: readonly WebhookDeliveryDto[] | undefined;
  canManage: boolean;
  onClose(): void;
  onRedeliver: ApiManagementProps['onRedeliver'];
}) {
  const intl = useIntl();
  const again = useAction((id: number) => onRedeliver(endpoint.id, id), {
    success: (d) => ({ title: intl.formatMessage(d.status === 'delivered' ? m.testSent : m.testFailed) }),
    failure: { title: intl.formatMessage(m.failed) },
  });
  const title = intl.formatMessage(m.deliveryLog);
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={title}
      // First-strong isolates keep a Latin URL whole inside an Arabic sentence.
      description={intl.formatMessage(a.deliveryLogOf, { url: `\u2068${endpoint.url}\u2069` })}
    >
      <Table<WebhookDeliveryDto>
        caption={title}
        hideCaption
        loading={deliveries === undefined}
        rows={[...(deliveries ?? [])]}
        getRowId={(d) => String(d.id)}
        actionsLabel={intl.formatMessage(m.actions)}
        emptyState={<EmptyState title={intl.formatMessage(m.noDeliveries)} />}
        columns={[
          {
            id: 'event',
            header: intl.formatMessage(m.event),
            cell: (d) => (
              <Stack as="span" space="xs">
                <Text as="span" weight="semibold">
                  {intl.formatMessage(EVENT_LABEL[d.eventType])}
                </Text>
                <Text as="span" size="sm" tone="secondary">
                  {when(intl, d.createdAt)}
                </Text>
              </Stack>
            ),
          },
          {
            id: 'status',
            header: intl.formatMessage(m.status),
            cell: (d) => (
              <Badge size="sm" tone={DELIVERY_STATUS[d.status].tone}>
                {intl.formatMessage(DELIVERY_STATUS[d.status].label)}
              </Badge>
            ),
          },
          {
            id: 'attempts',
            header: intl.formatMessage(m.attempts),
            align: 'end',
            cell: (d) => intl.formatNumber(d.attempts),
          },
          {
            id: 'response',
            header: intl.formatMessage(m.response),
            cell: (d) => (
              <Stack as="span" space="xs">
                <Text as="span" size="sm">
                  {d.responseStatus ?? '—'}
                  {d.latencyMs === null ? '' : ` · ${intl.formatMessage(a.ms, { ms: intl.formatNumber(d.latencyMs) })}`}
                </Text>
                {d.error ? (
                  <Text as="span" size="sm" tone="secondary" breakWord>
                    {d.error}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
        ]}
        rowActions={
          canManage
            ? (d) => (
                <Button size="sm" variant="outline" loading={again.busy} onClick={() => void again.run(d.id)}>
                  {intl.formatMessage(m.redeliver)}
                </Button>
              )
            : undefined
        }
      />
    </Dialog>
  );
}

/**
 * The `api-status` dashboard section (issue 17): the organization's API usage of the last 30 days (calls per day,
 * error answers, calls and average time per endpoint, webhook outcomes), its API keys (created once with scopes and
 * shown once, revoked) and its signed webhook endpoints with their delivery log. Organization admins change them;
 * other staff with the section read.
 */
export function ApiManagement(props: ApiManagementProps) {
  const intl = useIntl();
  const { usage, keys, webhooks, error, onRetry, canManage } = props;
  const [open, setOpen] = useState<
    { kind: 'key' } | { kind: 'webhook' } | { kind: 'secret'; title: string; secret: string } | null
  >(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const close = () => setOpen(null);
  const failure = { title: intl.formatMessage(m.failed) };

  let content: ReactNode;
  if (error) {
    content = (
      <LoadErrorAlert
        title={intl.formatMessage(m.loadError)}
        error={error}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={onRetry}
      />
    );
  } else if (!usage || !keys || !webhooks) {
    content = (
      <LoadingStack label={intl.formatMessage(m.loading)} space="md">
        <Skeleton shape="rect" blockSize="8rem" />
        <Skeleton shape="rect" blockSize="12rem" />
      </LoadingStack>
    );
  } else {
    content = (
      <>
        <Usage usage={usage} />
        <Keys
          keys={keys}
          canManage={canManage}
          onCreate={() => setOpen({ kind: 'key' })}
          onRevoke={props.onRevokeKey}
        />
        <Webhooks
          webhooks={webhooks}
          canManage={canManage}
          onAdd={() => setOpen({ kind: 'webhook' })}
          props={{
            ...props,
            onShowDeliveries: (id) => {
              setLogOf(id);
              props.onShowDeliveries(id);
            },
          }}
        />
      </>
    );
  }
  const logEndpoint = logOf === null ? undefined : webhooks?.find((e) => e.id === logOf);

  return (
    <Stack as="section" space="lg" aria-label={intl.formatMessage(m.title)} data-testid="api-management">
      <Text tone="secondary">{intl.formatMessage(m.subtitle)}</Text>
      {content}
      {open?.kind === 'key' ? (
        <FormDialog
          open
          onOpenChange={(o) => !o && close()}
          title={intl.formatMessage(m.createKeyTitle)}
          initialValues={{ name: '', scopes: [] as ApiKeyScope[] }}
          canSubmit={(v) => v.name.trim() !== '' && v.scopes.length > 0}
          onSubmit={(v) => props.onCreateKey({ name: v.name.trim(), scopes: v.scopes })}
          onSuccess={(r) => setOpen({ kind: 'secret', title: intl.formatMessage(m.keyCreatedTitle), secret: r.key })}
          toasts={{ failure }}
          submitLabel={intl.formatMessage(m.create)}
          busyLabel={intl.formatMessage(m.creating)}
          browserValidation
        >
          {(form) => (
            <>
              <Field label={intl.formatMessage(m.name)} required>
                <Input {...form.field('name')} maxLength={80} autoComplete="off" />
              </Field>
              <Choices
                legend={intl.formatMessage(m.scopes)}
                options={API_KEY_SCOPES}
                label={(s) => intl.formatMessage(SCOPE_LABEL[s])}
                value={form.values.scopes}
                onChange={(next) => form.set('scopes', next)}
              />
            </>
          )}
        </FormDialog>
      ) : null}
      {open?.kind === 'webhook' ? (
        <FormDialog
          open
          onOpenChange={(o) => !o && close()}
          title={intl.formatMessage(m.addWebhook)}
          initialValues={{ url: '', description: '', events: [] as WebhookEventType[] }}
          canSubmit={(v) => v.url.trim() !== '' && v.events.length > 0}
          onSubmit={(v) =>
            props.onCreateWebhook({
              url: v.url.trim(),
              events: v.events,
              ...(v.description.trim() ? { description: v.description.trim() } : {}),
            })
          }
          onSuccess={(r) => setOpen({ kind: 'secret', title: intl.formatMessage(m.secretTitle), secret: r.secret })}
          toasts={{ failure }}
          submitLabel={intl.formatMessage(m.add)}
          busyLabel={intl.formatMessage(m.adding)}
          browserValidation
        >
          {(form) => (
            <>
              <Field label={intl.formatMessage(m.url)} required>
                <Input {...form.field('url')} type="url" dir="ltr" placeholder="https://" autoComplete="off" />
              </Field>
              <Field label={intl.formatMessage(m.description)}>
                <Input {...form.field('description')} maxLength={200} />
              </Field>
              <Choices
                legend={intl.formatMessage(m.events)}
                options={WEBHOOK_EVENT_TYPES}
                label={(e) => intl.formatMessage(EVENT_LABEL[e])}
                value={form.values.events}
                onChange={(next) => form.set('events', next)}
              />
            </>
          )}
        </FormDialog>
      ) : null}
      {open?.kind === 'secret' ? (
        <SecretDialog title={open.title} secret={open.secret} messages={m} onClose={close} onCopy={props.onCopy} />
      ) : null}
      {logEndpoint ? (
        <Deliveries
          endpoint={logEndpoint}
          deliveries={props.deliveries}
          canManage={canManage}
          onClose={() => {
            setLogOf(null);
            props.onShowDeliveries(null);
          }}
          onRedeliver={props.onRedeliver}
        />
      ) : null}
    </Stack>
  );
}
