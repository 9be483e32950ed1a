import { WIDGET_GREETING_MAX_LENGTH, WIDGET_PRE_CHAT_FIELDS, type WidgetSettings } from '@qafila/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAction } from '../../../../actions/useAction.ts';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Badge } from '../../../../components/Badge/Badge.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { Checkbox } from '../../../../components/Checkbox/Checkbox.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { Skeleton } from '../../../../components/Skeleton/Skeleton.tsx';
import { Switch } from '../../../../components/Switch/Switch.tsx';
import { Textarea } from '../../../../components/Textarea/Textarea.tsx';
import { Column, Columns } from '../../../../layout/Columns.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { LoadingStack } from '../../../LoadingStack.tsx';
import { LoadErrorAlert } from '../../LoadErrorAlert.tsx';
import { BusinessHoursCard } from './BusinessHoursCard.tsx';
import * as styles from './ChatWidgetSettings.css.ts';
import { argMessages, messages } from './ChatWidgetSettings.messages.ts';
import { IdentityCard } from './IdentityCard.tsx';
import { InstallCard } from './InstallCard.tsx';
import { OriginsEditor } from './OriginsEditor.tsx';
import { Failure, SettingsCard } from './parts.tsx';
import type { ChatWidgetSettingsProps } from './types.ts';
import {
  checkForm,
  type FormProblems,
  hasProblems,
  isDirty,
  toFormValues,
  toUpdate,
  type WidgetFormValues,
} from './validation.ts';
import { WidgetPreview } from './WidgetPreview.tsx';

const fieldMessages = { name: messages.fieldName, email: messages.fieldEmail, phone: messages.fieldPhone } as const;

/**
 * The Chat widget section of the dashboard (issue 15): turn the embeddable widget on or off, its public website
 * token and embed snippet, the sites allowed to load it, the identity secret (shown once), the greeting in English
 * and Arabic, business hours in Dubai time, the pre-chat form, and a static preview in the organization's colour.
 * Staff who are not admins see the same settings without edit controls.
 */
export function ChatWidgetSettings(props: ChatWidgetSettingsProps) {
  const intl = useIntl();
  const { settings, error, onRetry, readOnly = false } = props;

  let content: ReactNode;
  if (settings) {
    content = <SettingsForm {...props} settings={settings} readOnly={readOnly} />;
  } else if (error) {
    content = (
      <LoadErrorAlert
        title={intl.formatMessage(messages.loadError)}
        error={error}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={onRetry}
      />
    );
  } else {
    content = (
      <LoadingStack label={intl.formatMessage(messages.loading)} space="lg">
        {[0, 1, 2].map((card) => (
          <Stack key={card} space="sm">
            <Skeleton inlineSize="12rem" />
            <Skeleton shape="rect" blockSize="6rem" />
          </Stack>
        ))}
      </LoadingStack>
    );
  }

  return (
    // The dashboard's top bar shows the section title (h1); this view is the region it names.
    <Stack as="section" space="lg" className={styles.root} aria-label={intl.formatMessage(messages.title)}>
      <Text tone="secondary">{intl.formatMessage(messages.subtitle)}</Text>
      {readOnly ? (
        <Alert tone="info" role="none">
          {intl.formatMessage(messages.readOnly)}
        </Alert>
      ) : null}
      {content}
    </Stack>
  );
}

function SettingsForm({
  settings,
  readOnly,
  apiOrigin,
  brand,
  onSave,
  onRotateToken,
  onRotateSecret,
  onCopy,
}: ChatWidgetSettingsProps & { settings: WidgetSettings; readOnly: boolean }) {
  const intl = useIntl();
  const fieldsLabelId = useId();
  const [values, setValues] = useState<WidgetFormValues>(() => toFormValues(settings));
  const [problems, setProblems] = useState<FormProblems>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [base, setBase] = useState(settings);
  // New settings from the server (after a save, a rotation or another admin's change) replace the form, unless it
  // holds edits that they do not already contain.
  if (settings !== base) {
    setBase(settings);
    if (!isDirty(base, values) || !isDirty(settings, values)) setValues(toFormValues(settings));
  }
  const dirty = isDirty(settings, values);
  const save = useAction(onSave, { success: { title: intl.formatMessage(messages.saved) } });

  const set = <K extends keyof WidgetFormValues>(field: K, value: WidgetFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure(undefined);
  };

  const submit = async () => {
    const found = checkForm(values);
    setProblems(found);
    setFailure(undefined);
    if (hasProblems(found)) return;
    const result = await save.run(toUpdate(values));
    if (result && !result.ok) setFailure(result.error?.trim() || intl.formatMessage(messages.actionFailed));
  };
  const discard = () => {
    setValues(toFormValues(settings));
    setProblems({});
    setFailure(undefined);
  };

  const greetingField = (language: 'en' | 'ar') => {
    const key = language === 'en' ? 'greetingEn' : 'greetingAr';
    const value = values[key];
    return (
      <Field
        label={intl.formatMessage(language === 'en' ? messages.greetingEn : messages.greetingAr)}
        hint={intl.formatMessage(argMessages.greetingLength, {
          count: value.trim().length,
          max: WIDGET_GREETING_MAX_LENGTH,
        })}
        error={
          problems[key]
            ? intl.formatMessage(argMessages.greetingTooLong, { max: WIDGET_GREETING_MAX_LENGTH })
            : undefined
        }
      >
        <Textarea
          name={key}
          rows={3}
          dir={language === 'ar' ? 'rtl' : 'ltr'}
          lang={language}
          value={value}
          onChange={(event) => {
            set(key, event.target.value);
            setProblems(({ [key]: _, ...rest }) => rest);
          }}
        />
      </Field>
    );
  };

  const statusBadge = (
    <Badge tone={values.enabled ? 'positive' : 'neutral'} data-state={values.enabled ? 'on' : 'off'}>
      {intl.formatMessage(values.enabled ? messages.on : messages.off)}
    </Badge>
  );

  return (
    <Columns space="lg" collapseBelow="desktop">
      <Column width="3/5">
        <Stack space="lg" role="group" aria-label={intl.formatMessage(messages.formLabel)}>
          <SettingsCard title={intl.formatMessage(messages.statusHeading)} action={statusBadge}>
            {readOnly ? (
              <Text>{intl.formatMessage(messages.enabled)}</Text>
            ) : (
              <Switch
                label={intl.formatMessage(messages.enabled)}
                hint={intl.formatMessage(messages.enabledHint)}
                checked={values.enabled}
                onCheckedChange={(enabled) => set('enabled', enabled)}
              />
            )}
          </SettingsCard>

          <InstallCard
            websiteToken={settings.websiteToken}
            apiOrigin={apiOrigin}
            readOnly={readOnly}
            onRotateToken={onRotateToken}
            onCopy={onCopy}
          />

          <OriginsEditor
            origins={values.allowedOrigins}
            readOnly={readOnly}
            onChange={(origins) => set('allowedOrigins', origins)}
          />

          <IdentityCard
            secretSet={settings.identitySecretSet}
            readOnly={readOnly}
            onRotateSecret={onRotateSecret}
            onCopy={onCopy}
          />

          <SettingsCard
            title={intl.formatMessage(messages.greetingHeading)}
            description={intl.formatMessage(messages.greetingDescription)}
          >
            {readOnly ? (
              <Tiles columns={{ mobile: 1, tablet: 2 }} space="md">
                {(['en', 'ar'] as const).map((language) => {
                  const text = language === 'en' ? values.greetingEn : values.greetingAr;
                  return (
                    <Stack key={language} space="xxs">
                      <Text size="sm" weight="semibold" tone="secondary">
                        {intl.formatMessage(language === 'en' ? messages.greetingEn : messages.greetingAr)}
                      </Text>
                      {text ? (
                        <Text lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} breakWord>
                          {text}
                        </Text>
                      ) : (
                        <Text tone="secondary">{intl.formatMessage(messages.defaultGreeting)}</Text>
                      )}
                    </Stack>
                  );
                })}
              </Tiles>
            ) : (
              <Tiles columns={{ mobile: 1, tablet: 2 }} space="md" alignY="start">
                {greetingField('en')}
                {greetingField('ar')}
              </Tiles>
            )}
          </SettingsCard>

          <BusinessHoursCard
            alwaysOpen={values.alwaysOpen}
            days={values.days}
            readOnly={readOnly}
            problems={problems.days}
            noOpenDay={problems.noOpenDay}
            onAlwaysOpenChange={(alwaysOpen) => {
              set('alwaysOpen', alwaysOpen);
              setProblems(({ days: _, noOpenDay: __, ...rest }) => rest);
            }}
            onDayChange={(day, hours) => {
              set(
                'days',
                values.days.map((current, index) => (index === day ? hours : current)),
              );
              setProblems(({ days: _, noOpenDay: __, ...rest }) => rest);
            }}
          />

          <SettingsCard
            title={intl.formatMessage(messages.preChatHeading)}
            description={intl.formatMessage(messages.preChatDescription)}
          >
            {readOnly ? (
              <Text>
                {values.preChatFields.length === 0
                  ? intl.formatMessage(messages.preChatNone)
                  : intl.formatList(
                      values.preChatFields.map((field) => intl.formatMessage(fieldMessages[field])),
                      { type: 'conjunction' },
                    )}
              </Text>
            ) : (
              <Stack space="xs" role="group" aria-labelledby={fieldsLabelId}>
                <Text id={fieldsLabelId} size="sm" weight="semibold">
                  {intl.formatMessage(messages.preChatFields)}
                </Text>
                <Inline space="lg">
                  {WIDGET_PRE_CHAT_FIELDS.map((field) => (
                    <Checkbox
                      key={field}
                      label={intl.formatMessage(fieldMessages[field])}
                      checked={values.preChatFields.includes(field)}
                      onCheckedChange={(checked) =>
                        set(
                          'preChatFields',
                          checked ? [...values.preChatFields, field] : values.preChatFields.filter((f) => f !== field),
                        )
                      }
                    />
                  ))}
                </Inline>
              </Stack>
            )}
            {readOnly ? null : (
              <Checkbox
                label={intl.formatMessage(messages.preChatRequired)}
                hint={intl.formatMessage(messages.preChatRequiredHint)}
                disabled={values.preChatFields.length === 0}
                checked={values.preChatFields.length > 0 && values.preChatRequired}
                onCheckedChange={(checked) => set('preChatRequired', checked)}
              />
            )}
            {readOnly && values.preChatFields.length > 0 ? (
              <Text tone="secondary">
                {intl.formatMessage(values.preChatRequired ? messages.preChatRequired : messages.preChatRequiredHint)}
              </Text>
            ) : null}
          </SettingsCard>

          {readOnly ? null : (
            <Stack space="sm">
              {hasProblems(problems) ? <Alert tone="critical">{intl.formatMessage(messages.fixErrors)}</Alert> : null}
              <Failure failure={failure} />
              <Inline space="sm" align="end" alignY="center">
                {dirty ? (
                  <Text size="sm" tone="secondary" role="status">
                    {intl.formatMessage(messages.unsaved)}
                  </Text>
                ) : null}
                <Button variant="outline" tone="neutral" onClick={discard} disabled={!dirty || save.busy}>
                  {intl.formatMessage(messages.cancel)}
                </Button>
                <Button
                  onClick={() => void submit()}
                  disabled={!dirty}
                  loading={save.busy}
                  loadingLabel={intl.formatMessage(messages.saving)}
                >
                  {intl.formatMessage(messages.save)}
                </Button>
              </Inline>
            </Stack>
          )}
        </Stack>
      </Column>
      <Column>
        <div className={styles.previewSticky}>
          <WidgetPreview brand={brand} greeting={{ en: values.greetingEn, ar: values.greetingAr }} />
        </div>
      </Column>
    </Columns>
  );
}
