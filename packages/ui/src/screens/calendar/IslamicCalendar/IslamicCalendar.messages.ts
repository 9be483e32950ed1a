import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const calendarMessages = defineMessages({
  title: { id: 'calendar.title', defaultMessage: 'Islamic Calendar', description: 'Label of the section' },
  subtitle: {
    id: 'calendar.subtitle',
    defaultMessage:
      'Gregorian and Hijri (Umm al-Qura) dates, UAE public holidays and the weekend, and the business days your delivery dates count.',
    description: 'Intro of the Islamic Calendar section',
  },
  loadError: {
    id: 'calendar.loadError',
    defaultMessage: 'The calendar could not be loaded',
    description: 'Title of the error when the month failed to load',
  },
  loading: { id: 'calendar.loading', defaultMessage: 'Loading…', description: 'Busy label while loading' },
  retry: { id: 'calendar.retry', defaultMessage: 'Try again', description: 'Button to load the data again' },
  previous: { id: 'calendar.previous', defaultMessage: 'Previous month', description: 'Button' },
  next: { id: 'calendar.next', defaultMessage: 'Next month', description: 'Button' },
  today: {
    id: 'calendar.today',
    defaultMessage: 'Today',
    description: 'Button: back to the current month; also marks today',
  },
  weekend: { id: 'calendar.weekend', defaultMessage: 'Weekend', description: 'Legend: a shaded weekend day' },
  holiday: { id: 'calendar.holiday', defaultMessage: 'Public holiday', description: 'Legend: a marked holiday' },
  weekendRule: {
    id: 'calendar.weekendRule',
    defaultMessage:
      'The UAE weekend is Saturday and Sunday (since 1 January 2022). Friday counts as a business day: shipments move, while the federal government works a half day.',
    description: 'Explanation of the weekend rule modelled',
  },
  holidaysHeading: {
    id: 'calendar.holidays.heading',
    defaultMessage: 'Public holidays this month',
    description: 'Heading of the list of the month’s holidays',
  },
  noHolidays: {
    id: 'calendar.holidays.none',
    defaultMessage: 'No public holiday this month.',
    description: 'Empty list',
  },
  holidaysHint: {
    id: 'calendar.holidays.hint',
    defaultMessage:
      'The UAE fixes the Hijri-based holidays by moon sighting: an expected date may move by a day when the holiday is announced.',
    description: 'Note under the holidays list',
  },
  calculatorHeading: {
    id: 'calendar.calculator.heading',
    defaultMessage: 'Business-day calculator',
    description: 'Heading of the calculator',
  },
  calculatorHint: {
    id: 'calendar.calculator.hint',
    defaultMessage:
      'Weekends and UAE public holidays are not business days — the rule Cargo Management uses for expected delivery dates.',
    description: 'Explanation under the calculator heading',
  },
  addHeading: { id: 'calendar.calculator.add', defaultMessage: 'Add business days', description: 'Form heading' },
  countHeading: { id: 'calendar.calculator.count', defaultMessage: 'Count business days', description: 'Form heading' },
  from: { id: 'calendar.calculator.from', defaultMessage: 'From', description: 'Field: the start day' },
  to: { id: 'calendar.calculator.to', defaultMessage: 'To', description: 'Field: the end day' },
  days: {
    id: 'calendar.calculator.days',
    defaultMessage: 'Business days',
    description: 'Field: how many business days',
  },
  calculate: { id: 'calendar.calculator.calculate', defaultMessage: 'Calculate', description: 'Button' },
  count: { id: 'calendar.calculator.countButton', defaultMessage: 'Count', description: 'Button' },
  working: { id: 'calendar.calculator.working', defaultMessage: 'Calculating…', description: 'Busy label' },
  failed: { id: 'calendar.calculator.failed', defaultMessage: 'That did not work', description: 'Toast title' },
});

export const calendarArgMessages: {
  hijriDay: TypedMessageDescriptor<{ date: string }>;
  holidayOn: TypedMessageDescriptor<{ name: string; status: string }>;
  addResult: TypedMessageDescriptor<{ date: string; days: number; weekend: number; holidays: number }>;
  countResult: TypedMessageDescriptor<{ days: number; weekend: number; holidays: number }>;
} = {
  hijriDay: defineMessage<{ date: string }>({
    id: 'calendar.hijriDay',
    defaultMessage: 'Hijri: {date}',
    description: 'Accessible text of a day’s Hijri date',
  }),
  holidayOn: defineMessage<{ name: string; status: string }>({
    id: 'calendar.holidayOn',
    defaultMessage: '{name} ({status})',
    description: 'A holiday in a day cell’s accessible text and in the list',
  }),
  addResult: defineMessage<{ date: string; days: number; weekend: number; holidays: number }>({
    id: 'calendar.calculator.addResult',
    defaultMessage:
      '{days, plural, one {# business day} other {# business days}} later: {date} ({weekend, plural, =0 {no weekend day} one {# weekend day} other {# weekend days}} and {holidays, plural, =0 {no holiday} one {# holiday} other {# holidays}} skipped)',
    description: 'Result of adding business days',
  }),
  countResult: defineMessage<{ days: number; weekend: number; holidays: number }>({
    id: 'calendar.calculator.countResult',
    defaultMessage:
      '{days, plural, one {# business day} other {# business days}} ({weekend, plural, =0 {no weekend day} one {# weekend day} other {# weekend days}} and {holidays, plural, =0 {no holiday} one {# holiday} other {# holidays}} left out)',
    description: 'Result of counting business days between two days (the first day not counted)',
  }),
};
