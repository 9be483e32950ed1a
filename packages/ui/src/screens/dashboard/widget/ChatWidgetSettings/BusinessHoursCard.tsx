import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox } from '../../../../components/Checkbox/Checkbox.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Switch } from '../../../../components/Switch/Switch.tsx';
import { Column, Columns } from '../../../../layout/Columns.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import * as styles from './ChatWidgetSettings.css.ts';
import { argMessages, messages } from './ChatWidgetSettings.messages.ts';
import { SettingsCard } from './parts.tsx';
import { type DayHours, type DayProblem, WEEKDAYS } from './validation.ts';

/** A Sunday; the weekday names come from `Intl` in the reader's language. */
const A_SUNDAY = Date.UTC(2026, 10, 22);

/** The weekday's name, 0 = Sunday. */
export function useWeekdayName() {
  const intl = useIntl();
  return (day: number) => intl.formatDate(A_SUNDAY + day * 86_400_000, { weekday: 'long', timeZone: 'UTC' });
}

const dayProblemMessages = { missing: messages.timeMissing, order: messages.closeAfterOpen } as const;

/**
 * Business hours in Dubai time: "Always open", or per weekday (Sunday to Saturday) open or closed with its opening
 * and closing times. Read-only staff see the week as text.
 */
export function BusinessHoursCard({
  alwaysOpen,
  days,
  readOnly,
  problems,
  noOpenDay,
  onAlwaysOpenChange,
  onDayChange,
}: {
  alwaysOpen: boolean;
  days: readonly DayHours[];
  readOnly: boolean;
  problems?: Partial<Record<number, DayProblem>> | undefined;
  noOpenDay?: boolean | undefined;
  onAlwaysOpenChange(alwaysOpen: boolean): void;
  onDayChange(day: number, hours: DayHours): void;
}) {
  const intl = useIntl();
  const weekday = useWeekdayName();
  const card = (children: ReactNode) => (
    <SettingsCard
      title={intl.formatMessage(messages.hoursHeading)}
      description={intl.formatMessage(messages.hoursDescription)}
    >
      {children}
    </SettingsCard>
  );

  if (readOnly) {
    return card(
      alwaysOpen ? (
        <Text>{intl.formatMessage(messages.alwaysOpen)}</Text>
      ) : (
        <Stack as="ul" space="xs" className={styles.plainList}>
          {WEEKDAYS.map((day) => {
            const hours = days[day]!;
            return (
              <li key={day}>
                <Inline space="sm">
                  <Text as="span" weight="semibold">
                    {weekday(day)}
                  </Text>
                  <Text as="span" tone={hours.open ? 'primary' : 'secondary'} tabularNumbers>
                    {hours.open
                      ? intl.formatMessage(argMessages.dayHours, { open: hours.from, close: hours.to })
                      : intl.formatMessage(messages.closed)}
                  </Text>
                </Inline>
              </li>
            );
          })}
        </Stack>
      ),
    );
  }

  return card(
    <>
      <Switch
        label={intl.formatMessage(messages.alwaysOpen)}
        checked={alwaysOpen}
        onCheckedChange={onAlwaysOpenChange}
      />
      {alwaysOpen ? null : (
        <Stack space="md" data-field="days">
          {WEEKDAYS.map((day) => {
            const hours = days[day]!;
            const problem = problems?.[day];
            const name = weekday(day);
            return (
              <Columns key={day} space="sm" collapseBelow="tablet" alignY="start" role="group" aria-label={name}>
                <Column width="1/3">
                  <Checkbox
                    label={name}
                    aria-label={intl.formatMessage(argMessages.openOn, { day: name })}
                    checked={hours.open}
                    onCheckedChange={(open) => onDayChange(day, { ...hours, open })}
                  />
                </Column>
                <Column>
                  {hours.open ? (
                    <Inline space="sm" alignY="start">
                      <Field label={intl.formatMessage(messages.opens)}>
                        <Input
                          type="time"
                          size="sm"
                          value={hours.from}
                          onChange={(event) => onDayChange(day, { ...hours, from: event.target.value })}
                        />
                      </Field>
                      <Field
                        label={intl.formatMessage(messages.closes)}
                        error={problem ? intl.formatMessage(dayProblemMessages[problem]) : undefined}
                      >
                        <Input
                          type="time"
                          size="sm"
                          value={hours.to}
                          onChange={(event) => onDayChange(day, { ...hours, to: event.target.value })}
                        />
                      </Field>
                    </Inline>
                  ) : (
                    <Text tone="secondary">{intl.formatMessage(messages.closed)}</Text>
                  )}
                </Column>
              </Columns>
            );
          })}
          <Text size="sm" tone={noOpenDay ? 'critical' : 'secondary'} role={noOpenDay ? 'alert' : undefined}>
            {intl.formatMessage(noOpenDay ? messages.noOpenDay : messages.closesHint)}
          </Text>
        </Stack>
      )}
    </>,
  );
}
