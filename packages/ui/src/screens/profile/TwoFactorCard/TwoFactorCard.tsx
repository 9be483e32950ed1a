import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/Card/Card.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { isTotpCode, normaliseCode } from '../../twoFactorCode.ts';
import * as styles from './TwoFactorCard.css.ts';
import { argMessages, messages } from './TwoFactorCard.messages.ts';

/** The account's two-factor state (`GET /api/me/two-factor`). */
export interface TwoFactorCardStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** Required of the account (by its organization, or for the super admin by the server): then it cannot be turned off. */
  required?: boolean | undefined;
}

/** A fresh enrolment (`POST /api/me/two-factor/setup`): the base32 key and the QR code as an SVG document. */
export interface TwoFactorCardSetup {
  secret: string;
  qrSvg: string;
}

/** Password plus a current code or an unused recovery code. */
export interface TwoFactorCredentials {
  password: string;
  code: string;
}

type Codes = { recoveryCodes: string[] };

/** Props of `TwoFactorCard`. */
export interface TwoFactorCardProps {
  /** Undefined while loading. */
  status: TwoFactorCardStatus | undefined;
  statusError?: string | undefined;
  onSetup(): Promise<ActionResult<TwoFactorCardSetup>>;
  /** Confirms the enrolment with a 6-digit code (ASCII digits); resolves with the ten recovery codes. */
  onConfirm(code: string): Promise<ActionResult<Codes>>;
  onDisable(credentials: TwoFactorCredentials): Promise<ActionResult>;
  onNewRecoveryCodes(credentials: TwoFactorCredentials): Promise<ActionResult<Codes>>;
  /** Copies a text (defaults to the clipboard). */
  onCopy?: ((text: string) => Promise<void>) | undefined;
  className?: string | undefined;
}

/** The key in groups of four, as authenticator apps show and accept it. */
export const groupKey = (secret: string): string => secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

const svgDataUrl = (svg: string): string => `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;

function useCopy(onCopy: TwoFactorCardProps['onCopy']) {
  const intl = useIntl();
  const { toast } = useToast();
  return async (text: string) => {
    try {
      await (onCopy ?? ((value: string) => navigator.clipboard.writeText(value)))(text);
      toast({ title: intl.formatMessage(messages.copied) });
    } catch {
      toast({ title: intl.formatMessage(messages.copyFailed), variant: 'destructive' });
    }
  };
}

/** The server's refusal, in place. */
function Failure({ failure }: { failure: string | undefined }) {
  const intl = useIntl();
  if (!failure) return null;
  return (
    <Alert tone="critical" title={intl.formatMessage(messages.failed)}>
      {failure}
    </Alert>
  );
}

/** The ten recovery codes, shown once: copy, download as .txt, a warning, and "I have saved them". */
function RecoveryCodesDialog({
  codes,
  onClose,
  onCopy,
}: {
  codes: string[] | null;
  onClose(): void;
  onCopy: TwoFactorCardProps['onCopy'];
}) {
  const intl = useIntl();
  const copy = useCopy(onCopy);
  const listId = useId();
  const text = codes ? `${intl.formatMessage(messages.fileHeading)}\n\n${codes.join('\n')}\n` : '';
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'qafila-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Dialog
      open={codes !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(messages.codesTitle)}
      description={intl.formatMessage(messages.codesDescription)}
      footer={<Button onClick={onClose}>{intl.formatMessage(messages.saved)}</Button>}
    >
      <Stack space="md">
        <Alert tone="caution">{intl.formatMessage(messages.codesWarning)}</Alert>
        <ul id={listId} aria-label={intl.formatMessage(messages.codesList)} className={styles.codes}>
          {codes?.map((code) => (
            <li key={code} className={styles.mono}>
              {code}
            </li>
          ))}
        </ul>
        <Inline space="sm">
          <Button variant="outline" tone="neutral" size="sm" aria-controls={listId} onClick={() => void copy(text)}>
            {intl.formatMessage(messages.copyCodes)}
          </Button>
          <Button variant="outline" tone="neutral" size="sm" onClick={download}>
            {intl.formatMessage(messages.download)}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}

/** Password plus code, for turning off and for new recovery codes. */
function CredentialsFields({
  form,
}: {
  form: {
    errors: Partial<Record<keyof TwoFactorCredentials, string>>;
    failure: string | undefined;
    field<K extends keyof TwoFactorCredentials>(
      name: K,
    ): { name: K; value: string; onChange(event: { target: { value: string } }): void };
  };
}) {
  const intl = useIntl();
  return (
    <>
      <Field label={intl.formatMessage(messages.password)} error={form.errors.password}>
        <Input {...form.field('password')} type="password" autoComplete="current-password" dir="ltr" />
      </Field>
      <Field label={intl.formatMessage(messages.anyCode)} error={form.errors.code}>
        <Input
          {...form.field('code')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
        />
      </Field>
      <Failure failure={form.failure} />
    </>
  );
}

/**
 * The "Two-factor sign-in" card of the profile: off or on (since when, recovery codes left). Turn on asks the server
 * for a key and shows it as a QR code and as text in groups of four, confirms with a 6-digit code, then shows the ten
 * recovery codes once. Turn off and New recovery codes ask for the password and a code. Errors are shown in place.
 */
export function TwoFactorCard({
  status,
  statusError,
  onSetup,
  onConfirm,
  onDisable,
  onNewRecoveryCodes,
  onCopy,
  className,
}: TwoFactorCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const copy = useCopy(onCopy);
  const [setup, setSetup] = useState<TwoFactorCardSetup | null>(null);
  const [setupFailure, setSetupFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'regenerate' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useAction(onSetup);
  const { toast } = useToast();

  const turnOn = async () => {
    setSetupFailure(null);
    const result = await start.run();
    if (!result) return;
    if (result.ok) setSetup({ secret: result.secret, qrSvg: result.qrSvg });
    else setSetupFailure(result.error?.trim() || intl.formatMessage(messages.tryAgain));
  };

  const credentials = (values: TwoFactorCredentials) => {
    const errors: Partial<Record<keyof TwoFactorCredentials, string>> = {};
    if (!values.password) errors.password = intl.formatMessage(messages.passwordRequired);
    if (!normaliseCode(values.code)) errors.code = intl.formatMessage(messages.anyCodeRequired);
    return errors;
  };
  const withCode = (values: TwoFactorCredentials) => ({ password: values.password, code: normaliseCode(values.code) });

  let body: React.ReactNode;
  if (statusError) {
    body = (
      <Alert tone="critical" title={intl.formatMessage(messages.loadError)}>
        {statusError}
      </Alert>
    );
  } else if (!status) {
    body = <Skeleton shape="rect" blockSize="3rem" aria-label={intl.formatMessage(messages.loading)} />;
  } else {
    body = (
      <Stack space="md">
        <Text>
          {status.enabled
            ? [
                status.enabledAt
                  ? intl.formatMessage(argMessages.onSince, {
                      date: intl.formatDate(status.enabledAt, { dateStyle: 'long' }),
                    })
                  : null,
                intl.formatMessage(argMessages.codesLeft, { count: status.recoveryCodesLeft }),
              ]
                .filter(Boolean)
                .join(' ')
            : intl.formatMessage(messages.offText)}
        </Text>
        {status.required ? (
          <Alert tone={status.enabled ? 'info' : 'caution'}>
            {intl.formatMessage(status.enabled ? messages.requiredOn : messages.requiredOff)}
          </Alert>
        ) : null}
        {setupFailure ? (
          <Alert tone="critical" title={intl.formatMessage(messages.setupFailed)}>
            {setupFailure}
          </Alert>
        ) : null}
        <Inline space="sm" align="end">
          {status.enabled ? (
            <>
              <Button variant="outline" tone="neutral" onClick={() => setDialog('regenerate')}>
                {intl.formatMessage(messages.newCodes)}
              </Button>
              {status.required ? null : (
                <Button variant="outline" tone="critical" onClick={() => setDialog('disable')}>
                  {intl.formatMessage(messages.turnOff)}
                </Button>
              )}
            </>
          ) : (
            <Button
              onClick={() => void turnOn()}
              loading={start.busy}
              loadingLabel={intl.formatMessage(messages.turningOn)}
            >
              {intl.formatMessage(messages.turnOn)}
            </Button>
          )}
        </Inline>
      </Stack>
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId} className={className} data-state={status?.enabled ? 'on' : 'off'}>
      <CardHeader>
        <Stack space="xxs">
          <Inline space="sm" alignY="center">
            <CardTitle as="h2" id={headingId}>
              {intl.formatMessage(messages.heading)}
            </CardTitle>
            {status ? (
              <Badge tone={status.enabled ? 'positive' : 'neutral'} size="sm">
                {intl.formatMessage(status.enabled ? messages.on : messages.off)}
              </Badge>
            ) : null}
          </Inline>
          <Text size="sm" tone="secondary">
            {intl.formatMessage(messages.intro)}
          </Text>
        </Stack>
      </CardHeader>
      <CardBody>{body}</CardBody>

      <FormDialog
        open={setup !== null}
        onOpenChange={(open) => {
          if (!open) setSetup(null);
        }}
        title={intl.formatMessage(messages.enrolTitle)}
        description={intl.formatMessage(messages.enrolDescription)}
        initialValues={{ code: '' }}
        validate={(values) =>
          isTotpCode(normaliseCode(values.code)) ? {} : { code: intl.formatMessage(messages.codeInvalid) }
        }
        onSubmit={(values) => onConfirm(normaliseCode(values.code))}
        onSuccess={(result) => setCodes(result.recoveryCodes)}
        submitLabel={intl.formatMessage(messages.confirm)}
        busyLabel={intl.formatMessage(messages.confirming)}
      >
        {(form) =>
          setup ? (
            <>
              <img src={svgDataUrl(setup.qrSvg)} alt={intl.formatMessage(messages.qrAlt)} className={styles.qr} />
              <Stack space="xxs">
                <Text size="sm" tone="secondary">
                  {intl.formatMessage(messages.manualKey)}
                </Text>
                <Inline space="sm" alignY="center" align="spaceBetween">
                  <Text as="span" weight="semibold" className={styles.mono} data-testid="two-factor-key">
                    {groupKey(setup.secret)}
                  </Text>
                  <Button variant="ghost" tone="neutral" size="sm" onClick={() => void copy(setup.secret)}>
                    {intl.formatMessage(messages.copyKey)}
                  </Button>
                </Inline>
              </Stack>
              <Field
                label={intl.formatMessage(messages.code)}
                hint={intl.formatMessage(messages.codeHint)}
                error={form.errors.code}
              >
                <Input
                  {...form.field('code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={12}
                  dir="ltr"
                />
              </Field>
              <Failure failure={form.failure} />
            </>
          ) : null
        }
      </FormDialog>

      <FormDialog
        open={dialog === 'disable'}
        onOpenChange={(open) => setDialog(open ? 'disable' : null)}
        size="sm"
        title={intl.formatMessage(messages.disableTitle)}
        description={intl.formatMessage(messages.disableDescription)}
        initialValues={{ password: '', code: '' }}
        validate={credentials}
        onSubmit={(values) => onDisable(withCode(values))}
        onSuccess={() => toast({ title: intl.formatMessage(messages.disabled) })}
        submitLabel={intl.formatMessage(messages.disable)}
        busyLabel={intl.formatMessage(messages.disabling)}
        submitTone="critical"
      >
        {(form) => <CredentialsFields form={form} />}
      </FormDialog>

      <FormDialog
        open={dialog === 'regenerate'}
        onOpenChange={(open) => setDialog(open ? 'regenerate' : null)}
        size="sm"
        title={intl.formatMessage(messages.regenerateTitle)}
        description={`${intl.formatMessage(messages.disableDescription)} ${intl.formatMessage(messages.regenerateNote)}`}
        initialValues={{ password: '', code: '' }}
        validate={credentials}
        onSubmit={(values) => onNewRecoveryCodes(withCode(values))}
        onSuccess={(result) => setCodes(result.recoveryCodes)}
        submitLabel={intl.formatMessage(messages.regenerate)}
        busyLabel={intl.formatMessage(messages.regenerating)}
      >
        {(form) => <CredentialsFields form={form} />}
      </FormDialog>

      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} onCopy={onCopy} />
    </Card>
  );
}
