import { CONNECTOR_SCHEDULES, type Integration, type SyncRun } from '@qafila/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAction } from '../../../actions/useAction.ts';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card, CardBody } from '../../../components/Card/Card.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { HealthBar } from '../../../patterns/HealthBar/HealthBar.tsx';
import { catalogueMessages as c, hubMessages as m } from '../integrations.messages.ts';
import type { IntegrationHubProps } from './IntegrationHub.tsx';

const STATUS = {
  connected: { label: m.statusConnected, tone: 'positive' },
  disconnected: { label: m.statusDisconnected, tone: 'neutral' },
  error: { label: m.statusError, tone: 'critical' },
  pending: { label: m.statusPending, tone: 'info' },
} as const;

const SCHEDULE_LABEL = { off: m.scheduleOff, hourly: m.scheduleHourly, daily: m.scheduleDaily } as const;
/** Spec 001 §9: integration cards show 3 features. */
const CARD_FEATURES = 3;

type Handlers = Pick<IntegrationHubProps, 'onSync' | 'onToggle' | 'onConfigure' | 'onRemove'>;

/** A connected store's settings: schedule, origin, webhook address, stored credentials, turn off/on, remove. */
export function ConfigDialog({
  integration,
  canManage,
  onClose,
  onConfigure,
  onToggle,
  onRemove,
}: { integration: Integration; canManage: boolean; onClose(): void } & Omit<Handlers, 'onSync'>) {
  const intl = useIntl();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const toggle = useAction(() => onToggle(integration.id, !integration.enabled), {
    success: { title: intl.formatMessage(m.updated) },
    failure: { title: intl.formatMessage(m.updateFailed), description: intl.formatMessage(m.updateFailedText) },
  });
  if (confirmRemove) {
    return (
      <FormDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={intl.formatMessage(m.removeTitle, { name: integration.name })}
        description={intl.formatMessage(m.removeText)}
        initialValues={{}}
        onSubmit={() => onRemove(integration.id)}
        toasts={{
          success: { title: intl.formatMessage(m.removed) },
          failure: { title: intl.formatMessage(m.updateFailed) },
        }}
        submitLabel={intl.formatMessage(m.remove)}
        submitTone="critical"
      />
    );
  }
  const credentials = integration.credentials.map((k) => `${k.field} ••••${k.last4}`).join(', ');
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.configTitle, { name: integration.name })}
      initialValues={{ schedule: integration.schedule as string, origin: '' }}
      onSubmit={(values) =>
        onConfigure(integration.id, {
          schedule: values.schedule as Integration['schedule'],
          ...(values.origin.trim() ? { origin: values.origin.trim() } : {}),
        })
      }
      toasts={{ success: { title: intl.formatMessage(m.saved) }, failure: { title: intl.formatMessage(m.saveFailed) } }}
      submitLabel={intl.formatMessage(m.save)}
      busyLabel={intl.formatMessage(m.saving)}
      canSubmit={() => canManage}
    >
      {(form) => (
        <>
          <Field label={intl.formatMessage(m.schedule)} disabled={!canManage}>
            <Select
              value={form.values.schedule}
              onValueChange={(v) => form.set('schedule', v)}
              disabled={!canManage}
              options={CONNECTOR_SCHEDULES.map((s) => ({ value: s, label: intl.formatMessage(SCHEDULE_LABEL[s]) }))}
            />
          </Field>
          <Field label={intl.formatMessage(m.origin)} hint={intl.formatMessage(m.originHint)} disabled={!canManage}>
            <Input {...form.field('origin')} disabled={!canManage} maxLength={200} />
          </Field>
          {integration.webhookUrl ? (
            <Stack space="xxs">
              <Text weight="semibold">{intl.formatMessage(m.webhookUrl)}</Text>
              <Text size="sm" dir="ltr" data-testid="webhook-url">
                {integration.webhookUrl}
              </Text>
              <Text size="sm" tone="secondary">
                {intl.formatMessage(m.webhookHint)}
              </Text>
            </Stack>
          ) : null}
          <Text size="sm" tone="secondary">
            {intl.formatMessage(m.storedCredentials, { list: <bdi dir="ltr">{credentials}</bdi> })}
          </Text>
          {canManage ? (
            <Inline space="sm">
              <Button variant="outline" size="sm" loading={toggle.busy} onClick={() => void toggle.run()}>
                {intl.formatMessage(integration.enabled ? m.turnOff : m.turnOn)}
              </Button>
              <Button variant="outline" tone="critical" size="sm" onClick={() => setConfirmRemove(true)}>
                {intl.formatMessage(m.remove)}
              </Button>
            </Inline>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}

function IntegrationCard({
  integration,
  canManage,
  ...handlers
}: { integration: Integration; canManage: boolean } & Handlers) {
  const intl = useIntl();
  const [last, setLast] = useState<SyncRun | { error: string | undefined } | null>(null);
  const [configOpen, setConfigOpen] = useState(false);
  const sync = useAction(
    async () => {
      const result = await handlers.onSync(integration.id);
      if (!result.ok) setLast({ error: result.error });
      else setLast(result);
      // A run that could not reach the store is a failure: the spec's 'Sync failed', no toast.
      return result.ok && result.outcome === 'failed' ? { ok: false as const } : result;
    },
    { success: { title: intl.formatMessage(m.syncComplete), description: intl.formatMessage(m.syncCompleteText) } },
  );
  const status = STATUS[integration.status];
  const shown = integration.features.slice(0, CARD_FEATURES);
  const more = integration.features.length - shown.length;
  const failure = last && !('outcome' in last) ? last.error : last?.outcome === 'failed' ? last.error : undefined;
  return (
    <Card as="li" data-testid={`integration-${integration.catalogueId}`} data-status={integration.status}>
      <CardBody>
        <Stack space="sm">
          <Inline space="xs" align="spaceBetween" alignY="center">
            <Text as="h3" weight="bold" size="lg">
              {integration.name}
            </Text>
            <Badge tone={status.tone}>{intl.formatMessage(status.label)}</Badge>
          </Inline>
          <Text size="sm" tone="secondary" dir="ltr" breakWord>
            {integration.description}
          </Text>
          {integration.connectionHealth === null ? (
            <Text size="sm" tone="secondary">
              {intl.formatMessage(m.noRuns)}
            </Text>
          ) : (
            <HealthBar label={intl.formatMessage(m.health)} value={integration.connectionHealth} size="sm" />
          )}
          <Text size="sm">{intl.formatMessage(m.dataFlow, integration.dataFlow)}</Text>
          <Inline space="xxs" as="ul">
            {shown.map((f) => (
              <li key={f}>
                <Badge tone="neutral">{intl.formatMessage(c[f])}</Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge tone="neutral">{intl.formatMessage(m.moreFeatures, { count: more })}</Badge>
              </li>
            ) : null}
          </Inline>
          {failure !== undefined || integration.lastError ? (
            <Text size="sm" tone="critical" role="alert">
              {failure || integration.lastError
                ? intl.formatMessage(m.syncFailed, { reason: <bdi>{failure || integration.lastError}</bdi> })
                : intl.formatMessage(m.syncFailedPlain)}
            </Text>
          ) : last && 'outcome' in last && last.outcome === 'partial' ? (
            <Text size="sm" tone="caution" role="status">
              {intl.formatMessage(m.skipped, { count: last.failed, reason: <bdi>{last.errors[0] ?? ''}</bdi> })}
            </Text>
          ) : null}
          <Inline space="sm" align="spaceBetween" alignY="center">
            <Text size="sm" tone="secondary">
              {integration.lastSync
                ? intl.formatMessage(m.lastSync, {
                    time: intl.formatDate(integration.lastSync, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone: 'Asia/Dubai',
                    }),
                  })
                : intl.formatMessage(m.neverSynced)}
            </Text>
            <Inline space="xs">
              <Button variant="outline" size="sm" onClick={() => setConfigOpen(true)}>
                {intl.formatMessage(m.config)}
              </Button>
              <Button
                size="sm"
                loading={sync.busy}
                loadingLabel={intl.formatMessage(m.syncing)}
                disabled={!integration.enabled}
                onClick={() => void sync.run()}
              >
                {intl.formatMessage(m.sync)}
              </Button>
            </Inline>
          </Inline>
        </Stack>
      </CardBody>
      {configOpen ? (
        <ConfigDialog
          integration={integration}
          canManage={canManage}
          onClose={() => setConfigOpen(false)}
          onConfigure={handlers.onConfigure}
          onToggle={handlers.onToggle}
          onRemove={handlers.onRemove}
        />
      ) : null}
    </Card>
  );
}

/** The Active Integrations tab: one card per connected store (spec 001 §2). */
export function ActiveIntegrations({
  integrations,
  canManage,
  ...handlers
}: { integrations: readonly Integration[]; canManage: boolean } & Handlers) {
  const intl = useIntl();
  if (!integrations.length) {
    return (
      <EmptyState title={intl.formatMessage(m.noneConnected)} description={intl.formatMessage(m.noneConnectedHint)} />
    );
  }
  return (
    <Tiles as="ul" minItemWidth="lg" space="md">
      {integrations.map((i) => (
        <IntegrationCard key={i.id} integration={i} canManage={canManage} {...handlers} />
      ))}
    </Tiles>
  );
}
