import type {
  ConnectWhatsApp,
  WhatsAppConnection,
  WhatsAppConnectionState,
  WhatsAppConnectionStatus,
  WhatsAppStats,
} from '@qafila/contracts';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import type { BadgeTone } from '../../../components/Badge/badgeTones.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Stat } from '../../../components/Stat/Stat.tsx';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { ServerText } from '../../dashboard/cargo/CargoManagement/ServerText.tsx';
import { LoadErrorAlert } from '../../dashboard/LoadErrorAlert.tsx';
import { LoadingStack } from '../../LoadingStack.tsx';
import { whatsAppArgMessages as a, whatsAppMessages as m } from './WhatsAppChannel.messages.ts';

/** The periods the figures can cover, in days. */
export const WHATSAPP_PERIODS = [7, 30, 90] as const;
export type WhatsAppPeriod = (typeof WHATSAPP_PERIODS)[number];

/** Props of `WhatsAppChannel`: the whatsapp section's data and one handler per change. */
export interface WhatsAppChannelProps {
  /** `GET /api/org/whatsapp`; undefined while loading. */
  state: WhatsAppConnectionState | undefined;
  /** `GET /api/org/whatsapp/stats`; undefined while loading. */
  stats: WhatsAppStats | undefined;
  /** The API's message when the section could not be loaded. */
  error?: string | undefined;
  onRetry?(): void;
  /** The origin the webhook's callback URL starts with (this app's). */
  apiOrigin: string;
  /** Organization admins connect, change and disconnect; other staff only read. */
  canManage: boolean;
  period: WhatsAppPeriod;
  onPeriodChange(period: WhatsAppPeriod): void;
  onConnect(input: ConnectWhatsApp): Promise<ActionResult<WhatsAppConnection>>;
  onDisconnect(): Promise<ActionResult>;
  /** Copies a text; the clipboard unless a story or test gives its own. */
  onCopy?: ((text: string) => Promise<void>) | undefined;
}

type Message = (typeof m)[keyof typeof m];

const STATUS: Record<WhatsAppConnectionStatus, { tone: BadgeTone; label: Message }> = {
  connected: { tone: 'positive', label: m.statusConnected },
  pending: { tone: 'caution', label: m.statusPending },
  error: { tone: 'critical', label: m.statusError },
};

interface FormValues {
  displayPhoneNumber: string;
  phoneNumberId: string;
  wabaId: string;
  accessToken: string;
  appSecret: string;
  templateName: string;
}

function useCopy(onCopy: WhatsAppChannelProps['onCopy']) {
  const intl = useIntl();
  const { toast } = useToast();
  return async (text: string) => {
    try {
      await (onCopy ?? ((value: string) => navigator.clipboard.writeText(value)))(text);
      toast({ title: intl.formatMessage(m.copied) });
    } catch {
      toast({ title: intl.formatMessage(m.copyFailed), variant: 'destructive' });
    }
  };
}

/** A value to copy: read-only, left to right, with its Copy button. */
function CopyField({ label, value, onCopy }: { label: string; value: string; onCopy(text: string): void }) {
  const intl = useIntl();
  return (
    <Stack space="xs">
      <Field label={label}>
        <Input readOnly dir="ltr" value={value} onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <Inline space="sm">
        <Button variant="outline" tone="neutral" size="sm" onClick={() => onCopy(value)}>
          {intl.formatMessage(m.copy)}
        </Button>
      </Inline>
    </Stack>
  );
}

/** One fact of the connection: its name and value, the value left to right (ids and numbers). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack space="xxs">
      <Text size="sm" tone="secondary">
        {label}
      </Text>
      <Text weight="semibold">{children}</Text>
    </Stack>
  );
}

function Figures({ stats, period, onPeriodChange }: Pick<WhatsAppChannelProps, 'stats' | 'period' | 'onPeriodChange'>) {
  const intl = useIntl();
  const none = intl.formatMessage(m.noValue);
  const percent = (v: number | null | undefined) =>
    v === null || v === undefined ? none : intl.formatNumber(v, { style: 'percent', maximumFractionDigits: 1 });
  const seconds = stats?.medianResponseSeconds;
  // Short units ("4 sec", "12 min", "3 hr"): the figure stays on one line of its tile.
  const duration = (value: number, unit: 'second' | 'minute' | 'hour') =>
    intl.formatNumber(Math.round(value), { style: 'unit', unit, unitDisplay: 'short' });
  const response =
    seconds === null || seconds === undefined
      ? none
      : seconds < 60
        ? duration(seconds, 'second')
        : seconds < 3600
          ? duration(seconds / 60, 'minute')
          : duration(seconds / 3600, 'hour');
  const loading = !stats;
  const count = (v: number | undefined) => (v === undefined ? none : intl.formatNumber(v));
  return (
    <PageSection
      title={intl.formatMessage(m.figuresHeading)}
      actions={
        <Field label={intl.formatMessage(m.period)}>
          <Select
            value={String(period)}
            options={WHATSAPP_PERIODS.map((days) => ({
              value: String(days),
              label: intl.formatMessage(a.lastDays, { days }),
            }))}
            onValueChange={(v) => onPeriodChange(Number(v) as WhatsAppPeriod)}
          />
        </Field>
      }
    >
      <Tiles minItemWidth="sm" space="md">
        <Stat loading={loading} label={intl.formatMessage(m.conversations)} value={count(stats?.conversations)} />
        <Stat loading={loading} label={intl.formatMessage(m.messagesIn)} value={count(stats?.messagesIn)} />
        <Stat loading={loading} label={intl.formatMessage(m.messagesOut)} value={count(stats?.messagesOut)} />
        <Stat loading={loading} label={intl.formatMessage(m.responseTime)} value={response} />
        <Stat loading={loading} label={intl.formatMessage(m.deliveryRate)} value={percent(stats?.deliveryRate)} />
        <Stat loading={loading} label={intl.formatMessage(m.readRate)} value={percent(stats?.readRate)} />
        <Stat loading={loading} label={intl.formatMessage(m.failedSends)} value={count(stats?.failed)} />
      </Tiles>
    </PageSection>
  );
}

/**
 * The whatsapp section (issue 17): the organization's WhatsApp Business number (status, ids, template; connect,
 * change, disconnect for admins), the webhook's callback URL and verify token to enter in the Meta app, and the
 * figures of the stored messages. Secrets are typed once and never shown again: the token by its last 4 characters.
 */
export function WhatsAppChannel(props: WhatsAppChannelProps) {
  const intl = useIntl();
  const { state, error, onRetry, canManage, apiOrigin } = props;
  const copy = useCopy(props.onCopy);
  const [dialog, setDialog] = useState<'connect' | 'disconnect' | null>(null);
  const close = () => setDialog(null);
  const failure = { title: intl.formatMessage(m.failed) };
  const connection = state?.connection ?? null;

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
  } else if (!state) {
    content = (
      <LoadingStack label={intl.formatMessage(m.loading)} space="md">
        <Skeleton shape="rect" blockSize="10rem" />
        <Skeleton shape="rect" blockSize="8rem" />
      </LoadingStack>
    );
  } else {
    const status: { tone: BadgeTone; label: Message } = connection
      ? STATUS[connection.status]
      : { tone: 'neutral', label: m.statusNone };
    content = (
      <>
        <PageSection
          title={intl.formatMessage(m.connectionHeading)}
          actions={
            <Badge tone={status.tone} data-status={connection?.status ?? 'none'}>
              {intl.formatMessage(status.label)}
            </Badge>
          }
        >
          <Stack space="md">
            {connection ? (
              <Tiles minItemWidth="sm" space="md">
                <Fact label={intl.formatMessage(m.displayPhoneNumber)}>
                  <bdi dir="ltr">{connection.displayPhoneNumber}</bdi>
                </Fact>
                <Fact label={intl.formatMessage(m.phoneNumberId)}>
                  <bdi dir="ltr">{connection.phoneNumberId}</bdi>
                </Fact>
                <Fact label={intl.formatMessage(m.wabaId)}>
                  <bdi dir="ltr">{connection.wabaId}</bdi>
                </Fact>
                <Fact label={intl.formatMessage(m.accessToken)}>
                  {intl.formatMessage(a.tokenHint, { last4: connection.accessTokenHint })}
                </Fact>
                <Fact label={intl.formatMessage(m.templateName)}>
                  {connection.templateName ? (
                    <bdi dir="ltr">{connection.templateName}</bdi>
                  ) : (
                    intl.formatMessage(m.noTemplate)
                  )}
                </Fact>
              </Tiles>
            ) : (
              <Text tone="secondary">{intl.formatMessage(m.notConnected)}</Text>
            )}
            {connection?.status === 'error' && connection.lastError ? (
              <Alert tone="critical" title={intl.formatMessage(m.lastError)}>
                <ServerText>{connection.lastError}</ServerText>
              </Alert>
            ) : null}
            {connection?.status === 'pending' ? <Alert tone="info">{intl.formatMessage(m.pendingHint)}</Alert> : null}
            {canManage ? (
              <Inline space="sm">
                <Button onClick={() => setDialog('connect')}>
                  {intl.formatMessage(connection ? m.change : m.connect)}
                </Button>
                {connection ? (
                  <Button variant="outline" tone="critical" onClick={() => setDialog('disconnect')}>
                    {intl.formatMessage(m.disconnect)}
                  </Button>
                ) : null}
              </Inline>
            ) : (
              <Text size="sm" tone="secondary">
                {intl.formatMessage(m.readOnly)}
              </Text>
            )}
          </Stack>
        </PageSection>
        {connection ? (
          <PageSection title={intl.formatMessage(m.webhookHeading)} description={intl.formatMessage(m.pendingHint)}>
            <Stack space="md">
              <CopyField
                label={intl.formatMessage(m.callbackUrl)}
                value={`${apiOrigin}${connection.webhookPath}`}
                onCopy={(t) => void copy(t)}
              />
              <CopyField
                label={intl.formatMessage(m.verifyToken)}
                value={connection.verifyToken}
                onCopy={(t) => void copy(t)}
              />
            </Stack>
          </PageSection>
        ) : null}
        <Figures stats={props.stats} period={props.period} onPeriodChange={props.onPeriodChange} />
      </>
    );
  }

  return (
    <Stack as="section" space="lg" aria-label={intl.formatMessage(m.title)} data-testid="whatsapp-channel">
      <Text tone="secondary">{intl.formatMessage(m.subtitle)}</Text>
      {content}
      {dialog === 'connect' ? (
        <FormDialog<FormValues, ActionResult<WhatsAppConnection>>
          open
          onOpenChange={(o) => !o && close()}
          title={intl.formatMessage(connection ? m.change : m.connect)}
          initialValues={{
            displayPhoneNumber: connection?.displayPhoneNumber ?? '',
            phoneNumberId: connection?.phoneNumberId ?? '',
            wabaId: connection?.wabaId ?? '',
            accessToken: '',
            appSecret: '',
            templateName: connection?.templateName ?? '',
          }}
          canSubmit={(v) =>
            Boolean(
              v.displayPhoneNumber.trim() &&
                v.phoneNumberId.trim() &&
                v.wabaId.trim() &&
                (connection || (v.accessToken.trim() && v.appSecret.trim())),
            )
          }
          onSubmit={(v) =>
            props.onConnect({
              displayPhoneNumber: v.displayPhoneNumber.trim(),
              phoneNumberId: v.phoneNumberId.trim(),
              wabaId: v.wabaId.trim(),
              ...(v.accessToken.trim() ? { accessToken: v.accessToken.trim() } : {}),
              ...(v.appSecret.trim() ? { appSecret: v.appSecret.trim() } : {}),
              templateName: v.templateName.trim() || null,
            })
          }
          toasts={{ success: { title: intl.formatMessage(m.saved) }, failure }}
          submitLabel={intl.formatMessage(m.save)}
          busyLabel={intl.formatMessage(m.saving)}
          browserValidation
        >
          {(form) => {
            const keep = connection ? intl.formatMessage(m.keepSecret) : undefined;
            return (
              <>
                <Field label={intl.formatMessage(m.displayPhoneNumber)} required>
                  <Input {...form.field('displayPhoneNumber')} dir="ltr" inputMode="tel" autoComplete="off" />
                </Field>
                <Field label={intl.formatMessage(m.phoneNumberId)} required>
                  <Input {...form.field('phoneNumberId')} dir="ltr" inputMode="numeric" autoComplete="off" />
                </Field>
                <Field label={intl.formatMessage(m.wabaId)} required>
                  <Input {...form.field('wabaId')} dir="ltr" inputMode="numeric" autoComplete="off" />
                </Field>
                <Field label={intl.formatMessage(m.accessToken)} hint={keep} required={!connection}>
                  <Input {...form.field('accessToken')} type="password" dir="ltr" autoComplete="off" />
                </Field>
                <Field label={intl.formatMessage(m.appSecret)} hint={keep} required={!connection}>
                  <Input {...form.field('appSecret')} type="password" dir="ltr" autoComplete="off" />
                </Field>
                <Field label={intl.formatMessage(m.templateName)} hint={intl.formatMessage(m.templateHint)}>
                  <Input {...form.field('templateName')} dir="ltr" autoComplete="off" />
                </Field>
              </>
            );
          }}
        </FormDialog>
      ) : null}
      {dialog === 'disconnect' ? (
        <FormDialog
          open
          onOpenChange={(o) => !o && close()}
          size="sm"
          title={intl.formatMessage(m.disconnectTitle)}
          description={intl.formatMessage(m.disconnectDescription)}
          initialValues={{}}
          onSubmit={() => props.onDisconnect()}
          toasts={{ success: { title: intl.formatMessage(m.disconnected) }, failure }}
          submitLabel={intl.formatMessage(m.disconnect)}
          submitTone="critical"
          busyLabel={intl.formatMessage(m.disconnecting)}
        />
      ) : null}
    </Stack>
  );
}
