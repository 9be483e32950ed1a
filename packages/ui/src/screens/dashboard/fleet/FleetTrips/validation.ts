import { CompleteTrip, CreateTrip, TRIP_MAX_SHIPMENTS, TRIP_RATING_MAX } from '@qafila/contracts';
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

/** What the complete dialog holds: an optional distance and an optional rating ('' for none, else '1'–'5'). */
export interface CompletionValues {
  actualDistanceKm: string;
  rating: string;
}

/** The complete dialog's rating choices, `''` (no rating) first. */
export const RATING_CHOICES = ['', ...Array.from({ length: TRIP_RATING_MAX }, (_, i) => String(i + 1))] as const;

/**
 * The complete dialog's optional distance (empty, or 0 to 10,000 km) and optional rating (none, or a whole number
 * from 1 to 5), checked with CompleteTrip's rules; the request is undefined when neither is given.
 */
export function validateCompletion(
  values: CompletionValues,
):
  | { ok: true; request: CompleteTrip | undefined }
  | { ok: false; errors: Partial<Record<keyof CompletionValues, FieldError>> } {
  const errors: Partial<Record<keyof CompletionValues, FieldError>> = {};
  const text = values.actualDistanceKm.trim();
  const distance = text ? parseNumber(text) : undefined;
  if (Number.isNaN(distance)) errors.actualDistanceKm = { message: fleetMessages.notANumber };
  else if (distance !== undefined && !CompleteTrip.safeParse({ actualDistanceKm: distance }).success) {
    errors.actualDistanceKm = { message: messages.distanceRange };
  }
  const rating = values.rating ? Number(values.rating) : undefined;
  if (rating !== undefined && !CompleteTrip.safeParse({ rating }).success) {
    errors.rating = { message: messages.ratingRange };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const request = CompleteTrip.parse({
    ...(distance === undefined ? {} : { actualDistanceKm: distance }),
    ...(rating === undefined ? {} : { rating }),
  });
  return { ok: true, request: Object.keys(request).length ? request : undefined };
}
