import { type KeyboardEvent, type ReactElement, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { useMessageToast } from '../../messageToast.ts';
import { TwoFactorCodeField, twoFactorStepMessages } from '../../TwoFactorCodeField.tsx';
import { normaliseCode } from '../../twoFactorCode.ts';
import { messages } from './LoginDialog.messages.ts';
/**
 * What a login attempt came to: signed in, the server's refusal (its error text), no answer, or (after the password)
 * the account's two-factor code is needed.
 */
export type LoginOutcome = 'success' | 'network' | 'twoFactor' | { error: string };

/** Props of `LoginDialog`. */
export interface LoginDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Performs the login; a rejected promise counts as a network error. */
  onSubmit(username: string, password: string): Promise<LoginOutcome>;
  /**
   * The second step, after `onSubmit` answered `'twoFactor'`: checks the code (ASCII digits, or a recovery code);
   * a rejected promise counts as a network error.
   */
  onVerify?: ((code: string) => Promise<LoginOutcome>) | undefined;
  /** Called after a successful login, once the dialog has closed (e.g. to go to /app). */
  onSuccess(): void;
  /** The element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
}

/**
 * The login dialog (spec 000 §2, §8): username and password, Enter in either field submits, and each outcome is told
 * in a toast. Needs a `ToastProvider` above it.
 */
export function LoginDialog({ open, onOpenChange, onSubmit, onVerify, onSuccess, trigger }: LoginDialogProps) {
  const intl = useIntl();
  const toast = useMessageToast();
  const { toast: show } = useToast();
  // After a password that needs a code: the code step, until the dialog closes or Back.
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStep('password');
  }

  // Enter submits from either field. Done here rather than left to the browser's implicit submission, which needs
  // the submit button inside the form (it sits in the dialog's footer).
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  // Every refusal of the password step is told in the error toast (as `useAction` would, but not when the answer
  // is the code step); empty fields are refused here, without asking the server.
  const refuse = (error: string | undefined): ActionResult => {
    show({
      ...toast(messages.errorTitle, messages.failed),
      ...(error?.trim() ? { description: error.trim() } : {}),
      variant: 'destructive',
    });
    return { ok: false };
  };
  const signIn = async ({ username, password }: { username: string; password: string }): Promise<ActionResult> => {
    if (!username.trim() || !password) return refuse(intl.formatMessage(messages.empty));
    let outcome: LoginOutcome;
    try {
      outcome = await onSubmit(username.trim(), password);
    } catch {
      outcome = 'network';
    }
    if (outcome === 'success') return { ok: true };
    if (outcome === 'twoFactor' && onVerify) {
      setStep('code');
      return { ok: false };
    }
    if (outcome === 'network') return refuse(intl.formatMessage(messages.network));
    return refuse(outcome === 'twoFactor' ? undefined : outcome.error);
  };
  // The code step's refusals are shown in place, under the code.
  const verify = async (code: string): Promise<ActionResult> => {
    let outcome: LoginOutcome;
    try {
      outcome = onVerify ? await onVerify(normaliseCode(code)) : 'network';
    } catch {
      outcome = 'network';
    }
    if (outcome === 'success') return { ok: true };
    if (outcome === 'network') return { ok: false, error: intl.formatMessage(twoFactorStepMessages.network) };
    const error = outcome === 'twoFactor' ? '' : outcome.error.trim();
    return { ok: false, error: error || intl.formatMessage(twoFactorStepMessages.invalid) };
  };
  const login = (values: { username: string; password: string; code: string }) =>
    step === 'code' ? verify(values.code) : signIn(values);

  return (
    <FormDialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      initialValues={{ username: '', password: '', code: '' }}
      validate={(values) =>
        step === 'code' && !normaliseCode(values.code)
          ? { code: intl.formatMessage(twoFactorStepMessages.required) }
          : {}
      }
      onSubmit={login}
      onSuccess={onSuccess}
      toasts={{ success: toast(messages.successTitle, messages.success) }}
      submitLabel={intl.formatMessage(step === 'code' ? twoFactorStepMessages.verify : messages.submit)}
      busyLabel={intl.formatMessage(step === 'code' ? twoFactorStepMessages.verifying : messages.submitting)}
    >
      {(form) =>
        step === 'code' ? (
          <>
            <TwoFactorCodeField
              value={form.values.code}
              onChange={(code) => form.set('code', code)}
              error={form.errors.code}
              failure={form.failure}
              onKeyDown={submitOnEnter}
            />
            <div>
              <Button
                variant="ghost"
                tone="neutral"
                size="sm"
                onClick={() => {
                  form.set('code', '');
                  setStep('password');
                }}
              >
                {intl.formatMessage(twoFactorStepMessages.back)}
              </Button>
            </div>
          </>
        ) : (
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
        )
      }
    </FormDialog>
  );
}
