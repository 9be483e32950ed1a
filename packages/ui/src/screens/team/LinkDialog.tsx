import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { Field } from '../../components/Field/Field.tsx';
import { Input } from '../../components/Input/Input.tsx';
import { useToast } from '../../components/Toast/Toast.tsx';
import { Stack } from '../../layout/Stack.tsx';
import { Text } from '../../layout/Text.tsx';
import { shared } from './team.messages.ts';

/** A new invitation link for the admin to copy (and, with SMTP, the fact that it was e-mailed). */
export interface IssuedLink {
  email: string;
  link: string;
  emailed: boolean;
}

/** Copies a text: the clipboard unless a story or test gives its own. */
export type CopyText = (text: string) => Promise<void>;

/** Shows an invitation link once it is made: whether it was e-mailed, the link itself and a Copy button. */
export function LinkDialog({ issued, onClose, onCopy }: { issued: IssuedLink; onClose(): void; onCopy?: CopyText }) {
  const intl = useIntl();
  const { toast } = useToast();
  const copy = async () => {
    try {
      await (onCopy ?? ((text: string) => navigator.clipboard.writeText(text)))(issued.link);
      toast({ title: intl.formatMessage(shared.copied) });
    } catch {
      toast({ title: intl.formatMessage(shared.copyFailed), variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(shared.linkTitle)}
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={onClose}>
            {intl.formatMessage(shared.close)}
          </Button>
          <Button onClick={() => void copy()}>{intl.formatMessage(shared.copy)}</Button>
        </>
      }
    >
      <Stack space="md">
        <Text>
          {intl.formatMessage(issued.emailed ? shared.linkEmailed : shared.linkNotEmailed, {
            email: <bdi key="email">{issued.email}</bdi>,
          })}
        </Text>
        <Field label={intl.formatMessage(shared.linkLabel)}>
          <Input value={issued.link} readOnly dir="ltr" onFocus={(event) => event.currentTarget.select()} />
        </Field>
      </Stack>
    </Dialog>
  );
}
