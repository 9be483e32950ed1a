import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Button } from '../components/Button/Button.tsx';
import { Dialog } from '../components/Dialog/Dialog.tsx';
import { Field } from '../components/Field/Field.tsx';
import { Input } from '../components/Input/Input.tsx';
import { useToast } from '../components/Toast/Toast.tsx';

/** Copies a text: the clipboard unless a story or test gives its own. */
export type CopySecret = (text: string) => Promise<void>;

/** The texts of a `SecretDialog`, from the screen's own messages. */
export interface SecretDialogMessages {
  shownOnce: MessageDescriptor;
  close: MessageDescriptor;
  copy: MessageDescriptor;
  copied: MessageDescriptor;
  copyFailed: MessageDescriptor;
}

/**
 * A new secret (an API key, a signing secret, a sensor's device token), shown this once in a read-only field that
 * selects itself, with Copy (a toast tells the outcome) and Close.
 */
export function SecretDialog({
  title,
  secret,
  messages: m,
  onClose,
  onCopy,
}: {
  title: string;
  secret: string;
  messages: SecretDialogMessages;
  onClose(): void;
  onCopy?: CopySecret | undefined;
}) {
  const intl = useIntl();
  const { toast } = useToast();
  const copy = async () => {
    try {
      await (onCopy ?? ((text: string) => navigator.clipboard.writeText(text)))(secret);
      toast({ title: intl.formatMessage(m.copied) });
    } catch {
      toast({ title: intl.formatMessage(m.copyFailed), variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={intl.formatMessage(m.shownOnce)}
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={onClose}>
            {intl.formatMessage(m.close)}
          </Button>
          <Button onClick={() => void copy()}>{intl.formatMessage(m.copy)}</Button>
        </>
      }
    >
      <Field label={title}>
        <Input
          value={secret}
          readOnly
          dir="ltr"
          data-testid="shown-secret"
          onFocus={(event) => event.currentTarget.select()}
        />
      </Field>
    </Dialog>
  );
}
