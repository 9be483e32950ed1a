import type { FLEET_INSIGHT_KEYS, MAINTENANCE_FACTORS, MAINTENANCE_RISK_LEVELS } from '@qafila/contracts';
import { defineMessage, defineMessages, type MessageDescriptor, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'dashboard.fleet.analytics.label',
    defaultMessage: 'Fleet analytics',
    description: 'Accessible name of the AI Analytics tab of the fleet view',
  },
  loadError: {
    id: 'dashboard.fleet.analytics.loadError',
    defaultMessage: 'The fleet analytics could not be loaded.',
    description: 'Shown when the fleet analytics fail to load',
  },
  insights: {
    id: 'dashboard.fleet.analytics.insights',
    defaultMessage: 'Insights',
    description: 'Title of the facts derived from the fleet’s data',
  },
  insightsNote: {
    id: 'dashboard.fleet.analytics.insightsNote',
    defaultMessage:
      'Plain arithmetic on your own vehicles, drivers and trips of the last 30 days; no model is involved.',
    description: 'Under the insights title: what they are',
  },
  noInsights: {
    id: 'dashboard.fleet.analytics.noInsights',
    defaultMessage: 'No insights yet: they appear once trips have been planned, started or completed.',
    description: 'Shown when there is no insight (no trips)',
  },
  prediction: {
    id: 'dashboard.fleet.analytics.prediction',
    defaultMessage: 'Maintenance prediction',
    description: 'Title of the maintenance prediction panel',
  },
  estimate: {
    id: 'dashboard.fleet.analytics.estimate',
    defaultMessage: 'Estimate',
    description: 'Badge: the figures are an estimate',
  },
  predictionBasis: {
    id: 'dashboard.fleet.analytics.predictionBasis',
    defaultMessage:
      'An estimate from the vehicle’s service history, mileage, type and fuel, age and the Gulf summer heat; not the manufacturer’s schedule.',
    description: 'One line: what the maintenance prediction is based on',
  },
  vehicle: {
    id: 'dashboard.fleet.analytics.vehicle',
    defaultMessage: 'Vehicle',
    description: 'Label of the vehicle picker',
  },
  chooseVehicle: {
    id: 'dashboard.fleet.analytics.chooseVehicle',
    defaultMessage: 'Choose a vehicle',
    description: 'Placeholder of the vehicle picker',
  },
  predict: {
    id: 'dashboard.fleet.analytics.predict',
    defaultMessage: 'Predict',
    description: 'Button: predict the next service',
  },
  predicting: {
    id: 'dashboard.fleet.analytics.predicting',
    defaultMessage: 'Predicting…',
    description: 'Accessible name of the Predict button while busy',
  },
  pickFirst: {
    id: 'dashboard.fleet.analytics.pickFirst',
    defaultMessage: 'Choose a vehicle first.',
    description: 'Error of the vehicle picker when Predict is pressed without a vehicle',
  },
  noVehicles: {
    id: 'dashboard.fleet.analytics.noVehicles',
    defaultMessage: 'Add a vehicle to predict its next service.',
    description: 'Shown in the prediction panel when there is no vehicle',
  },
  predictionFailed: {
    id: 'dashboard.fleet.analytics.predictionFailed',
    defaultMessage: 'No prediction',
    description: 'Title of the error shown when the prediction fails',
  },
  predictionFailedDescription: {
    id: 'dashboard.fleet.analytics.predictionFailedDescription',
    defaultMessage: 'The prediction could not be made. Try again.',
    description: 'Shown when the prediction fails without a server message',
  },
  nextServiceDate: {
    id: 'dashboard.fleet.analytics.nextServiceDate',
    defaultMessage: 'Next service',
    description: 'Label: the estimated date of the next service',
  },
  nextServiceKm: {
    id: 'dashboard.fleet.analytics.nextServiceKm',
    defaultMessage: 'At the odometer reading',
    description: 'Label: the estimated km of the next service',
  },
  remaining: {
    id: 'dashboard.fleet.analytics.remaining',
    defaultMessage: 'Remaining',
    description: 'Label: days and km left',
  },
  risk: { id: 'dashboard.fleet.analytics.risk', defaultMessage: 'Risk', description: 'Label: the risk level' },
  reasons: {
    id: 'dashboard.fleet.analytics.reasons',
    defaultMessage: 'Why: each factor’s share of the risk',
    description: 'Title of the reasons of a prediction, each with its weight',
  },
});

export const argMessages: {
  lane: TypedMessageDescriptor<{ from: string; to: string; trips: number }>;
  vehicleValue: TypedMessageDescriptor<{ plate: string; km: string; trips: number }>;
  driverValue: TypedMessageDescriptor<{ name: string; trips: number }>;
  shareValue: TypedMessageDescriptor<{ percent: string; onTime: number; started: number }>;
  remainingValue: TypedMessageDescriptor<{ days: number; km: string }>;
  overdueValue: TypedMessageDescriptor<{ days: number; km: string }>;
  weight: TypedMessageDescriptor<{ percent: string }>;
  predictFor: TypedMessageDescriptor<{ vehicle: string }>;
} = {
  lane: defineMessage<{ from: string; to: string; trips: number }>({
    id: 'dashboard.fleet.analytics.laneValue',
    defaultMessage: '{from} → {to} ({trips, plural, one {# trip} other {# trips}})',
    description: 'Busiest lane: first and last stop, and how many trips',
  }),
  vehicleValue: defineMessage<{ plate: string; km: string; trips: number }>({
    id: 'dashboard.fleet.analytics.vehicleValue',
    defaultMessage: '{plate}: {km}, {trips, plural, one {# trip} other {# trips}}',
    description: 'Least used vehicle: plate, km and trips of the last 30 days',
  }),
  driverValue: defineMessage<{ name: string; trips: number }>({
    id: 'dashboard.fleet.analytics.driverValue',
    defaultMessage: '{name}: {trips, plural, one {# trip completed} other {# trips completed}}',
    description: 'Top driver: name and trips completed in the last 30 days',
  }),
  shareValue: defineMessage<{ percent: string; onTime: number; started: number }>({
    id: 'dashboard.fleet.analytics.shareValue',
    defaultMessage: '{percent} ({onTime} of {started, plural, one {# trip started} other {# trips started}})',
    description: 'On-time start share: the percentage, and the counts it is made of',
  }),
  remainingValue: defineMessage<{ days: number; km: string }>({
    id: 'dashboard.fleet.analytics.remainingValue',
    defaultMessage: '{days, plural, =0 {Due today} one {# day} other {# days}} · {km}',
    description: 'Days and km left before the next service',
  }),
  overdueValue: defineMessage<{ days: number; km: string }>({
    id: 'dashboard.fleet.analytics.overdueValue',
    defaultMessage:
      '{days, plural, =0 {Overdue by {km}} one {Overdue by # day · {km}} other {Overdue by # days · {km}}}',
    description: 'Days and km past the next service',
  }),
  weight: defineMessage<{ percent: string }>({
    id: 'dashboard.fleet.analytics.weight',
    defaultMessage: 'weight {percent}',
    description: 'A reason’s share of the risk',
  }),
  predictFor: defineMessage<{ vehicle: string }>({
    id: 'dashboard.fleet.analytics.predictFor',
    defaultMessage: 'Estimated next service of {vehicle}',
    description: 'Accessible name of the prediction result of one vehicle',
  }),
};

/** The insight names, through messages: the API's `key` is an identifier. */
export const insightMessages: Record<(typeof FLEET_INSIGHT_KEYS)[number], MessageDescriptor> = defineMessages({
  busiest_lane: {
    id: 'dashboard.fleet.insights.busiestLane',
    defaultMessage: 'Busiest lane',
    description: 'Insight name',
  },
  least_utilised_vehicle: {
    id: 'dashboard.fleet.insights.leastUtilisedVehicle',
    defaultMessage: 'Least used vehicle',
    description: 'Insight name',
  },
  top_driver: { id: 'dashboard.fleet.insights.topDriver', defaultMessage: 'Top driver', description: 'Insight name' },
  on_time_start_share: {
    id: 'dashboard.fleet.insights.onTimeStartShare',
    defaultMessage: 'Trips started on time',
    description: 'Insight name',
  },
});

/** How each insight is computed (docs/fleet.md), in the locale; the API's `howComputed` is its English. */
export const insightHowMessages: Record<(typeof FLEET_INSIGHT_KEYS)[number], MessageDescriptor> = defineMessages({
  busiest_lane: {
    id: 'dashboard.fleet.insights.busiestLaneHow',
    defaultMessage:
      'The most frequent pair of first and last stop among the trips not cancelled planned to start in the last 30 days.',
    description: 'How the busiest lane is computed',
  },
  least_utilised_vehicle: {
    id: 'dashboard.fleet.insights.leastUtilisedVehicleHow',
    defaultMessage: 'The active vehicle with the fewest km of trips completed in the last 30 days.',
    description: 'How the least used vehicle is found',
  },
  top_driver: {
    id: 'dashboard.fleet.insights.topDriverHow',
    defaultMessage: 'The driver with the most trips completed in the last 30 days.',
    description: 'How the top driver is found',
  },
  on_time_start_share: {
    id: 'dashboard.fleet.insights.onTimeStartShareHow',
    defaultMessage:
      'Of the trips started in the last 30 days, the share started no later than 30 minutes after their planned start.',
    description: 'How the on-time start share is computed',
  },
});

export const riskMessages: Record<(typeof MAINTENANCE_RISK_LEVELS)[number], MessageDescriptor> = defineMessages({
  low: {
    id: 'dashboard.fleet.risk.low',
    defaultMessage: 'Low: well within the service interval',
    description: 'Risk level',
  },
  medium: { id: 'dashboard.fleet.risk.medium', defaultMessage: 'Medium: service coming up', description: 'Risk level' },
  high: { id: 'dashboard.fleet.risk.high', defaultMessage: 'High: book a service soon', description: 'Risk level' },
  overdue: { id: 'dashboard.fleet.risk.overdue', defaultMessage: 'Overdue: service now', description: 'Risk level' },
});

export const factorMessages: Record<(typeof MAINTENANCE_FACTORS)[number], MessageDescriptor> = defineMessages({
  km_since_service: {
    id: 'dashboard.fleet.factor.kmSinceService',
    defaultMessage: 'Km since the last service',
    description: 'Maintenance factor',
  },
  time_since_service: {
    id: 'dashboard.fleet.factor.timeSinceService',
    defaultMessage: 'Time since the last service',
    description: 'Maintenance factor',
  },
  summer_heat: {
    id: 'dashboard.fleet.factor.summerHeat',
    defaultMessage: 'Summer heat',
    description: 'Maintenance factor',
  },
  vehicle_age: {
    id: 'dashboard.fleet.factor.vehicleAge',
    defaultMessage: 'Vehicle age',
    description: 'Maintenance factor',
  },
  daily_km: { id: 'dashboard.fleet.factor.dailyKm', defaultMessage: 'Daily km', description: 'Maintenance factor' },
});

/** A reason's value in its unit. */
export const unitMessages: {
  days: TypedMessageDescriptor<{ value: number }>;
  months: TypedMessageDescriptor<{ value: number }>;
  years: TypedMessageDescriptor<{ value: number }>;
  kmPerDay: TypedMessageDescriptor<{ km: string }>;
} = {
  days: defineMessage<{ value: number }>({
    id: 'dashboard.fleet.unit.days',
    defaultMessage: '{value, plural, one {# day} other {# days}}',
    description: 'A number of days',
  }),
  months: defineMessage<{ value: number }>({
    id: 'dashboard.fleet.unit.months',
    defaultMessage: '{value, plural, one {# month} other {# months}}',
    description: 'A number of months (of summer heat); may have a decimal',
  }),
  years: defineMessage<{ value: number }>({
    id: 'dashboard.fleet.unit.years',
    defaultMessage: '{value, plural, one {# year} other {# years}}',
    description: 'A number of years',
  }),
  kmPerDay: defineMessage<{ km: string }>({
    id: 'dashboard.fleet.unit.kmPerDay',
    defaultMessage: '{km} a day',
    description: 'Km per day; km already formatted with its unit',
  }),
};
