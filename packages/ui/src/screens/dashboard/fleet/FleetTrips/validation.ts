import { CompleteTrip, CreateTrip, TRIP_MAX_SHIPMENTS } from '@qafila/contracts';
import { parseNumber } from '../../cargo/CargoManagement/validation.ts';
import { messages as fleetMessages } from '../FleetManagement/FleetManagement.messages.ts';
import type { FieldError } from '../FleetManagement/validation.ts';
import { argMessages, messages } from './FleetTrips.messages.ts';

/** What the Create Trip form holds. */
export interface TripFormValues {
  vehicleId: string;
  driverId: string;
  /** The stops' text in driving order, TRIP_MIN_STOPS to TRIP_MAX_STOPS rows. */
  stops: string[];
  shipmentIds: number[];
  /** `YYYY-MM-DD` and `HH:MM` in Dubai time. */
  plannedDate: string;
  plannedTime: string;
  notes: string;
}

export type TripField = Exclude<keyof TripFormValues, 'plannedTime'>;

export const emptyTripForm = (): TripFormValues => ({
  vehicleId: '',
  driverId: '',
  stops: ['', ''],
  shipmentIds: [],
  plannedDate: '',
  plannedTime: '',
  notes: '',
});

/** The UAE has no daylight saving: Dubai time is always UTC+4. */
const dubaiOffset = '+04:00';

export type CheckedTrip =
  | { ok: true; request: CreateTrip }
  | { ok: false; errors: Partial<Record<TripField, FieldError>>; stopErrors: (FieldError | undefined)[] };

/** One stop's text, as `placeText` checks it: not blank, at most 200 characters. */
export function stopError(text: string): FieldError | undefined {
  if (!text.trim()) return { message: fleetMessages.required };
  if (text.trim().length > 200) return { message: fleetMessages.tooLong, values: { max: 200 } };
  return undefined;
}

/** Checks the form with CreateTrip's rules and builds its request (the planned start in Dubai time). */
export function validateTrip(values: TripFormValues): CheckedTrip {
  const errors: Partial<Record<TripField, FieldError>> = {};
  if (!values.vehicleId) errors.vehicleId = { message: fleetMessages.chooseOne };
  if (!values.driverId) errors.driverId = { message: fleetMessages.chooseOne };
  const stopErrors = values.stops.map(stopError);
  if (stopErrors.some(Boolean)) errors.stops = { message: messages.checkStops };
  if (values.shipmentIds.length > TRIP_MAX_SHIPMENTS) {
    errors.shipmentIds = { message: argMessages.tooManyShipments, values: { max: TRIP_MAX_SHIPMENTS } };
  }
  const plannedStart = `${values.plannedDate}T${values.plannedTime}:00${dubaiOffset}`;
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(values.plannedDate) ||
    !/^\d{2}:\d{2}$/.test(values.plannedTime) ||
    Number.isNaN(Date.parse(plannedStart))
  ) {
    errors.plannedDate = { message: messages.invalidDate };
  }
  if (values.notes.trim().length > 1000) errors.notes = { message: fleetMessages.tooLong, values: { max: 1000 } };
  if (Object.keys(errors).length > 0) return { ok: false, errors, stopErrors };

  const notes = values.notes.trim();
  const parsed = CreateTrip.safeParse({
    vehicleId: Number(values.vehicleId),
    driverId: Number(values.driverId),
    stops: values.stops.map((stop) => stop.trim()),
    shipmentIds: values.shipmentIds,
    plannedStart,
    ...(notes ? { notes } : {}),
  });
  // The form's checks mirror the schema's; a refusal here is a rule the form does not know yet.
  if (!parsed.success) return { ok: false, errors: { stops: { message: messages.checkStops } }, stopErrors };
  return { ok: true, request: parsed.data };
}

/** The complete dialog's optional distance: empty, or 0 to 10,000 km. */
export function validateCompletion(
  text: string,
): { ok: true; request: CompleteTrip | undefined } | { ok: false; error: FieldError } {
  if (!text.trim()) return { ok: true, request: undefined };
  const value = parseNumber(text);
  if (Number.isNaN(value)) return { ok: false, error: { message: fleetMessages.notANumber } };
  const parsed = CompleteTrip.safeParse({ actualDistanceKm: value });
  return parsed.success
    ? { ok: true, request: parsed.data }
    : { ok: false, error: { message: messages.distanceRange } };
}
