import type { KeyboardEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { useMessageToast } from '../../messageToast.ts';
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
  const toast = useMessageToast();

  // Enter submits from either field. Done here rather than left to the browser's implicit submission, which needs
  // the submit button inside the form (it sits in the dialog's footer).
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  // Every refusal is told in the error toast; empty fields are refused here, without asking the server.
  const login = async ({ username, password }: { username: string; password: string }): Promise<ActionResult> => {
    if (!username.trim() || !password) return { ok: false, error: intl.formatMessage(messages.empty) };
    let outcome: LoginOutcome;
    try {
      outcome = await onSubmit(username.trim(), password);
    } catch {
      outcome = 'network';
    }
    if (outcome === 'success') return { ok: true };
    return { ok: false, error: outcome === 'network' ? intl.formatMessage(messages.network) : outcome.error };
  };

  return (
    <FormDialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      initialValues={{ username: '', password: '' }}
      onSubmit={login}
      onSuccess={onSuccess}
      toasts={{
        success: toast(messages.successTitle, messages.success),
        failure: toast(messages.errorTitle, messages.failed),
      }}
      submitLabel={intl.formatMessage(messages.submit)}
      busyLabel={intl.formatMessage(messages.submitting)}
    >
      {(form) => (
        <>
          <Field label={intl.formatMessage(messages.username)}>
            <Input
              {...form.field('username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              onKeyDown={submitOnEnter}
            />
          </Field>
          <Field label={intl.formatMessage(messages.password)}>
            <Input
              {...form.field('password')}
              type="password"
              autoComplete="current-password"
              onKeyDown={submitOnEnter}
            />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
