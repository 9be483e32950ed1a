import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const predictiveMessages = defineMessages({
  title: {
    id: 'predictive.title',
    defaultMessage: 'Predictive Analytics',
    description: 'Label of the Predictive Analytics section',
  },
  subtitle: {
    id: 'predictive.subtitle',
    defaultMessage:
      'A delay-risk model trained on your own delivered shipments, how well it does on shipments it has not seen, the risk of your active shipments and a forecast of next weeks’ bookings.',
    description: 'Intro of the Predictive Analytics section',
  },
  loadError: {
    id: 'predictive.loadError',
    defaultMessage: 'Predictive Analytics could not be loaded',
    description: 'Title of the error when the section failed to load',
  },
  loading: { id: 'predictive.loading', defaultMessage: 'Loading…', description: 'Busy label while loading' },
  retry: { id: 'predictive.retry', defaultMessage: 'Try again', description: 'Button to load the data again' },
  modelHeading: { id: 'predictive.model.heading', defaultMessage: 'Delay-risk model', description: 'Section heading' },
  modelHint: {
    id: 'predictive.model.hint',
    defaultMessage:
      'A logistic regression on lane, service, weekday and month of booking, declared value, weight and customs inspections. It learns from the older three quarters of your delivered shipments and is measured on the most recent quarter, which it has not seen. Retrained daily.',
    description: 'Explanation of the model under its heading',
  },
  retrain: { id: 'predictive.retrain', defaultMessage: 'Retrain now', description: 'Button that retrains the model' },
  retraining: {
    id: 'predictive.retraining',
    defaultMessage: 'Retraining…',
    description: 'Accessible name of the retrain button while busy',
  },
  retrainFailed: {
    id: 'predictive.retrainFailed',
    defaultMessage: 'The model could not be retrained',
    description: 'Toast title when retraining failed',
  },
  retrainedInsufficient: {
    id: 'predictive.retrainedInsufficient',
    defaultMessage: 'Retrained: still not enough history',
    description: 'Toast title after retraining without enough history',
  },
  notEnoughTitle: {
    id: 'predictive.notEnough.title',
    defaultMessage: 'Not enough history yet',
    description: 'Title of the state shown when there are too few delivered shipments to train on',
  },
  noSkillTitle: {
    id: 'predictive.noSkill.title',
    defaultMessage: 'The model shows no measurable skill',
    description: 'Title of the warning when the model does no better than chance on held-out shipments',
  },
  skillBadge: {
    id: 'predictive.skillBadge',
    defaultMessage: 'Measurable skill',
    description: 'Badge when the model ranks late shipments clearly better than chance',
  },
  noSkillBadge: {
    id: 'predictive.noSkillBadge',
    defaultMessage: 'No measurable skill',
    description: 'Badge when the model does no better than chance',
  },
  auc: { id: 'predictive.metric.auc', defaultMessage: 'AUC', description: 'Metric name: area under the ROC curve' },
  aucHint: {
    id: 'predictive.metric.aucHint',
    defaultMessage:
      'The chance that a late shipment gets a higher risk than an on-time one: 0.5 is a coin toss, 1 is perfect.',
    description: 'Plain-language explanation of the AUC',
  },
  accuracy: { id: 'predictive.metric.accuracy', defaultMessage: 'Accuracy', description: 'Metric name' },
  accuracyHint: {
    id: 'predictive.metric.accuracyHint',
    defaultMessage: 'Share of held-out shipments called right, calling “late” from a risk of 50 % up.',
    description: 'Plain-language explanation of accuracy',
  },
  precision: { id: 'predictive.metric.precision', defaultMessage: 'Precision', description: 'Metric name' },
  precisionHint: {
    id: 'predictive.metric.precisionHint',
    defaultMessage: 'Of the shipments called late, the share that were late.',
    description: 'Plain-language explanation of precision',
  },
  recall: { id: 'predictive.metric.recall', defaultMessage: 'Recall', description: 'Metric name' },
  recallHint: {
    id: 'predictive.metric.recallHint',
    defaultMessage: 'Of the late shipments, the share the model called late.',
    description: 'Plain-language explanation of recall',
  },
  brier: { id: 'predictive.metric.brier', defaultMessage: 'Brier score', description: 'Metric name' },
  noPrecision: {
    id: 'predictive.metric.noPrecision',
    defaultMessage: 'None called late',
    description: 'Shown for precision when the model called no held-out shipment late',
  },
  calibrationHeading: {
    id: 'predictive.calibration.heading',
    defaultMessage: 'Calibration on held-out shipments',
    description: 'Heading of the calibration table',
  },
  calibrationHint: {
    id: 'predictive.calibration.hint',
    defaultMessage: 'Shipments grouped by predicted risk: when the model says 30 %, about 30 % should have been late.',
    description: 'Explanation of the calibration table',
  },
  riskBand: { id: 'predictive.calibration.band', defaultMessage: 'Predicted risk', description: 'Column header' },
  shipments: { id: 'predictive.calibration.shipments', defaultMessage: 'Shipments', description: 'Column header' },
  meanPredicted: {
    id: 'predictive.calibration.meanPredicted',
    defaultMessage: 'Mean predicted',
    description: 'Column header: the average predicted risk in the group',
  },
  observedLate: {
    id: 'predictive.calibration.observedLate',
    defaultMessage: 'Actually late',
    description: 'Column header: the share of the group that was late',
  },
  none: { id: 'predictive.none', defaultMessage: '—', description: 'An empty cell' },
  atRiskHeading: {
    id: 'predictive.atRisk.heading',
    defaultMessage: 'Active shipments at risk of delay',
    description: 'Section heading',
  },
  atRiskHidden: {
    id: 'predictive.atRisk.hidden',
    defaultMessage: 'Risk per shipment is shown once the model has measurable skill on held-out shipments.',
    description: 'Shown instead of the at-risk table when the model has no skill or no history',
  },
  noActive: {
    id: 'predictive.atRisk.noActive',
    defaultMessage: 'No active shipments.',
    description: 'Shown when there are no undelivered shipments',
  },
  shipment: { id: 'predictive.atRisk.shipment', defaultMessage: 'Shipment', description: 'Column header' },
  risk: { id: 'predictive.atRisk.risk', defaultMessage: 'Delay risk', description: 'Column header' },
  factors: { id: 'predictive.atRisk.factors', defaultMessage: 'Main factors', description: 'Column header' },
  featureDeclaredValue: {
    id: 'predictive.feature.declaredValue',
    defaultMessage: 'Declared value',
    description: 'A factor of the model',
  },
  featureWeight: { id: 'predictive.feature.weight', defaultMessage: 'Weight', description: 'A factor of the model' },
  featureCustomsInspection: {
    id: 'predictive.feature.customsInspection',
    defaultMessage: 'Customs inspection',
    description: 'A factor of the model: customs selected the shipment for inspection',
  },
  forecastHeading: {
    id: 'predictive.forecast.heading',
    defaultMessage: 'Bookings forecast',
    description: 'Section heading',
  },
  forecastHint: {
    id: 'predictive.forecast.hint',
    defaultMessage:
      'Estimate: Holt’s exponential smoothing with a damped trend on your weekly bookings; the shaded band is an approximate 95 % interval from the errors of past forecasts.',
    description: 'Explanation of the forecast method',
  },
  forecastChart: {
    id: 'predictive.forecast.chart',
    defaultMessage: 'Bookings per week, then the forecast',
    description: 'Accessible name of the forecast chart',
  },
  bookings: { id: 'predictive.forecast.bookings', defaultMessage: 'Bookings', description: 'Series name' },
  week: { id: 'predictive.forecast.week', defaultMessage: 'Week of', description: 'Category column header' },
  nextWeek: {
    id: 'predictive.forecast.nextWeek',
    defaultMessage: 'Bookings this week',
    description: 'Stat label: the forecast of bookings for the current week (the first forecast week)',
  },
  backtestMae: {
    id: 'predictive.forecast.mae',
    defaultMessage: 'Typical error (MAE), bookings a week',
    description: 'Stat label: mean absolute error of past forecasts',
  },
  backtestMape: {
    id: 'predictive.forecast.mape',
    defaultMessage: 'Typical error (MAPE)',
    description: 'Stat label: mean absolute percentage error of past forecasts',
  },
  noBacktest: {
    id: 'predictive.forecast.noBacktest',
    defaultMessage: 'Too few weeks yet to test the forecast against past weeks.',
    description: 'Shown instead of the backtest error with a short history',
  },
  naive: {
    id: 'predictive.forecast.naive',
    defaultMessage: 'Fewer than 8 weeks of bookings: the forecast is their average, without an interval.',
    description: 'Shown when the forecast falls back to the mean',
  },
  estimate: {
    id: 'predictive.estimate',
    defaultMessage: 'A statistical estimate from your own history, not a promise.',
    description: 'Description of the estimate label of forecast figures',
  },
});

export const predictiveArgMessages: {
  notEnough: TypedMessageDescriptor<{
    examples: number;
    late: number;
    onTime: number;
    required: number;
    requiredLate: number;
    requiredOnTime: number;
  }>;
  noSkill: TypedMessageDescriptor<{ auc: string; low: string; high: string }>;
  trainedAt: TypedMessageDescriptor<{ date: string }>;
  sample: TypedMessageDescriptor<{ examples: number; train: number; test: number; testLate: number }>;
  baseRate: TypedMessageDescriptor<{ rate: string }>;
  interval: TypedMessageDescriptor<{ low: string; high: string }>;
  brierHint: TypedMessageDescriptor<{ baseline: string }>;
  retrained: TypedMessageDescriptor<{ auc: string; test: number }>;
  band: TypedMessageDescriptor<{ from: string; to: string }>;
  route: TypedMessageDescriptor<{ origin: string; destination: string }>;
  factor: TypedMessageDescriptor<{ factor: string; direction: 'up' | 'down' }>;
  lane: TypedMessageDescriptor<{ lane: string }>;
  service: TypedMessageDescriptor<{ service: string }>;
  weekday: TypedMessageDescriptor<{ weekday: string }>;
  month: TypedMessageDescriptor<{ month: string }>;
  backtestHint: TypedMessageDescriptor<{ origins: number }>;
  activeCount: TypedMessageDescriptor<{ shown: number; total: number }>;
} = {
  notEnough: defineMessage<{
    examples: number;
    late: number;
    onTime: number;
    required: number;
    requiredLate: number;
    requiredOnTime: number;
  }>({
    id: 'predictive.notEnough.body',
    defaultMessage:
      'The model learns from delivered shipments with a promised delivery date. You have {examples, plural, one {# such shipment} other {# such shipments}} ({late, number} late, {onTime, number} on time); it needs at least {required, number}, with at least {requiredLate, number} late and {requiredOnTime, number} on time, and late and on-time ones among the most recent quarter.',
    description: 'Body of the not-enough-history state',
  }),
  noSkill: defineMessage<{ auc: string; low: string; high: string }>({
    id: 'predictive.noSkill.body',
    defaultMessage:
      'On the shipments it had not seen, it ranks late shipments no better than chance (AUC {auc}, 95 % interval {low} to {high}). Its risk per shipment would mean nothing, so it is not shown.',
    description: 'Body of the no-skill warning',
  }),
  trainedAt: defineMessage<{ date: string }>({
    id: 'predictive.trainedAt',
    defaultMessage: 'Trained {date}',
    description: 'When the model was trained',
  }),
  sample: defineMessage<{ examples: number; train: number; test: number; testLate: number }>({
    id: 'predictive.sample',
    defaultMessage:
      '{examples, plural, one {# delivered shipment} other {# delivered shipments}}: {train, number} to learn from, {test, number} held out ({testLate, number} of them late).',
    description: 'The sample sizes of the model',
  }),
  baseRate: defineMessage<{ rate: string }>({
    id: 'predictive.baseRate',
    defaultMessage: 'Late in the training shipments: {rate}.',
    description: 'The base rate of late shipments',
  }),
  interval: defineMessage<{ low: string; high: string }>({
    id: 'predictive.interval',
    defaultMessage: '95 % interval: {low} to {high}.',
    description: 'An approximate 95 % interval of a figure',
  }),
  brierHint: defineMessage<{ baseline: string }>({
    id: 'predictive.metric.brierHint',
    defaultMessage:
      'Mean squared error of the risks (lower is better); always guessing the base rate scores {baseline}.',
    description: 'Plain-language explanation of the Brier score',
  }),
  retrained: defineMessage<{ auc: string; test: number }>({
    id: 'predictive.retrained',
    defaultMessage:
      'Model retrained: AUC {auc} on {test, plural, one {# held-out shipment} other {# held-out shipments}}',
    description: 'Toast after retraining',
  }),
  band: defineMessage<{ from: string; to: string }>({
    id: 'predictive.calibration.bandValue',
    defaultMessage: '{from} to {to}',
    description: 'A range of predicted risk, e.g. 20 % to 40 %',
  }),
  route: defineMessage<{ origin: string; destination: string }>({
    id: 'predictive.route',
    defaultMessage: '{origin} to {destination}',
    description: 'A shipment route',
  }),
  factor: defineMessage<{ factor: string; direction: 'up' | 'down' }>({
    id: 'predictive.factor',
    defaultMessage: '{factor}: {direction, select, up {raises the risk} other {lowers the risk}}',
    description: 'One factor of a shipment risk and which way it pushes',
  }),
  lane: defineMessage<{ lane: string }>({
    id: 'predictive.feature.lane',
    defaultMessage: 'Lane {lane}',
    description: 'A factor',
  }),
  service: defineMessage<{ service: string }>({
    id: 'predictive.feature.service',
    defaultMessage: 'Service {service}',
    description: 'A factor',
  }),
  weekday: defineMessage<{ weekday: string }>({
    id: 'predictive.feature.weekday',
    defaultMessage: 'Booked on a {weekday}',
    description: 'A factor: the weekday of booking',
  }),
  month: defineMessage<{ month: string }>({
    id: 'predictive.feature.month',
    defaultMessage: 'Booked in {month}',
    description: 'A factor: the month of booking',
  }),
  backtestHint: defineMessage<{ origins: number }>({
    id: 'predictive.forecast.backtestHint',
    defaultMessage:
      'Forecasts made from each of the last {origins, plural, one {# week} other {# weeks}} for 1 to 4 weeks ahead, compared with what came.',
    description: 'Explanation of the backtest',
  }),
  activeCount: defineMessage<{ shown: number; total: number }>({
    id: 'predictive.atRisk.count',
    defaultMessage:
      'The {shown, number} highest risks of {total, plural, one {# active shipment} other {# active shipments}}.',
    description: 'How many active shipments are listed',
  }),
};
