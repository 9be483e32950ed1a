import { type FormEvent, type KeyboardEvent, type ReactElement, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../components/Dialog/Dialog.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { useToast } from '../../../components/Toast/Toast.tsx';
import * as styles from './LoginDialog.css.ts';
import { messages } from './LoginDialog.messages.ts';

/** What a login attempt came to: signed in, the server's refusal (its error text), or no answer. */
export type LoginOutcome = 'success' | 'network' | { error: string };

/** Props of `LoginDialog`. */
export interface LoginDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Performs the login; a rejected promise counts as a network error. */
  onSubmit(username: string, password: string): Promise<LoginOutcome>;
  /** Called after a successful login, once the dialog has closed (e.g. to go to /app). */
  onSuccess(): void;
  /** The element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
}

/**
 * The login dialog (spec 000 §2, §8): username and password, Enter in either field submits, and each outcome is told
 * in a toast. Needs a `ToastProvider` above it.
 */
export function LoginDialog({ open, onOpenChange, onSubmit, onSuccess, trigger }: LoginDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const formId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // A ref as well as state: Enter and a click in the same frame must not log in twice.
  const pending = useRef(false);

  // Enter submits from either field. Done here rather than left to the browser's implicit submission, which needs
  // the submit button inside the form (it sits in the dialog's footer).
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  const fail = (description: string) =>
    toast({ title: intl.formatMessage(messages.errorTitle), description, variant: 'destructive' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending.current) return;
    if (!username.trim() || !password) {
      fail(intl.formatMessage(messages.empty));
      return;
    }
    pending.current = true;
    setSubmitting(true);
    let outcome: LoginOutcome;
    try {
      outcome = await onSubmit(username.trim(), password);
    } catch {
      outcome = 'network';
    } finally {
      pending.current = false;
      setSubmitting(false);
    }
    if (outcome === 'success') {
      toast({ title: intl.formatMessage(messages.successTitle), description: intl.formatMessage(messages.success) });
      setPassword('');
      onOpenChange(false);
      onSuccess();
    } else if (outcome === 'network') {
      fail(intl.formatMessage(messages.network));
    } else {
      fail(outcome.error.trim() || intl.formatMessage(messages.failed));
    }
  };

  return (
    <Dialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral">
              {intl.formatMessage(messages.cancel)}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId}>
            {intl.formatMessage(submitting ? messages.submitting : messages.submit)}
          </Button>
        </>
      }
    >
      {/* noValidate: empty fields get the product's toast, not the browser's bubble. */}
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        <Field label={intl.formatMessage(messages.username)}>
          <Input
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            onKeyDown={submitOnEnter}
          />
        </Field>
        <Field label={intl.formatMessage(messages.password)}>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            onKeyDown={submitOnEnter}
          />
        </Field>
      </form>
    </Dialog>
  );
}
