import type { FleetAlert } from '@qafila/contracts';
import type { IntlShape } from 'react-intl';
import { formatDay } from '../FleetManagement/parts.tsx';
import { formatKm, formatMoment } from '../private/format.ts';
import { alertMessages } from './FleetOverview.messages.ts';

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
const number = (value: string | number | undefined) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/**
 * An alert worded in the locale from its `kind` and `params` (the API's `message` is English only): days and
 * moments in the locale (a trip's in Asia/Dubai), km with their unit, and the vehicle or driver named. A kind this
 * UI does not know yet falls back to the English `message`.
 */
export function alertText(intl: IntlShape, alert: FleetAlert): string {
  const descriptor = alertMessages[alert.kind];
  if (!descriptor) return alert.message;
  const { params } = alert;
  const day = (value: string | number | undefined) => (value === undefined ? '' : formatDay(intl, String(value)));
  switch (alert.kind) {
    case 'maintenance_due':
      return intl.formatMessage(descriptor, {
        plate: text(params.plate),
        overdue: params.riskLevel === 'overdue' ? 'yes' : 'no',
        date: day(params.nextServiceDate ?? alert.date),
        km: formatKm(intl, Math.max(0, number(params.kmRemaining))),
      });
    case 'trip_not_started':
      return intl.formatMessage(descriptor, {
        tripNumber: text(params.tripNumber),
        plate: text(params.plate),
        driver: text(params.driver),
        minutes: number(params.minutesLate),
      });
    case 'trip_overdue':
      return intl.formatMessage(descriptor, {
        tripNumber: text(params.tripNumber),
        plate: text(params.plate),
        driver: text(params.driver),
        date: formatMoment(intl, text(params.dueAt ?? alert.date)),
      });
    default:
      return intl.formatMessage(descriptor, {
        plate: text(params.plate),
        driver: text(params.driver),
        date: day(params.expiry ?? alert.date),
        days: number(params.days),
      });
  }
}
