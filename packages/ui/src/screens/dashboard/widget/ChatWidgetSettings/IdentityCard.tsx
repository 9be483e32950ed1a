import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../../actions/ActionResult.ts';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Badge } from '../../../../components/Badge/Badge.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../../components/Dialog/Dialog.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import { Textarea } from '../../../../components/Textarea/Textarea.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { messages } from './ChatWidgetSettings.messages.ts';
import { codeProps, Failure, SettingsCard, useCopy, withFallback } from './parts.tsx';
import type { ChatWidgetSettingsProps } from './types.ts';

/**
 * Identity verification: whether a secret is set (never the secret itself), and Generate or Rotate behind a
 * confirmation; the new secret is shown this once, in a dialog with a copy button and a warning, and forgotten
 * when the dialog closes.
 */
export function IdentityCard({
  secretSet,
  readOnly,
  onRotateSecret,
  onCopy,
}: {
  secretSet: boolean;
  readOnly: boolean;
  onRotateSecret: ChatWidgetSettingsProps['onRotateSecret'];
  onCopy: ChatWidgetSettingsProps['onCopy'];
}) {
  const intl = useIntl();
  const copy = useCopy(onCopy);
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <SettingsCard
      title={intl.formatMessage(messages.identityHeading)}
      description={intl.formatMessage(messages.identityDescription)}
      action={
        <Badge tone={secretSet ? 'positive' : 'neutral'} data-state={secretSet ? 'set' : 'not-set'}>
          {intl.formatMessage(secretSet ? messages.secretSet : messages.secretNotSet)}
        </Badge>
      }
    >
      {readOnly ? null : (
        <Inline space="sm">
          <Button
            variant="outline"
            tone={secretSet ? 'critical' : 'accent'}
            size="sm"
            onClick={() => setConfirming(true)}
          >
            {intl.formatMessage(secretSet ? messages.rotateSecret : messages.generateSecret)}
          </Button>
        </Inline>
      )}
      {readOnly ? null : (
        <FormDialog<object, ActionResult<{ identitySecret: string }>>
          open={confirming}
          onOpenChange={setConfirming}
          size="sm"
          title={intl.formatMessage(secretSet ? messages.rotateSecretTitle : messages.generateSecretTitle)}
          description={intl.formatMessage(
            secretSet ? messages.rotateSecretDescription : messages.generateSecretDescription,
          )}
          initialValues={{}}
          onSubmit={withFallback(onRotateSecret, intl.formatMessage(messages.actionFailed))}
          onSuccess={(result) => setSecret(result.identitySecret)}
          submitLabel={intl.formatMessage(secretSet ? messages.rotateSecret : messages.generateSecret)}
          submitTone={secretSet ? 'critical' : undefined}
          busyLabel={intl.formatMessage(messages.generating)}
        >
          {(form) => <Failure failure={form.failure} title={intl.formatMessage(messages.notDone)} />}
        </FormDialog>
      )}
      {secret ? (
        <Dialog
          open
          onOpenChange={(open) => !open && setSecret(null)}
          title={intl.formatMessage(messages.secretDialogTitle)}
          footer={
            <DialogClose>
              <Button>{intl.formatMessage(messages.done)}</Button>
            </DialogClose>
          }
        >
          <Stack space="md">
            <Field label={intl.formatMessage(messages.secretLabel)}>
              <Textarea {...codeProps} rows={2} value={secret} />
            </Field>
            <Inline space="sm">
              <Button variant="outline" tone="neutral" onClick={() => void copy(secret)}>
                {intl.formatMessage(messages.copySecret)}
              </Button>
            </Inline>
            <Alert tone="caution" title={intl.formatMessage(messages.shownOnce)}>
              {intl.formatMessage(messages.shownOnceDescription)}
            </Alert>
          </Stack>
        </Dialog>
      ) : null}
    </SettingsCard>
  );
}
