import {
  IsoDateTime,
  type OptimizeRouteRequest,
  placeText,
  ROUTE_MAX_WAYPOINTS,
  type VEHICLE_TYPES,
} from '@qafila/contracts';
import type { MessageDescriptor } from 'react-intl';
import { messages } from './RouteOptimizer.messages.ts';

/** What the form holds: the text of every input. */
export interface RouteFormValues {
  start: string;
  end: string;
  waypoints: string[];
  vehicleType: (typeof VEHICLE_TYPES)[number];
  /** `YYYY-MM-DDTHH:MM` from a datetime-local input, UAE time; empty for now. */
  departure: string;
}

/** A field of the form: `waypoint:<index>` for the waypoints. */
export type RouteField = 'start' | 'end' | 'departure' | `waypoint:${number}`;

export type RouteFormErrors = Partial<Record<RouteField, MessageDescriptor>>;

export const emptyRouteForm: RouteFormValues = {
  start: '',
  end: '',
  waypoints: [],
  vehicleType: 'van',
  departure: '',
};

/** The form's values from a request (its departure shown in UAE time, UTC+4 without daylight saving). */
export function routeFormValues(request: OptimizeRouteRequest | undefined): RouteFormValues {
  if (!request) return emptyRouteForm;
  const departure = request.departure
    ? new Date(new Date(request.departure).getTime() + 4 * 3_600_000).toISOString().slice(0, 16)
    : '';
  return {
    start: request.startLocation,
    end: request.endLocation ?? '',
    waypoints: [...request.waypoints],
    vehicleType: request.vehicleType ?? 'van',
    departure,
  };
}

function placeError(text: string, field: string, empty: MessageDescriptor): MessageDescriptor | undefined {
  const parsed = placeText(field).safeParse(text);
  if (parsed.success) return undefined;
  if (!text.trim()) return empty;
  return text.trim().length > 200 ? messages.placeTooLong : messages.placeInvalid;
}

/**
 * Checks the form with the API's own rules (`placeText`, `ROUTE_MAX_WAYPOINTS`, `IsoDateTime`) and answers the
 * request, trimmed: an empty end is a round trip, an empty departure is now.
 */
export function validateRoute(
  values: RouteFormValues,
): { ok: true; request: OptimizeRouteRequest } | { ok: false; errors: RouteFormErrors } {
  const errors: RouteFormErrors = {};
  const start = placeError(values.start, 'startLocation', messages.placeRequired);
  if (start) errors.start = start;
  if (values.end.trim()) {
    const end = placeError(values.end, 'endLocation', messages.placeRequired);
    if (end) errors.end = end;
  }
  values.waypoints.slice(0, ROUTE_MAX_WAYPOINTS).forEach((text, index) => {
    const error = placeError(text, 'waypoint', messages.waypointRequired);
    if (error) errors[`waypoint:${index}`] = error;
  });
  // The UAE has no daylight saving: its time is always UTC+4.
  const departure = values.departure
    ? `${values.departure.length === 16 ? `${values.departure}:00` : values.departure}+04:00`
    : undefined;
  if (departure !== undefined && !IsoDateTime.safeParse(departure).success)
    errors.departure = messages.departureInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const request: OptimizeRouteRequest = {
    startLocation: values.start.trim(),
    waypoints: values.waypoints.slice(0, ROUTE_MAX_WAYPOINTS).map((text) => text.trim()),
    vehicleType: values.vehicleType,
  };
  if (values.end.trim()) request.endLocation = values.end.trim();
  if (departure) request.departure = departure;
  return { ok: true, request };
}
