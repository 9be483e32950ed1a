import type { ConnectIntegration, MarketplaceEntry } from '@qafila/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card, CardBody } from '../../../components/Card/Card.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { catalogueMessages as c, hubMessages as m } from '../integrations.messages.ts';
import type { IntegrationHubProps } from './IntegrationHub.tsx';

type Handlers = Pick<IntegrationHubProps, 'onConnect' | 'onRequest'>;

/** The fields of each connector that can be connected: [field, label, hint, secret, required]. */
const CONNECT_FIELDS = {
  shopify: [
    ['storeUrl', m.storeUrl, m.storeUrlHint, false, true],
    ['accessToken', m.accessToken, undefined, true, true],
    ['webhookSecret', m.webhookSecret, m.webhookSecretHint, true, false],
    ['origin', m.origin, m.originHint, false, false],
  ],
  woocommerce: [
    ['siteUrl', m.siteUrl, m.siteUrlHint, false, true],
    ['consumerKey', m.consumerKey, undefined, true, true],
    ['consumerSecret', m.consumerSecret, undefined, true, true],
    ['origin', m.origin, m.originHint, false, false],
  ],
} as const;

function ConnectDialog({
  entry,
  onClose,
  onConnect,
}: {
  entry: MarketplaceEntry;
  onClose(): void;
  onConnect: Handlers['onConnect'];
}) {
  const intl = useIntl();
  const fields = CONNECT_FIELDS[entry.id as keyof typeof CONNECT_FIELDS];
  const initial = Object.fromEntries(fields.map(([name]) => [name, ''])) as Record<string, string>;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.connectTitle, { name: entry.name })}
      description={intl.formatMessage(m.connectText)}
      initialValues={initial}
      canSubmit={(values) => fields.every(([name, , , , required]) => !required || values[name]!.trim() !== '')}
      onSubmit={(values) =>
        onConnect({
          integration: entry.id,
          ...Object.fromEntries(
            Object.entries(values)
              .filter(([, v]) => v.trim() !== '')
              .map(([k, v]) => [k, v.trim()]),
          ),
        } as ConnectIntegration)
      }
      toasts={{
        success: { title: intl.formatMessage(m.connectedToast) },
        failure: { title: intl.formatMessage(m.connectFailed) },
      }}
      submitLabel={intl.formatMessage(m.connect)}
      busyLabel={intl.formatMessage(m.connecting)}
    >
      {(form) =>
        fields.map(([name, label, hint, secret, required]) => (
          <Field
            key={name}
            label={intl.formatMessage(label)}
            hint={hint && intl.formatMessage(hint)}
            required={required}
          >
            <Input
              {...form.field(name)}
              type={secret ? 'password' : name === 'origin' ? 'text' : 'url'}
              autoComplete="off"
              dir={name === 'origin' ? undefined : 'ltr'}
            />
          </Field>
        ))
      }
    </FormDialog>
  );
}

function RequestDialog({
  entry,
  onClose,
  onRequest,
}: {
  entry: MarketplaceEntry;
  onClose(): void;
  onRequest: Handlers['onRequest'];
}) {
  const intl = useIntl();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.requestTitle, { name: entry.name })}
      description={intl.formatMessage(m.requestText)}
      initialValues={{ note: '' }}
      onSubmit={(values) => onRequest(entry.id, values.note.trim())}
      toasts={{
        success: { title: intl.formatMessage(m.requestedToast) },
        failure: { title: intl.formatMessage(m.requestFailed) },
      }}
      submitLabel={intl.formatMessage(m.send)}
      busyLabel={intl.formatMessage(m.sending)}
    >
      {(form) => (
        <Field label={intl.formatMessage(m.note)}>
          <Textarea {...form.field('note')} maxLength={1000} rows={3} />
        </Field>
      )}
    </FormDialog>
  );
}

/** The API Marketplace tab: implemented connectors connect, the others are requested (never a fake Connect). */
export function Marketplace({
  catalogue,
  canManage,
  onConnect,
  onRequest,
}: { catalogue: readonly MarketplaceEntry[]; canManage: boolean } & Handlers) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<{ kind: 'connect' | 'request'; entry: MarketplaceEntry } | null>(null);
  return (
    <Stack space="lg">
      <Tiles as="ul" minItemWidth="md" space="md">
        {catalogue.map((entry) => (
          <Card as="li" key={entry.id} data-testid={`marketplace-${entry.id}`}>
            <CardBody>
              <Stack space="sm">
                <Inline space="xs" align="spaceBetween">
                  <Text as="h3" weight="bold">
                    {entry.name}
                  </Text>
                  <Badge tone={entry.connected ? 'positive' : entry.implemented ? 'accent' : 'neutral'}>
                    {intl.formatMessage(entry.connected ? m.connected : entry.implemented ? m.available : m.onRequest)}
                  </Badge>
                </Inline>
                <Text size="sm" tone="secondary">
                  {intl.formatMessage(c[entry.category])}
                </Text>
                <Text size="sm">{entry.features.map((f) => intl.formatMessage(c[f])).join(' · ')}</Text>
                {entry.requestedAt ? (
                  <Text size="sm" tone="secondary">
                    {intl.formatMessage(m.requested, {
                      date: intl.formatDate(entry.requestedAt, { dateStyle: 'medium', timeZone: 'Asia/Dubai' }),
                    })}
                  </Text>
                ) : null}
                {entry.implemented ? (
                  entry.connected || !canManage ? null : (
                    <Button size="sm" onClick={() => setDialog({ kind: 'connect', entry })}>
                      {intl.formatMessage(m.connect)}
                    </Button>
                  )
                ) : (
                  <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'request', entry })}>
                    {intl.formatMessage(m.request)}
                  </Button>
                )}
              </Stack>
            </CardBody>
          </Card>
        ))}
      </Tiles>
      <PageSection title={intl.formatMessage(m.benefitsTitle)}>
        <Stack as="ul" space="xs">
          {[m.benefitOrders, m.benefitTracking, m.benefitSecrets].map((b) => (
            <Text as="li" key={b.id}>
              {intl.formatMessage(b)}
            </Text>
          ))}
        </Stack>
      </PageSection>
      {dialog?.kind === 'connect' ? (
        <ConnectDialog entry={dialog.entry} onClose={() => setDialog(null)} onConnect={onConnect} />
      ) : null}
      {dialog?.kind === 'request' ? (
        <RequestDialog entry={dialog.entry} onClose={() => setDialog(null)} onRequest={onRequest} />
      ) : null}
    </Stack>
  );
}
