import { type LanguageCode, NewPassword, PASSWORD_MIN_LENGTH, type Profile, UpdateProfile } from '@qafila/contracts';
import clsx from 'clsx';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Avatar } from '../../../components/Avatar/Avatar.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Box } from '../../../components/Box/Box.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/Card/Card.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { RadioGroup } from '../../../components/RadioGroup/RadioGroup.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Switch } from '../../../components/Switch/Switch.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { LoadingStack } from '../../LoadingStack.tsx';
import * as styles from './ProfileView.css.ts';
import { argMessages, messages } from './ProfileView.messages.ts';

/** The outcome of a save: the server's error text when it refused. */
export type ProfileResult = { ok: true } | { ok: false; error: string };

/** Props of `ProfileView` (spec 001 §2 "profile"; saved through `PUT /api/me`, password through `POST /api/me/password`). */
export interface ProfileViewProps {
  /** Undefined while loading. */
  profile: Profile | undefined;
  profileError?: string | undefined;
  /** Sends only the changed fields (an `UpdateProfile`); resolves with the outcome. */
  onSave(update: UpdateProfile): Promise<ProfileResult>;
  onChangePassword(input: { currentPassword: string; newPassword: string }): Promise<ProfileResult>;
  /** Shown under the password card, e.g. a `TwoFactorCard`. */
  twoFactor?: ReactNode;
  /** Shown last, e.g. a `DataRightsCard` (issue 16). */
  dataRights?: ReactNode;
  className?: string | undefined;
}

interface FormValues {
  name: string;
  jobTitle: string;
  companyName: string;
  email: string;
  phoneNumber: string;
  language: LanguageCode | undefined;
  emailNotifications: boolean;
}
type TextField = 'name' | 'jobTitle' | 'companyName' | 'email' | 'phoneNumber';
type Errors = Partial<Record<TextField, string>>;

const toValues = (profile: Profile): FormValues => ({
  name: profile.name ?? '',
  jobTitle: profile.jobTitle ?? '',
  companyName: profile.companyName ?? '',
  email: profile.email ?? '',
  phoneNumber: profile.phoneNumber ?? '',
  language: profile.language ?? undefined,
  emailNotifications: profile.emailNotifications,
});

/** The fields that differ from the profile, as `PUT /api/me` takes them (text trimmed). */
export function profileChanges(profile: Profile, values: FormValues): Record<string, unknown> {
  const before = toValues(profile);
  const changes: Record<string, unknown> = {};
  for (const field of ['name', 'jobTitle', 'companyName', 'email', 'phoneNumber'] as const) {
    const value = values[field].trim();
    if (value !== before[field].trim()) changes[field] = value;
  }
  if (values.language && values.language !== before.language) changes.language = values.language;
  if (values.emailNotifications !== before.emailNotifications) changes.emailNotifications = values.emailNotifications;
  return changes;
}

const MAX_LENGTH: Record<TextField, number> = {
  name: 100,
  jobTitle: 100,
  companyName: 200,
  email: 200,
  phoneNumber: 20,
};

/** Two columns of fields from the tablet up. */
function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Tiles columns={{ mobile: 1, tablet: 2 }} space="md" alignY="start">
      {children}
    </Tiles>
  );
}

/** A group of the form's fields under its legend. */
function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" space="sm">
      <Heading level={4} as="legend" className={styles.legend}>
        {title}
      </Heading>
      <FieldGrid>{children}</FieldGrid>
    </Stack>
  );
}

function ProfileForm({ profile, onSave }: { profile: Profile; onSave: ProfileViewProps['onSave'] }) {
  const intl = useIntl();
  const [values, setValues] = useState<FormValues>(() => toValues(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<
    { kind: 'saved' } | { kind: 'unchanged' } | { kind: 'invalid' } | { kind: 'error'; error: string } | null
  >(null);
  const [saving, setSaving] = useState(false);

  // A profile saved elsewhere (or refetched after saving) becomes the form's new starting point.
  useEffect(() => setValues(toValues(profile)), [profile]);

  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setStatus(null);
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const messageFor = (field: TextField, code: string): string => {
    if (code === 'too_big') return intl.formatMessage(argMessages.errorTooLong, { max: MAX_LENGTH[field] });
    if (field === 'name') return intl.formatMessage(messages.errorName);
    if (field === 'email') return intl.formatMessage(messages.errorEmail);
    if (field === 'phoneNumber') return intl.formatMessage(messages.errorPhone);
    return intl.formatMessage(argMessages.errorTooLong, { max: MAX_LENGTH[field] });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = profileChanges(profile, values);
    if (Object.keys(changes).length === 0) {
      setStatus({ kind: 'unchanged' });
      return;
    }
    // The same rules as the server (UpdateProfile), with messages in the user's language.
    const parsed = UpdateProfile.safeParse(changes);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as TextField;
        if (field in MAX_LENGTH && !next[field]) next[field] = messageFor(field, issue.code);
      }
      setErrors(next);
      setStatus({ kind: 'invalid' });
      const first = Object.keys(next)[0];
      if (first) document.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const result = await onSave(parsed.data);
      setStatus(result.ok ? { kind: 'saved' } : { kind: 'error', error: result.error });
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    setValues(toValues(profile));
    setErrors({});
    setStatus(null);
  };

  const text = (
    field: TextField,
    label: string,
    props: { type?: string; autoComplete?: string; hint?: string } = {},
  ) => (
    <Field label={label} error={errors[field]} {...(props.hint ? { hint: props.hint } : {})}>
      <Input
        name={field}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        dir={field === 'email' || field === 'phoneNumber' ? 'ltr' : 'auto'}
      />
    </Field>
  );

  return (
    <Stack as="form" space="lg" onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.heading)}>
      <FieldGroup title={intl.formatMessage(messages.personal)}>
        {text('name', intl.formatMessage(messages.name), { autoComplete: 'name' })}
        {text('jobTitle', intl.formatMessage(messages.jobTitle), { autoComplete: 'organization-title' })}
      </FieldGroup>
      <FieldGroup title={intl.formatMessage(messages.company)}>
        {text('companyName', intl.formatMessage(messages.companyName), { autoComplete: 'organization' })}
        <Stack space="xxs">
          <Text as="span" size="sm" weight="semibold" tone="secondary">
            {intl.formatMessage(messages.organization)}
          </Text>
          <bdi>{profile.organizationName}</bdi>
        </Stack>
      </FieldGroup>
      <FieldGroup title={intl.formatMessage(messages.contact)}>
        {text('email', intl.formatMessage(messages.email), { type: 'email', autoComplete: 'email' })}
        {text('phoneNumber', intl.formatMessage(messages.phone), {
          type: 'tel',
          autoComplete: 'tel',
          hint: intl.formatMessage(messages.phoneHint),
        })}
      </FieldGroup>
      <FieldGroup title={intl.formatMessage(messages.preferences)}>
        <RadioGroup
          label={intl.formatMessage(messages.language)}
          name="language"
          orientation="horizontal"
          value={values.language ?? ''}
          options={[
            { value: 'en', label: intl.formatMessage(messages.languageEn) },
            { value: 'ar', label: intl.formatMessage(messages.languageAr) },
          ]}
          onValueChange={(language) => set('language', language as LanguageCode)}
        />
        <Switch
          label={intl.formatMessage(messages.emailNotifications)}
          hint={intl.formatMessage(messages.emailNotificationsHint)}
          checked={values.emailNotifications}
          onCheckedChange={(checked) => set('emailNotifications', checked)}
        />
      </FieldGroup>
      {status?.kind === 'saved' ? <Alert tone="positive">{intl.formatMessage(messages.saved)}</Alert> : null}
      {status?.kind === 'unchanged' ? <Alert tone="info">{intl.formatMessage(messages.nothingChanged)}</Alert> : null}
      {status?.kind === 'invalid' ? <Alert tone="critical">{intl.formatMessage(messages.fixErrors)}</Alert> : null}
      {status?.kind === 'error' ? (
        <Alert tone="critical" title={intl.formatMessage(messages.saveFailed)}>
          {status.error}
        </Alert>
      ) : null}
      <Inline space="sm" align="end">
        <Button variant="outline" tone="neutral" onClick={cancel} disabled={saving}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" loading={saving} loadingLabel={intl.formatMessage(messages.saving)}>
          {intl.formatMessage(messages.save)}
        </Button>
      </Inline>
    </Stack>
  );
}

type PasswordField = 'currentPassword' | 'newPassword' | 'confirm';

function PasswordForm({ onChangePassword }: { onChangePassword: ProfileViewProps['onChangePassword'] }) {
  const intl = useIntl();
  const empty = { currentPassword: '', newPassword: '', confirm: '' };
  const [values, setValues] = useState<Record<PasswordField, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [status, setStatus] = useState<{ kind: 'changed' } | { kind: 'error'; error: string } | null>(null);
  const [pending, setPending] = useState(false);

  const set = (field: PasswordField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setStatus(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Partial<Record<PasswordField, string>> = {};
    if (!values.currentPassword) next.currentPassword = intl.formatMessage(messages.errorCurrentRequired);
    const parsed = NewPassword.safeParse(values.newPassword);
    if (!parsed.success) {
      next.newPassword =
        values.newPassword.length < PASSWORD_MIN_LENGTH
          ? intl.formatMessage(argMessages.errorNewShort, { min: PASSWORD_MIN_LENGTH })
          : intl.formatMessage(argMessages.errorNewLong, { max: 1000 });
    } else if (values.newPassword === values.currentPassword) {
      next.newPassword = intl.formatMessage(messages.errorSame);
    }
    if (!next.newPassword && values.confirm !== values.newPassword) {
      next.confirm = intl.formatMessage(messages.errorMismatch);
    }
    setErrors(next);
    const first = (['currentPassword', 'newPassword', 'confirm'] as const).find((field) => next[field]);
    if (first) {
      document.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setPending(true);
    try {
      const result = await onChangePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      if (result.ok) {
        setValues(empty);
        setStatus({ kind: 'changed' });
      } else setStatus({ kind: 'error', error: result.error });
    } finally {
      setPending(false);
    }
  };

  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} error={errors[name]} {...(hint ? { hint } : {})}>
      <Input
        name={name}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        dir="ltr"
      />
    </Field>
  );

  return (
    <Stack as="form" space="lg" onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.passwordHeading)}>
      <FieldGrid>
        {field('currentPassword', intl.formatMessage(messages.currentPassword), 'current-password')}
        {field(
          'newPassword',
          intl.formatMessage(messages.newPassword),
          'new-password',
          intl.formatMessage(argMessages.newPasswordHint, { min: PASSWORD_MIN_LENGTH }),
        )}
        {field('confirm', intl.formatMessage(messages.confirmPassword), 'new-password')}
      </FieldGrid>
      {status?.kind === 'changed' ? (
        <Alert tone="positive">{intl.formatMessage(messages.passwordChanged)}</Alert>
      ) : null}
      {status?.kind === 'error' ? (
        <Alert tone="critical" title={intl.formatMessage(messages.passwordFailed)}>
          {status.error}
        </Alert>
      ) : null}
      <Inline space="sm" align="end">
        <Button
          type="submit"
          variant="outline"
          loading={pending}
          loadingLabel={intl.formatMessage(messages.changingPassword)}
        >
          {intl.formatMessage(messages.changePassword)}
        </Button>
      </Inline>
    </Stack>
  );
}

/**
 * The signed-in user's profile: personal, company, contact and system-preference fields with Cancel and Save
 * Changes (validated like the server's `UpdateProfile`; the server's refusal is shown), and a password change.
 */
export function ProfileView({
  profile,
  profileError,
  onSave,
  onChangePassword,
  twoFactor,
  dataRights,
  className,
}: ProfileViewProps) {
  const intl = useIntl();
  const headingId = useId();
  if (profileError) {
    return (
      <Alert tone="critical" title={intl.formatMessage(messages.loadError)} className={className}>
        {profileError}
      </Alert>
    );
  }
  if (!profile) {
    return (
      <LoadingStack
        label={intl.formatMessage(messages.loading)}
        space="lg"
        className={clsx(styles.root, className)}
        data-view="profile"
      >
        <Skeleton shape="rect" blockSize="5rem" />
        <Skeleton shape="rect" blockSize="20rem" />
      </LoadingStack>
    );
  }
  const displayName = profile.name || profile.username;
  return (
    <Stack space="lg" className={clsx(styles.root, className)} data-view="profile">
      <Card as="section" aria-labelledby={headingId}>
        <CardHeader className={styles.identity}>
          <Avatar name={displayName} size="lg" />
          <Box display="grid" gap="xxs" flexGrow={1}>
            <CardTitle as="h2" id={headingId}>
              <bdi>{displayName}</bdi>
            </CardTitle>
            <Text as="span" size="sm" tone="secondary">
              <bdi>{profile.username}</bdi> · <bdi>{profile.organizationName}</bdi>
            </Text>
          </Box>
          <Badge tone="accent" size="sm">
            {intl.formatMessage(profile.role === 'org_admin' ? messages.roleOrgAdmin : messages.roleOrgUser)}
          </Badge>
        </CardHeader>
        <CardBody>
          <ProfileForm profile={profile} onSave={onSave} />
        </CardBody>
      </Card>
      <Card as="section" aria-label={intl.formatMessage(messages.passwordHeading)}>
        <CardHeader>
          <CardTitle as="h2">{intl.formatMessage(messages.passwordHeading)}</CardTitle>
          <Text size="sm" tone="secondary">
            {intl.formatMessage(messages.passwordIntro)}
          </Text>
        </CardHeader>
        <CardBody>
          <PasswordForm onChangePassword={onChangePassword} />
        </CardBody>
      </Card>
      {twoFactor}
      {dataRights}
    </Stack>
  );
}
