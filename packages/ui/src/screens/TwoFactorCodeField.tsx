import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../components/Alert/Alert.tsx';
import { Field } from '../components/Field/Field.tsx';
import { Input } from '../components/Input/Input.tsx';
import { messages } from './TwoFactorCodeField.messages.ts';

export { messages as twoFactorStepMessages };

/**
 * The code field of the second sign-in step: a 6-digit authenticator code or a recovery code (so not numeric-only),
 * left to right in both languages, focused when it appears; the server's refusal under it.
 */
export function TwoFactorCodeField({
  value,
  onChange,
  error,
  failure,
  onKeyDown,
}: {
  value: string;
  onChange(value: string): void;
  /** A validation text (e.g. empty). */
  error?: string | undefined;
  /** The server's refusal, shown in place. */
  failure?: string | undefined;
  onKeyDown?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <>
      <Field label={intl.formatMessage(messages.label)} hint={intl.formatMessage(messages.instructions)} error={error}>
        <Input
          ref={input}
          name="code"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          onKeyDown={onKeyDown}
        />
      </Field>
      {failure ? (
        <Alert tone="critical" title={intl.formatMessage(messages.failed)}>
          {failure}
        </Alert>
      ) : null}
    </>
  );
}
