import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const seasonalMessages = defineMessages({
  title: { id: 'seasonal.title', defaultMessage: 'Seasonal Intelligence', description: 'Label of the section' },
  subtitle: {
    id: 'seasonal.subtitle',
    defaultMessage:
      'How your bookings and delivery times changed in each past season against the 4 weeks before it, and what that means for the next one.',
    description: 'Intro of the Seasonal Intelligence section',
  },
  loading: { id: 'seasonal.loading', defaultMessage: 'Loading…', description: 'Busy label while loading' },
  loadError: {
    id: 'seasonal.loadError',
    defaultMessage: 'Seasonal Intelligence could not be loaded',
    description: 'Title of the error when the section failed to load',
  },
  retry: { id: 'seasonal.retry', defaultMessage: 'Try again', description: 'Button to load the data again' },
  upliftChart: {
    id: 'seasonal.upliftChart',
    defaultMessage: 'Weekly bookings in the season against the 4 weeks before (×)',
    description: 'Title of the chart of each season’s volume ratio',
  },
  ratioHeader: { id: 'seasonal.ratioHeader', defaultMessage: 'Ratio', description: 'Chart table value column' },
  next: { id: 'seasonal.next', defaultMessage: 'Next', description: 'Label before the next occurrence’s dates' },
  forecastLabel: {
    id: 'seasonal.forecast.label',
    defaultMessage: 'Expected bookings a week',
    description: 'Label of the forecast of weekly bookings in the next occurrence',
  },
  notEnough: {
    id: 'seasonal.forecast.notEnough',
    defaultMessage:
      'Not enough history: no past occurrence of this season with bookings in the 4 weeks before it, or under 8 weeks of bookings.',
    description: 'The forecast cannot be computed',
  },
  historyCaption: {
    id: 'seasonal.history.caption',
    defaultMessage: 'Past occurrences',
    description: 'Caption of the table of past occurrences',
  },
  noHistory: {
    id: 'seasonal.history.none',
    defaultMessage: 'No past occurrence inside your booking history yet.',
    description: 'Empty table',
  },
  colDates: { id: 'seasonal.history.dates', defaultMessage: 'Dates', description: 'Column' },
  colWeekly: { id: 'seasonal.history.weekly', defaultMessage: 'Bookings a week', description: 'Column' },
  colBefore: { id: 'seasonal.history.before', defaultMessage: '4 weeks before', description: 'Column' },
  colRatio: { id: 'seasonal.history.ratio', defaultMessage: 'Ratio', description: 'Column: season over before' },
  colOnTime: {
    id: 'seasonal.history.onTime',
    defaultMessage: 'On time',
    description: 'Column: on-time rate in the season',
  },
  colOnTimeBefore: {
    id: 'seasonal.history.onTimeBefore',
    defaultMessage: 'On time before',
    description: 'Column: on-time rate in the 4 weeks before',
  },
  method: {
    id: 'seasonal.method',
    defaultMessage:
      'On time: delivered by the end of the promised day (Dubai time). The forecast is the weekly volume forecast (damped Holt smoothing of your weekly bookings) for the season’s weeks, times the ratio of all past seasons’ weekly bookings to those of the 4 weeks before them.',
    description: 'How the figures are computed',
  },
});

export const seasonalArgMessages: {
  summary: TypedMessageDescriptor<{ weeks: number; shipments: number }>;
  forecastRange: TypedMessageDescriptor<{ low: string; high: string }>;
  forecastHow: TypedMessageDescriptor<{ baseline: string; uplift: string; weeks: number }>;
  rate: TypedMessageDescriptor<{ rate: string; sample: number }>;
  range: TypedMessageDescriptor<{ start: string; end: string }>;
} = {
  summary: defineMessage<{ weeks: number; shipments: number }>({
    id: 'seasonal.summary',
    defaultMessage:
      'From {shipments, plural, one {# booking} other {# bookings}} over {weeks, plural, one {# week} other {# weeks}} of history.',
    description: 'How much history the figures come from',
  }),
  forecastRange: defineMessage<{ low: string; high: string }>({
    id: 'seasonal.forecast.range',
    defaultMessage: 'Range {low}–{high}',
    description: 'The forecast’s interval',
  }),
  forecastHow: defineMessage<{ baseline: string; uplift: string; weeks: number }>({
    id: 'seasonal.forecast.how',
    defaultMessage:
      '{baseline} a week without the season (volume forecast, up to {weeks, plural, one {# week} other {# weeks}} ahead) × {uplift} (past seasons against the 4 weeks before them)',
    description: 'How the forecast was computed',
  }),
  rate: defineMessage<{ rate: string; sample: number }>({
    id: 'seasonal.rate',
    defaultMessage: '{rate} (of {sample})',
    description: 'An on-time rate with the number of delivered shipments it is measured on',
  }),
  range: defineMessage<{ start: string; end: string }>({
    id: 'seasonal.dates',
    defaultMessage: '{start} – {end}',
    description: 'A date range',
  }),
};
