import type { BusinessDaysQuery, BusinessDaysResult, CalendarDay, CalendarMonth, Holiday } from '@qafila/contracts';
import clsx from 'clsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card, CardBody } from '../../../components/Card/Card.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { visuallyHidden } from '../../../private/visuallyHidden.css.ts';
import { SectionLoadState } from '../../predictive/private/SectionLoadState.tsx';
import { formatDay, formatHijri } from '../hijri.ts';
import { holidayMessages, statusMessages } from '../names.messages.ts';
import * as styles from './IslamicCalendar.css.ts';
import { calendarArgMessages as a, calendarMessages as m } from './IslamicCalendar.messages.ts';

/** Props of `IslamicCalendar`: a month from the API, the month switcher and the business-day calculator. */
export interface IslamicCalendarProps {
  /** `GET /api/calendar/month`; undefined while loading. */
  month: CalendarMonth | undefined;
  error?: string | undefined;
  onRetry?(): void;
  /** Shows another month (the container loads it). */
  onMonthChange(year: number, month: number): void;
  /** `GET /api/calendar/business-days`. */
  onCalculate(query: BusinessDaysQuery): Promise<ActionResult<BusinessDaysResult>>;
}

/** Monday 2 November 2026 and the six days after it: the weekday names in the user's language, Monday first. */
const WEEK = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08'];

const shift = (year: number, month: number, by: number) => {
  const index = year * 12 + month - 1 + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

function MonthGrid({ data }: { data: CalendarMonth }) {
  const intl = useIntl();
  const first = data.days[0];
  // Weeks run Monday to Sunday: blanks before the first day.
  const lead = first ? (new Date(`${first.date}T00:00:00Z`).getUTCDay() + 6) % 7 : 0;
  const cells: (CalendarDay | null)[] = [...Array.from({ length: lead }, () => null), ...data.days];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const holidayText = (h: Holiday) =>
    intl.formatMessage(a.holidayOn, {
      name: intl.formatMessage(holidayMessages[h.id]),
      status: intl.formatMessage(statusMessages[h.status]),
    });
  return (
    <table className={styles.grid} data-testid="calendar-grid">
      <caption className={visuallyHidden}>
        {formatDay(intl, first?.date ?? data.today, { month: 'long', year: 'numeric' })}
      </caption>
      <thead>
        <tr>
          {WEEK.map((day) => (
            <th key={day} scope="col" className={styles.weekday} abbr={formatDay(intl, day, { weekday: 'long' })}>
              {formatDay(intl, day, { weekday: 'short' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)?.date}>
            {week.map((day, i) =>
              day ? (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: a week's seven places
                  key={i}
                  data-date={day.date}
                  data-weekend={day.weekend || undefined}
                  data-holiday={day.holiday?.id}
                  aria-current={day.date === data.today ? 'date' : undefined}
                  className={clsx(
                    styles.cell,
                    day.weekend && styles.weekendCell,
                    day.holiday && styles.holidayCell,
                    day.date === data.today && styles.todayCell,
                  )}
                >
                  <span className={styles.gregorian}>{intl.formatNumber(Number(day.date.slice(8)))}</span>
                  <span className={styles.hijri} aria-hidden>
                    {day.hijri.day === 1 || day === first
                      ? formatHijri(intl, day.date, { day: 'numeric', month: 'short' })
                      : intl.formatNumber(day.hijri.day)}
                  </span>
                  <span className={visuallyHidden}>
                    {intl.formatMessage(a.hijriDay, {
                      date: formatHijri(intl, day.date, { day: 'numeric', month: 'long', year: 'numeric' }),
                    })}
                    {day.weekend ? `, ${intl.formatMessage(m.weekend)}` : ''}
                    {day.holiday ? `, ${holidayText(day.holiday)}` : ''}
                  </span>
                  {day.holiday ? <span className={styles.mark} aria-hidden /> : null}
                </td>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a week's seven places
                <td key={i} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One of the calculator's two forms: its fields, a submit button with its busy state, the result read out. */
function CalculatorForm({
  id,
  heading,
  submitLabel,
  onCalculate,
  query,
  describe,
  children,
}: Pick<IslamicCalendarProps, 'onCalculate'> & {
  id: 'add' | 'count';
  heading: string;
  submitLabel: string;
  /** The query of the fields as they are. */
  query: () => BusinessDaysQuery;
  describe: (result: BusinessDaysResult) => string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [result, setResult] = useState<BusinessDaysResult | null>(null);
  const action = useAction(onCalculate, { failure: { title: intl.formatMessage(m.failed) } });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await action.run(query());
    if (done?.ok) setResult(done);
  };
  return (
    <Card as="section" aria-label={heading}>
      <CardBody>
        <Stack as="form" space="md" onSubmit={submit} data-testid={`calculator-${id}`}>
          <Heading level={4} as="h3">
            {heading}
          </Heading>
          {children}
          <Inline>
            <Button type="submit" loading={action.busy} loadingLabel={intl.formatMessage(m.working)}>
              {submitLabel}
            </Button>
          </Inline>
          <Text role="status" weight="semibold" data-testid={`calculator-${id}-result`}>
            {result ? describe(result) : null}
          </Text>
        </Stack>
      </CardBody>
    </Card>
  );
}

function Calculator({ onCalculate }: Pick<IslamicCalendarProps, 'onCalculate'>) {
  const intl = useIntl();
  const [addFrom, setAddFrom] = useState('');
  const [days, setDays] = useState('5');
  const [countFrom, setCountFrom] = useState('');
  const [countTo, setCountTo] = useState('');
  const skipped = (r: BusinessDaysResult) => ({ weekend: r.weekendDays, holidays: r.holidays.length });
  const day = (label: 'from' | 'to', value: string, set: (v: string) => void) => (
    <Field label={intl.formatMessage(m[label])} required>
      <Input type="date" value={value} onChange={(e) => set(e.target.value)} required />
    </Field>
  );
  return (
    <PageSection title={intl.formatMessage(m.calculatorHeading)} data-testid="business-day-calculator">
      <Text tone="secondary">{intl.formatMessage(m.calculatorHint)}</Text>
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="lg">
        <CalculatorForm
          id="add"
          heading={intl.formatMessage(m.addHeading)}
          submitLabel={intl.formatMessage(m.calculate)}
          onCalculate={onCalculate}
          query={() => ({ from: addFrom, days: Number(days) })}
          describe={(r) =>
            intl.formatMessage(a.addResult, {
              days: r.businessDays,
              date: formatDay(intl, r.to, { dateStyle: 'full' }),
              ...skipped(r),
            })
          }
        >
          {day('from', addFrom, setAddFrom)}
          <Field label={intl.formatMessage(m.days)} required>
            <Input
              type="number"
              min={0}
              max={366}
              step={1}
              value={days}
              onChange={(e) => setDays(e.target.value)}
              required
            />
          </Field>
        </CalculatorForm>
        <CalculatorForm
          id="count"
          heading={intl.formatMessage(m.countHeading)}
          submitLabel={intl.formatMessage(m.count)}
          onCalculate={onCalculate}
          query={() => ({ from: countFrom, to: countTo })}
          describe={(r) => intl.formatMessage(a.countResult, { days: r.businessDays, ...skipped(r) })}
        >
          {day('from', countFrom, setCountFrom)}
          {day('to', countTo, setCountTo)}
        </CalculatorForm>
      </Tiles>
    </PageSection>
  );
}

/**
 * The Islamic Calendar section (issue 19, docs/calendar.md): a month with its Gregorian and Hijri (Umm al-Qura)
 * dates, the UAE weekend shaded, public holidays marked (fixed, expected or officially announced) and listed, and the
 * business-day calculator.
 */
export function IslamicCalendar({ month, error, onRetry, onMonthChange, onCalculate }: IslamicCalendarProps) {
  const intl = useIntl();
  let content: ReactNode;
  if (!month) {
    content = <SectionLoadState error={error} onRetry={onRetry} messages={m} />;
  } else {
    const first = month.days[0]?.date ?? month.today;
    const last = month.days.at(-1)?.date ?? month.today;
    const hijriFirst = formatHijri(intl, first, { month: 'long', year: 'numeric' });
    const hijriLast = formatHijri(intl, last, { month: 'long', year: 'numeric' });
    const holidays = month.days.flatMap((d) => (d.holiday ? [d.holiday] : []));
    const go = (by: number) => {
      const to = shift(month.year, month.month, by);
      onMonthChange(to.year, to.month);
    };
    const todayMonth = month.today.slice(0, 7) === first.slice(0, 7);
    content = (
      <>
        <Card as="section" aria-labelledby="calendar-month-title">
          <CardBody>
            <Stack space="md">
              <Inline space="sm" align="spaceBetween" alignY="center">
                <Stack space="xxs">
                  <Heading level={3} as="h2" id="calendar-month-title" data-testid="calendar-month-title">
                    {formatDay(intl, first, { month: 'long', year: 'numeric' })}
                  </Heading>
                  <Text tone="secondary" data-testid="calendar-hijri-title">
                    {hijriFirst === hijriLast ? hijriFirst : `${hijriFirst} – ${hijriLast}`}
                  </Text>
                </Stack>
                <Inline space="xs">
                  <Button variant="outline" tone="neutral" size="sm" onClick={() => go(-1)}>
                    {intl.formatMessage(m.previous)}
                  </Button>
                  {todayMonth ? null : (
                    <Button
                      variant="ghost"
                      tone="neutral"
                      size="sm"
                      onClick={() => onMonthChange(Number(month.today.slice(0, 4)), Number(month.today.slice(5, 7)))}
                    >
                      {intl.formatMessage(m.today)}
                    </Button>
                  )}
                  <Button variant="outline" tone="neutral" size="sm" onClick={() => go(1)}>
                    {intl.formatMessage(m.next)}
                  </Button>
                </Inline>
              </Inline>
              <MonthGrid data={month} />
              <Inline space="md">
                <Text size="sm" tone="secondary">
                  <span className={clsx(styles.swatch, styles.weekendCell)} aria-hidden />{' '}
                  {intl.formatMessage(m.weekend)}
                </Text>
                <Text size="sm" tone="secondary">
                  <span className={clsx(styles.swatch, styles.holidayCell)} aria-hidden />{' '}
                  {intl.formatMessage(m.holiday)}
                </Text>
              </Inline>
              <Text size="sm" tone="secondary">
                {intl.formatMessage(m.weekendRule)}
              </Text>
            </Stack>
          </CardBody>
        </Card>
        <PageSection title={intl.formatMessage(m.holidaysHeading)} data-testid="calendar-holidays">
          {holidays.length ? (
            <Stack as="ul" space="sm">
              {holidays.map((h) => (
                <li key={h.date} data-holiday={h.id}>
                  <Inline space="sm" alignY="center">
                    <Text weight="semibold">{intl.formatMessage(holidayMessages[h.id])}</Text>
                    <Text tone="secondary">
                      {formatDay(intl, h.date, { dateStyle: 'full' })} ·{' '}
                      {formatHijri(intl, h.date, { day: 'numeric', month: 'long', year: 'numeric' })}
                    </Text>
                    <Badge
                      size="sm"
                      tone={h.status === 'expected' ? 'caution' : h.status === 'official' ? 'positive' : 'neutral'}
                    >
                      {intl.formatMessage(statusMessages[h.status])}
                    </Badge>
                  </Inline>
                  {h.source ? (
                    <Text size="sm" tone="secondary">
                      {h.source}
                    </Text>
                  ) : null}
                </li>
              ))}
            </Stack>
          ) : (
            <Text tone="secondary">{intl.formatMessage(m.noHolidays)}</Text>
          )}
          <Text size="sm" tone="secondary">
            {intl.formatMessage(m.holidaysHint)}
          </Text>
        </PageSection>
      </>
    );
  }
  return (
    <Stack as="section" space="lg" aria-label={intl.formatMessage(m.title)} data-testid="islamic-calendar-screen">
      <Text tone="secondary">{intl.formatMessage(m.subtitle)}</Text>
      {content}
      <Calculator onCalculate={onCalculate} />
    </Stack>
  );
}
