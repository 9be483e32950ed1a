import { type FormEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import * as styles from './ContactForm.css.ts';
import { messages } from './ContactForm.messages.ts';

/** What the demo-request form sends (spec 000 §3; `POST /api/contact`). */
export interface ContactFormValues {
  name: string;
  company: string;
  email: string;
  /** The "Company Size (Optional)" field (the API calls it `phone`). */
  phone: string;
  message: string;
  /** Honeypot: empty for people; a bot that fills it gives itself away. */
  website: string;
}

type FieldName = 'name' | 'company' | 'email';
type Errors = Partial<Record<FieldName, string>>;

const empty: ContactFormValues = { name: '', company: '', email: '', phone: '', message: '', website: '' };
// Pragmatic check (what `type=email` accepts, plus a dot in the domain): local@domain.tld.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Props of `ContactForm`. */
export interface ContactFormProps {
  /** Sends the request; resolve `true` when it was accepted. A rejected promise counts as a failure. */
  onSubmit(values: ContactFormValues): Promise<boolean>;
  /** Heading level of the form's title ("Schedule a Demo"). Defaults to `h3`. */
  headingLevel?: 'h2' | 'h3';
  /** Id of the form element. */
  id?: string;
}

/**
 * The "Schedule a Demo" form (spec 000 §2, §5, §8): full name, company and email required, company size and message
 * optional, plus a hidden honeypot `website`. Success shows "Message Sent" and clears the form; failure shows
 * "Error" and keeps the input. Needs a `ToastProvider` above it.
 */
export function ContactForm({ onSubmit, headingLevel = 'h3', id }: ContactFormProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const titleId = useId();
  const [values, setValues] = useState<ContactFormValues>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const pending = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  const validate = (current: ContactFormValues): Errors => {
    const next: Errors = {};
    if (!current.name.trim()) next.name = intl.formatMessage(messages.nameMissing);
    if (!current.company.trim()) next.company = intl.formatMessage(messages.companyMissing);
    if (!current.email.trim()) next.email = intl.formatMessage(messages.emailMissing);
    else if (!emailPattern.test(current.email.trim())) next.email = intl.formatMessage(messages.emailInvalid);
    return next;
  };

  const set = (field: keyof ContactFormValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field has been flagged, re-check it as the user types so the error leaves as soon as it is fixed.
    if (field in errors) {
      setErrors((current) => {
        const { [field as FieldName]: _, ...rest } = current;
        const again = validate({ ...values, [field]: value })[field as FieldName];
        return again ? { ...rest, [field]: again } : rest;
      });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending.current) return;
    const found = validate(values);
    setErrors(found);
    const first = (['name', 'company', 'email'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    pending.current = true;
    setSending(true);
    let ok: boolean;
    try {
      ok = await onSubmit({
        ...values,
        name: values.name.trim(),
        company: values.company.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        message: values.message.trim(),
      });
    } catch {
      ok = false;
    } finally {
      pending.current = false;
      setSending(false);
    }
    if (ok) {
      toast({ title: intl.formatMessage(messages.successTitle), description: intl.formatMessage(messages.success) });
      setValues(empty);
      setErrors({});
    } else {
      toast({
        title: intl.formatMessage(messages.errorTitle),
        description: intl.formatMessage(messages.error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack
      as="form"
      space="lg"
      ref={form}
      id={id}
      className={styles.root}
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      data-state={sending ? 'sending' : 'idle'}
    >
      <Stack space="xs">
        <Heading level={2} as={headingLevel} id={titleId}>
          {intl.formatMessage(messages.title)}
        </Heading>
        <Text size="sm" tone="secondary">
          {intl.formatMessage(messages.intro)}
        </Text>
        <Text size="sm" tone="secondary">
          {intl.formatMessage(messages.required)}
        </Text>
      </Stack>
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="lg">
        <Field label={intl.formatMessage(messages.name)} required error={errors.name}>
          <Input name="name" autoComplete="name" value={values.name} onChange={set('name')} />
        </Field>
        <Field label={intl.formatMessage(messages.company)} required error={errors.company}>
          <Input name="company" autoComplete="organization" value={values.company} onChange={set('company')} />
        </Field>
        <Field label={intl.formatMessage(messages.email)} required error={errors.email}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            value={values.email}
            onChange={set('email')}
          />
        </Field>
        <Field label={intl.formatMessage(messages.companySize)} hint={intl.formatMessage(messages.companySizeHint)}>
          <Input name="phone" value={values.phone} onChange={set('phone')} />
        </Field>
        <Field label={intl.formatMessage(messages.message)} className={styles.wide}>
          <Textarea name="message" rows={4} maxHeight={240} value={values.message} onChange={set('message')} />
        </Field>
      </Tiles>
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {intl.formatMessage(messages.honeypot)}
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={set('website')}
          />
        </label>
      </div>
      {sending ? (
        <Button type="submit" fullWidth loading loadingLabel={intl.formatMessage(messages.submitting)}>
          {intl.formatMessage(messages.submit)}
        </Button>
      ) : (
        <Button type="submit" fullWidth>
          {intl.formatMessage(messages.submit)}
        </Button>
      )}
    </Stack>
  );
}
