import type { FleetInsight, MaintenanceReason } from '@qafila/contracts';
import type { IntlShape } from 'react-intl';
import { formatKm, formatPercent } from '../private/format.ts';
import { argMessages, unitMessages } from './FleetAnalytics.messages.ts';

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
const count = (value: string | number | undefined) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/**
 * An insight's value in the locale, with the figures it rests on: the lane and its trips, the plate with its km and
 * trips, the driver with their trips, the percentage with its counts. Without its params, the bare value.
 */
export function insightValue(intl: IntlShape, insight: FleetInsight): string {
  const { params, value } = insight;
  switch (insight.key) {
    case 'busiest_lane':
      if (params.from === undefined || params.to === undefined) return text(value);
      return intl.formatMessage(argMessages.lane, {
        from: text(params.from),
        to: text(params.to),
        trips: count(params.trips),
      });
    case 'least_utilised_vehicle':
      return intl.formatMessage(argMessages.vehicleValue, {
        plate: text(params.plate ?? value),
        km: formatKm(intl, count(params.km)),
        trips: count(params.trips),
      });
    case 'top_driver':
      return intl.formatMessage(argMessages.driverValue, {
        name: text(params.name ?? value),
        trips: count(params.trips),
      });
    case 'on_time_start_share': {
      const percent = formatPercent(intl, count(value));
      if (params.started === undefined) return percent;
      return intl.formatMessage(argMessages.shareValue, {
        percent,
        onTime: count(params.onTime),
        started: count(params.started),
      });
    }
    default:
      return typeof value === 'number' ? intl.formatNumber(value) : value;
  }
}

/** A maintenance reason's value in its unit ("12,400 km", "3.5 months", "٤ سنوات"). */
export function reasonValue(intl: IntlShape, reason: Pick<MaintenanceReason, 'value' | 'unit'>): string {
  const value = reason.value;
  switch (reason.unit) {
    case 'km':
      return formatKm(intl, value);
    case 'km_per_day':
      return intl.formatMessage(unitMessages.kmPerDay, { km: formatKm(intl, value) });
    case 'days':
      return intl.formatMessage(unitMessages.days, { value: Math.round(value) });
    case 'months':
      return intl.formatMessage(unitMessages.months, { value: Math.round(value * 10) / 10 });
    case 'years':
      return intl.formatMessage(unitMessages.years, { value: Math.round(value) });
  }
}

/** A weight (0–1) as a whole percentage, as the bars show it. */
export function weightPercent(intl: IntlShape, weight: number): string {
  return intl.formatNumber(weight, { style: 'percent', maximumFractionDigits: 0 });
}
