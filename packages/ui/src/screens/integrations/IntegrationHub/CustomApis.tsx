import {
  CUSTOM_API_METHODS,
  type CustomApiConnector,
  type CustomApiTestResult,
  type Integration,
  type UpdateCustomApi,
} from '@qafila/contracts';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog, type FormDialogState } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { hubMessages as m } from '../integrations.messages.ts';
import { ConfigDialog } from './ActiveIntegrations.tsx';
import type { IntegrationHubProps } from './IntegrationHub.tsx';

type Handlers = Pick<
  IntegrationHubProps,
  | 'onAddCustomApi'
  | 'onUpdateCustomApi'
  | 'onRemoveCustomApi'
  | 'onTestCustomApi'
  | 'onTestIntegration'
  | 'onConfigure'
  | 'onToggle'
  | 'onRemove'
>;

interface ApiForm {
  name: string;
  endpoint: string;
  method: string;
  apiKey: string;
  description: string;
  authHeader: string;
}

function ApiFields({ form, naming, keyLabel }: { form: FormDialogState<ApiForm>; naming: boolean; keyLabel: string }) {
  const intl = useIntl();
  return (
    <>
      {naming ? (
        <Field label={intl.formatMessage(m.apiName)} required>
          <Input {...form.field('name')} maxLength={100} autoComplete="off" />
        </Field>
      ) : null}
      <Field label={intl.formatMessage(m.endpoint)} required>
        <Input {...form.field('endpoint')} type="url" dir="ltr" maxLength={500} autoComplete="off" />
      </Field>
      <Field label={intl.formatMessage(m.method)}>
        <Select
          value={form.values.method}
          onValueChange={(v) => form.set('method', v)}
          options={CUSTOM_API_METHODS.map((x) => ({ value: x, label: x }))}
        />
      </Field>
      <Field label={keyLabel} required={naming}>
        <Input {...form.field('apiKey')} type="password" dir="ltr" autoComplete="off" />
      </Field>
      <Field label={intl.formatMessage(m.authHeader)} hint={intl.formatMessage(m.authHeaderHint)}>
        <Input {...form.field('authHeader')} dir="ltr" maxLength={64} autoComplete="off" />
      </Field>
      <Field label={intl.formatMessage(m.description)}>
        <Input {...form.field('description')} maxLength={500} />
      </Field>
    </>
  );
}

const EMPTY: ApiForm = { name: '', endpoint: '', method: 'GET', apiKey: '', description: '', authHeader: '' };

function testText(intl: IntlShape, r: { ok: boolean; status: number | null; latencyMs: number; error: string | null }) {
  return r.ok
    ? intl.formatMessage(m.testOk, { status: r.status, ms: r.latencyMs })
    : intl.formatMessage(m.testFailed, { ms: r.latencyMs, error: r.error ?? '' });
}

function Row({
  api,
  canManage,
  onEdit,
  onRemove,
  onTest,
}: {
  api: CustomApiConnector;
  canManage: boolean;
  onEdit(): void;
  onRemove(): void;
  onTest(): Promise<ActionResult<CustomApiTestResult>>;
}) {
  const intl = useIntl();
  const [result, setResult] = useState<string | null>(null);
  const test = useAction(async () => {
    const r = await onTest();
    setResult(r.ok ? testText(intl, r) : (r.error ?? null));
    return r;
  });
  return (
    <Stack space="xxs" role="group" aria-label={intl.formatMessage(m.rowActions, { name: api.name })}>
      <Inline space="xs">
        <Button
          size="sm"
          variant="outline"
          loading={test.busy}
          loadingLabel={intl.formatMessage(m.testing)}
          onClick={() => void test.run()}
        >
          {intl.formatMessage(m.test)}
        </Button>
        {canManage ? (
          <>
            <Button size="sm" variant="outline" onClick={onEdit}>
              {intl.formatMessage(m.configure)}
            </Button>
            {api.isCustom ? (
              <Button size="sm" variant="outline" tone="critical" onClick={onRemove}>
                {intl.formatMessage(m.remove)}
              </Button>
            ) : null}
          </>
        ) : null}
      </Inline>
      {result ? (
        <Text size="sm" role="status" data-testid="test-result">
          <bdi>{result}</bdi>
        </Text>
      ) : null}
    </Stack>
  );
}

/** The Custom APIs tab: add one (the spec's form), list them with Test, Configure and Remove. */
export function CustomApis({
  apis,
  canManage,
  onAddCustomApi,
  onUpdateCustomApi,
  onRemoveCustomApi,
  onTestCustomApi,
  onTestIntegration,
  integrations,
  ...storeHandlers
}: {
  apis: readonly CustomApiConnector[];
  /** The connected stores, for the Configure of their rows. */
  integrations: readonly Integration[];
  canManage: boolean;
} & Handlers) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<
    | { kind: 'add' }
    | { kind: 'edit' | 'remove'; api: CustomApiConnector }
    | { kind: 'store'; store: Integration }
    | null
  >(null);
  const close = () => setDialog(null);
  const caption = intl.formatMessage(m.connectedSystems);
  return (
    <Stack space="md">
      {canManage ? (
        <Inline>
          <Button onClick={() => setDialog({ kind: 'add' })}>{intl.formatMessage(m.addApi)}</Button>
        </Inline>
      ) : null}
      <Table
        caption={caption}
        rows={apis}
        getRowId={(a) => a.name}
        emptyState={<EmptyState title={intl.formatMessage(m.noApis)} />}
        columns={[
          {
            id: 'name',
            header: intl.formatMessage(m.apiName),
            cell: (a) => (
              <Stack space="xxs">
                <Text weight="semibold">{a.name}</Text>
                {a.description ? (
                  <Text size="sm" tone="secondary">
                    {a.description}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          {
            id: 'endpoint',
            header: intl.formatMessage(m.endpoint),
            cell: (a) => (
              <Text size="sm" dir="ltr" breakWord>
                {a.method} {a.endpoint}
              </Text>
            ),
          },
          {
            id: 'status',
            header: intl.formatMessage(m.apiStatus),
            cell: (a) => (
              <Badge tone={a.status === 'active' ? 'positive' : 'info'}>
                {intl.formatMessage(a.status === 'active' ? m.statusActive : m.statusTesting)}
              </Badge>
            ),
          },
          {
            id: 'usage',
            header: intl.formatMessage(m.usage),
            cell: (a) =>
              intl.formatMessage(m.usageValue, {
                count: a.requestCount,
                rate: intl.formatNumber(a.errorRate / 100, { style: 'percent', maximumFractionDigits: 1 }),
              }),
          },
          {
            id: 'lastUsed',
            header: intl.formatMessage(m.lastUsed),
            cell: (a) =>
              a.lastUsed
                ? intl.formatDate(a.lastUsed, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' })
                : intl.formatMessage(m.never),
          },
        ]}
        rowActions={(a) => (
          <Row
            api={a}
            canManage={canManage}
            onEdit={() => {
              const store = integrations.find((i) => i.id === a.integrationId);
              setDialog(store ? { kind: 'store', store } : { kind: 'edit', api: a });
            }}
            onRemove={() => setDialog({ kind: 'remove', api: a })}
            onTest={() => (a.integrationId === null ? onTestCustomApi(a.name) : onTestIntegration(a.integrationId))}
          />
        )}
      />
      {dialog?.kind === 'store' ? (
        <ConfigDialog
          integration={dialog.store}
          canManage={canManage}
          onClose={close}
          onConfigure={storeHandlers.onConfigure}
          onToggle={storeHandlers.onToggle}
          onRemove={storeHandlers.onRemove}
        />
      ) : null}
      {dialog?.kind === 'add' ? (
        <FormDialog
          open
          onOpenChange={(open) => !open && close()}
          title={intl.formatMessage(m.addApi)}
          description={intl.formatMessage(m.addApiText)}
          initialValues={EMPTY}
          canSubmit={(v) => Boolean(v.name.trim() && v.endpoint.trim() && v.apiKey.trim())}
          onSubmit={(v) =>
            onAddCustomApi({
              name: v.name.trim(),
              endpoint: v.endpoint.trim(),
              method: v.method as CustomApiConnector['method'],
              apiKey: v.apiKey.trim(),
              ...(v.description.trim() ? { description: v.description.trim() } : {}),
              ...(v.authHeader.trim() ? { authHeader: v.authHeader.trim() } : {}),
            })
          }
          toasts={{
            success: { title: intl.formatMessage(m.added) },
            failure: { title: intl.formatMessage(m.addFailed), description: intl.formatMessage(m.addFailedText) },
          }}
          submitLabel={intl.formatMessage(m.add)}
          busyLabel={intl.formatMessage(m.adding)}
        >
          {(form) => <ApiFields form={form} naming keyLabel={intl.formatMessage(m.apiKey)} />}
        </FormDialog>
      ) : null}
      {dialog?.kind === 'edit' ? (
        <FormDialog
          open
          onOpenChange={(open) => !open && close()}
          title={intl.formatMessage(m.configureTitle, { name: dialog.api.name })}
          initialValues={{
            ...EMPTY,
            name: dialog.api.name,
            endpoint: dialog.api.endpoint,
            method: dialog.api.method,
            description: dialog.api.description,
            authHeader: dialog.api.authHeader ?? '',
          }}
          canSubmit={(v) => Boolean(v.endpoint.trim())}
          onSubmit={(v) => {
            const changes: UpdateCustomApi = {
              endpoint: v.endpoint.trim(),
              method: v.method as CustomApiConnector['method'],
              description: v.description.trim(),
              authHeader: v.authHeader.trim() || null,
              ...(v.apiKey.trim() ? { apiKey: v.apiKey.trim() } : {}),
            };
            return onUpdateCustomApi(dialog.api.name, changes);
          }}
          toasts={{
            success: { title: intl.formatMessage(m.saved) },
            failure: { title: intl.formatMessage(m.saveFailed) },
          }}
          submitLabel={intl.formatMessage(m.save)}
          busyLabel={intl.formatMessage(m.saving)}
        >
          {(form) => (
            <ApiFields
              form={form}
              naming={false}
              keyLabel={intl.formatMessage(m.newApiKey, { last4: dialog.api.keyLast4 })}
            />
          )}
        </FormDialog>
      ) : null}
      {dialog?.kind === 'remove' ? (
        <FormDialog
          open
          onOpenChange={(open) => !open && close()}
          title={intl.formatMessage(m.removeTitle, { name: dialog.api.name })}
          description={intl.formatMessage(m.removeApiText)}
          initialValues={{}}
          onSubmit={() => onRemoveCustomApi(dialog.api.name)}
          toasts={{
            success: { title: intl.formatMessage(m.deleted) },
            failure: { title: intl.formatMessage(m.deleteFailed), description: intl.formatMessage(m.deleteFailedText) },
          }}
          submitLabel={intl.formatMessage(m.remove)}
          submitTone="critical"
        />
      ) : null}
    </Stack>
  );
}
