import type { Language, LanguageCode } from '@qafila/contracts';
import clsx from 'clsx';
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '../../../components/Box/Box.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card, CardBody } from '../../../components/Card/Card.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { LanguageSelector } from '../../../patterns/LanguageSelector/LanguageSelector.tsx';
import { SettingsIcon } from '../../../private/icons.tsx';
import { sprinkles } from '../../../themes/sprinkles.css.ts';
import { TwoFactorCodeField, twoFactorStepMessages } from '../../TwoFactorCodeField.tsx';
import { normaliseCode } from '../../twoFactorCode.ts';
import * as styles from './AdminLogin.css.ts';
import { messages } from './AdminLogin.messages.ts';

/**
 * What an admin sign-in came to: signed in, the server's refusal (its error text, maybe empty), no answer, or (after
 * the password) the account's two-factor code is needed.
 */
export type AdminLoginOutcome = 'success' | 'network' | 'twoFactor' | { error: string };

/** Props of `AdminLogin`. */
export interface AdminLoginProps {
  /** Performs the sign-in; a rejected promise counts as no answer. */
  onSubmit(username: string, password: string): Promise<AdminLoginOutcome>;
  /** The second step, after `onSubmit` answered `'twoFactor'`: checks the code (ASCII digits, or a recovery code). */
  onVerify?: ((code: string) => Promise<AdminLoginOutcome>) | undefined;
  /** Called after a successful sign-in (e.g. to go to /admin). */
  onSuccess(): void;
  /** The language selector under the form; hidden without `onLanguageChange`. */
  language?: LanguageCode | undefined;
  languages?: readonly Language[] | undefined;
  onLanguageChange?: ((language: LanguageCode) => void) | undefined;
  className?: string | undefined;
}

/**
 * The admin sign-in page (spec 001 §2, §5, §8): username and password, both required ('Missing credentials'), each
 * outcome told in a toast, and a link back home. Needs a `ToastProvider` above it.
 */
export function AdminLogin({
  onSubmit,
  onVerify,
  onSuccess,
  language,
  languages,
  onLanguageChange,
  className,
}: AdminLoginProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const pending = useRef(false);
  // The code step, after a password that needs one: its code, its validation text and the server's refusal.
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [codeFailure, setCodeFailure] = useState<string | undefined>(undefined);

  /** Runs one request with the busy button; a rejected promise counts as no answer. */
  const request = async (call: () => Promise<AdminLoginOutcome>): Promise<AdminLoginOutcome> => {
    pending.current = true;
    setSubmitting(true);
    try {
      return await call();
    } catch {
      return 'network';
    } finally {
      pending.current = false;
      setSubmitting(false);
    }
  };

  const signedIn = () => {
    toast({ title: intl.formatMessage(messages.successTitle), description: intl.formatMessage(messages.success) });
    setPassword('');
    onSuccess();
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (pending.current) return;
    const typed = normaliseCode(code);
    setCodeFailure(undefined);
    if (!typed) {
      setCodeError(intl.formatMessage(twoFactorStepMessages.required));
      return;
    }
    const outcome = await request(async () => (onVerify ? onVerify(typed) : 'network'));
    if (outcome === 'success') return signedIn();
    if (outcome === 'network') return setCodeFailure(intl.formatMessage(twoFactorStepMessages.network));
    const text = outcome === 'twoFactor' ? '' : outcome.error.trim();
    setCodeFailure(text || intl.formatMessage(twoFactorStepMessages.invalid));
  };

  const back = () => {
    setStep('password');
    setCode('');
    setCodeError(undefined);
    setCodeFailure(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending.current) return;
    if (!username.trim() || !password) {
      toast({
        title: intl.formatMessage(messages.missingTitle),
        description: intl.formatMessage(messages.missing),
        variant: 'destructive',
      });
      return;
    }
    const outcome = await request(() => onSubmit(username.trim(), password));
    if (outcome === 'success') return signedIn();
    if (outcome === 'twoFactor' && onVerify) {
      setCode('');
      setCodeError(undefined);
      setCodeFailure(undefined);
      setStep('code');
      return;
    }
    const description =
      outcome === 'network'
        ? intl.formatMessage(messages.failed)
        : (outcome === 'twoFactor' ? '' : outcome.error.trim()) || intl.formatMessage(messages.invalid);
    toast({ title: intl.formatMessage(messages.failedTitle), description, variant: 'destructive' });
  };

  return (
    <Box as="main" padding="lg" background="sunken" color="primary" className={clsx(styles.root, className)}>
      <Card variant="raised" className={styles.card}>
        <CardBody>
          <Stack space="xs" align="center" className={sprinkles({ textAlign: 'center' })}>
            <Box
              as="span"
              display="inline-flex"
              padding="sm"
              borderRadius="full"
              background="accentSoft"
              color="accent"
              aria-hidden="true"
            >
              <SettingsIcon />
            </Box>
            <Heading level={2} as="h1">
              {intl.formatMessage(messages.title)}
            </Heading>
            <Text size="sm" tone="secondary">
              {intl.formatMessage(messages.subtitle)}
            </Text>
          </Stack>
          {/* noValidate: empty fields get the product's toast, not the browser's bubble. */}
          <Stack
            as="form"
            space="md"
            className={sprinkles({ marginBlockStart: 'lg' })}
            noValidate
            onSubmit={step === 'code' ? submitCode : submit}
          >
            {step === 'code' ? (
              <TwoFactorCodeField
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setCodeError(undefined);
                }}
                error={codeError}
                failure={codeFailure}
              />
            ) : (
              <>
                <Field label={intl.formatMessage(messages.username)} required>
                  <Input
                    name="username"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    value={username}
                    onChange={(event) => setUsername(event.target.value)}
                  />
                </Field>
                <Field label={intl.formatMessage(messages.password)} required>
                  <Input
                    type="password"
                    name="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                </Field>
              </>
            )}
            <Button
              type="submit"
              fullWidth
              loading={submitting}
              loadingLabel={intl.formatMessage(step === 'code' ? twoFactorStepMessages.verifying : messages.submitting)}
            >
              {intl.formatMessage(step === 'code' ? twoFactorStepMessages.verify : messages.submit)}
            </Button>
            {step === 'code' ? (
              <Button variant="ghost" tone="neutral" fullWidth onClick={back}>
                {intl.formatMessage(twoFactorStepMessages.back)}
              </Button>
            ) : null}
          </Stack>
          <Inline space="sm" align="spaceBetween" className={sprinkles({ marginBlockStart: 'md' })}>
            {onLanguageChange && language && languages ? (
              <LanguageSelector
                value={language}
                languages={languages.map((option) => ({ code: option.code, label: option.name }))}
                onValueChange={(code) => onLanguageChange(code as LanguageCode)}
              />
            ) : null}
            <Link href="/">{intl.formatMessage(messages.backHome)}</Link>
          </Inline>
        </CardBody>
      </Card>
    </Box>
  );
}
