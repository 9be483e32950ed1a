import { WIDGET_MAX_ORIGINS } from '@qafila/contracts';
import { type KeyboardEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { IconButton } from '../../../../components/IconButton/IconButton.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { CloseIcon } from '../../../../private/icons.tsx';
import * as styles from './ChatWidgetSettings.css.ts';
import { argMessages, messages } from './ChatWidgetSettings.messages.ts';
import { SettingsCard } from './parts.tsx';
import { checkOrigin, type OriginProblem } from './validation.ts';

const problemMessages = {
  empty: messages.originEmpty,
  scheme: messages.originScheme,
  path: messages.originPath,
  wildcard: messages.originWildcard,
  invalid: messages.originInvalid,
  duplicate: messages.originDuplicate,
} as const;

/**
 * The sites allowed to load the widget: a list with a remove button each, and a field to add one, checked as it is
 * added (http or https, no path, a wildcard subdomain spelled out, at most 20, no duplicate).
 */
export function OriginsEditor({
  origins,
  readOnly,
  onChange,
}: {
  origins: readonly string[];
  readOnly: boolean;
  onChange(origins: string[]): void;
}) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<OriginProblem | null>(null);

  const add = () => {
    const checked = checkOrigin(typed, origins);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    onChange([...origins, checked.origin]);
    setTyped('');
    setProblem(null);
  };
  // Enter adds the origin rather than submitting the whole settings form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const error =
    problem === null
      ? undefined
      : problem === 'tooMany'
        ? intl.formatMessage(argMessages.originTooMany, { max: WIDGET_MAX_ORIGINS })
        : intl.formatMessage(problemMessages[problem]);

  return (
    <SettingsCard
      title={intl.formatMessage(messages.originsHeading)}
      description={intl.formatMessage(messages.originsDescription)}
    >
      {origins.length === 0 ? (
        <Text tone="secondary">{intl.formatMessage(messages.originsNone)}</Text>
      ) : (
        <Text size="sm" tone="secondary">
          {intl.formatMessage(argMessages.originsCount, { count: origins.length, max: WIDGET_MAX_ORIGINS })}
        </Text>
      )}
      {origins.length === 0 ? null : (
        <Stack as="ul" space="xs" className={styles.plainList} aria-label={intl.formatMessage(messages.originsHeading)}>
          {origins.map((origin) => (
            <li key={origin}>
              <Inline space="xs" alignY="center" wrap={false}>
                <Text as="span" className={styles.code} breakWord>
                  <bdi dir="ltr">{origin}</bdi>
                </Text>
                {readOnly ? null : (
                  <IconButton
                    label={intl.formatMessage(argMessages.removeOrigin, { origin })}
                    variant="ghost"
                    tone="critical"
                    size="sm"
                    onClick={() => onChange(origins.filter((o) => o !== origin))}
                  >
                    <CloseIcon />
                  </IconButton>
                )}
              </Inline>
            </li>
          ))}
        </Stack>
      )}
      {readOnly ? null : (
        <Field label={intl.formatMessage(messages.newOrigin)} error={error}>
          <Inline space="xs" alignY="center" wrap={false}>
            <Input
              name="newOrigin"
              type="url"
              inputMode="url"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              className={styles.code}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setProblem(null);
              }}
              onKeyDown={onKeyDown}
            />
            <Button variant="outline" tone="neutral" onClick={add}>
              {intl.formatMessage(messages.addOrigin)}
            </Button>
          </Inline>
        </Field>
      )}
    </SettingsCard>
  );
}
