import type { FleetAlertKind, TripStatus } from '@qafila/contracts';
import { defineMessage, defineMessages, type MessageDescriptor, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'dashboard.fleet.overview.label',
    defaultMessage: 'Fleet overview',
    description: 'Accessible name of the Overview tab of the fleet view',
  },
  summaryLabel: {
    id: 'dashboard.fleet.overview.summaryLabel',
    defaultMessage: 'Fleet at a glance',
    description: 'Accessible name of the four summary figures',
  },
  totalVehicles: {
    id: 'dashboard.fleet.overview.totalVehicles',
    defaultMessage: 'Total vehicles',
    description: 'Summary card: vehicles not retired',
  },
  drivers: {
    id: 'dashboard.fleet.overview.drivers',
    defaultMessage: 'Drivers',
    description: 'Summary card: drivers not retired',
  },
  activeTrips: {
    id: 'dashboard.fleet.overview.activeTrips',
    defaultMessage: 'Active trips',
    description: 'Summary card: trips in progress',
  },
  maintenanceDue: {
    id: 'dashboard.fleet.overview.maintenanceDue',
    defaultMessage: 'Maintenance due',
    description: 'Summary card: vehicles in the workshop or whose service is due soon',
  },
  maintenanceDueHint: {
    id: 'dashboard.fleet.overview.maintenanceDueHint',
    defaultMessage: 'In the workshop, or service due soon',
    description: 'Under the maintenance due figure',
  },
  loadError: {
    id: 'dashboard.fleet.overview.loadError',
    defaultMessage: 'The fleet figures could not be loaded.',
    description: 'Shown when the fleet dashboard fails to load',
  },
  emptyTitle: {
    id: 'dashboard.fleet.overview.emptyTitle',
    defaultMessage: 'No vehicles yet',
    description: 'Empty state of the fleet overview',
  },
  emptyDescription: {
    id: 'dashboard.fleet.overview.emptyDescription',
    defaultMessage: 'Add your first vehicle to see its trips, alerts and figures here.',
    description: 'Empty state of the fleet overview',
  },
  addFirstVehicle: {
    id: 'dashboard.fleet.overview.addFirstVehicle',
    defaultMessage: 'Add your first vehicle',
    description: 'Button of the empty fleet overview',
  },
  recentTrips: {
    id: 'dashboard.fleet.overview.recentTrips',
    defaultMessage: 'Recent trips',
    description: 'Title of the five most recently created trips',
  },
  noTrips: {
    id: 'dashboard.fleet.overview.noTrips',
    defaultMessage: 'No trips yet.',
    description: 'Shown instead of the recent trips when there is none',
  },
  critical: { id: 'dashboard.fleet.alerts.critical', defaultMessage: 'Critical', description: 'Severity of an alert' },
  warning: { id: 'dashboard.fleet.alerts.warning', defaultMessage: 'Warning', description: 'Severity of an alert' },
});

export const argMessages: {
  activeOf: TypedMessageDescriptor<{ count: string }>;
  completedToday: TypedMessageDescriptor<{ count: number }>;
  alertsTitle: TypedMessageDescriptor<{ count: number }>;
  alertLine: TypedMessageDescriptor<{ severity: string; text: string }>;
  moreAlerts: TypedMessageDescriptor<{ count: number }>;
  lane: TypedMessageDescriptor<{ from: string; to: string }>;
  tripMeta: TypedMessageDescriptor<{ start: string; km: string }>;
} = {
  activeOf: defineMessage<{ count: string }>({
    id: 'dashboard.fleet.overview.activeOf',
    defaultMessage: '{count} active',
    description: 'Under a total: how many of them are active (count already formatted)',
  }),
  completedToday: defineMessage<{ count: number }>({
    id: 'dashboard.fleet.overview.completedToday',
    defaultMessage: '{count, plural, =0 {None completed today} one {# completed today} other {# completed today}}',
    description: 'Under the active trips figure',
  }),
  alertsTitle: defineMessage<{ count: number }>({
    id: 'dashboard.fleet.alerts.title',
    defaultMessage: '{count, plural, one {# alert} other {# alerts}}',
    description: 'Title of the fleet alert banner',
  }),
  alertLine: defineMessage<{ severity: string; text: string }>({
    id: 'dashboard.fleet.alerts.line',
    defaultMessage: '{severity}: {text}',
    description: 'One alert of the banner: its severity, then its text',
  }),
  moreAlerts: defineMessage<{ count: number }>({
    id: 'dashboard.fleet.alerts.more',
    defaultMessage: '{count, plural, one {and # more alert} other {and # more alerts}}',
    description: 'Under the first three alerts',
  }),
  lane: defineMessage<{ from: string; to: string }>({
    id: 'dashboard.fleet.overview.lane',
    defaultMessage: '{from} → {to}',
    description: 'First and last stop of a trip',
  }),
  tripMeta: defineMessage<{ start: string; km: string }>({
    id: 'dashboard.fleet.overview.tripMeta',
    defaultMessage: 'Planned start {start} · {km}',
    description: 'Under a recent trip: its planned start and planned km',
  }),
};

// Spec 001 §4 names the trip statuses that have a colour; the others are grey.
export const tripStatusMessages: Record<TripStatus, MessageDescriptor> = defineMessages({
  planned: { id: 'dashboard.fleet.tripStatus.planned', defaultMessage: 'Planned', description: 'Trip status' },
  in_progress: {
    id: 'dashboard.fleet.tripStatus.inProgress',
    defaultMessage: 'In progress',
    description: 'Trip status',
  },
  completed: { id: 'dashboard.fleet.tripStatus.completed', defaultMessage: 'Completed', description: 'Trip status' },
  cancelled: { id: 'dashboard.fleet.tripStatus.cancelled', defaultMessage: 'Cancelled', description: 'Trip status' },
});

/**
 * An alert in words, from its kind and params (docs/fleet.md "Dashboard and analytics"); dates, km and minutes come
 * formatted. `plate`, `driver` and `tripNumber` name what it is about.
 */
export const alertMessages: Record<FleetAlertKind, MessageDescriptor> = defineMessages({
  maintenance_due: {
    id: 'dashboard.fleet.alerts.maintenanceDue',
    defaultMessage:
      '{overdue, select, yes {Vehicle {plate}: service overdue since {date}} other {Vehicle {plate}: service due by {date}, {km} left}}',
    description: 'Alert: a vehicle whose estimated next service is near or past',
  },
  registration_expired: {
    id: 'dashboard.fleet.alerts.registrationExpired',
    defaultMessage: 'Vehicle {plate}: registration expired on {date}',
    description: 'Alert',
  },
  registration_expiring: {
    id: 'dashboard.fleet.alerts.registrationExpiring',
    defaultMessage:
      '{days, plural, =0 {Vehicle {plate}: registration expires today} one {Vehicle {plate}: registration expires on {date}, in # day} other {Vehicle {plate}: registration expires on {date}, in # days}}',
    description: 'Alert',
  },
  insurance_expired: {
    id: 'dashboard.fleet.alerts.insuranceExpired',
    defaultMessage: 'Vehicle {plate}: insurance expired on {date}',
    description: 'Alert',
  },
  insurance_expiring: {
    id: 'dashboard.fleet.alerts.insuranceExpiring',
    defaultMessage:
      '{days, plural, =0 {Vehicle {plate}: insurance expires today} one {Vehicle {plate}: insurance expires on {date}, in # day} other {Vehicle {plate}: insurance expires on {date}, in # days}}',
    description: 'Alert',
  },
  licence_expired: {
    id: 'dashboard.fleet.alerts.licenceExpired',
    defaultMessage: 'Driver {driver}: licence expired on {date}',
    description: 'Alert',
  },
  licence_expiring: {
    id: 'dashboard.fleet.alerts.licenceExpiring',
    defaultMessage:
      '{days, plural, =0 {Driver {driver}: licence expires today} one {Driver {driver}: licence expires on {date}, in # day} other {Driver {driver}: licence expires on {date}, in # days}}',
    description: 'Alert',
  },
  trip_not_started: {
    id: 'dashboard.fleet.alerts.tripNotStarted',
    defaultMessage:
      '{minutes, plural, one {Trip {tripNumber} ({plate}, {driver}) has not started: # minute late} other {Trip {tripNumber} ({plate}, {driver}) has not started: # minutes late}}',
    description: 'Alert: a planned trip not started 30 minutes after its planned start',
  },
  trip_overdue: {
    id: 'dashboard.fleet.alerts.tripOverdue',
    defaultMessage: 'Trip {tripNumber} ({plate}, {driver}) is overdue: due at its last stop at {date}',
    description: 'Alert: a trip in progress past its planned duration',
  },
});
