import type {
  CompleteTrip,
  CreateTrip,
  Driver,
  ShipmentStatus,
  Trip,
  TripPage,
  TripStatus,
  UnknownPlaceBody,
  Vehicle,
} from '@qafila/contracts';
import type { ReactNode } from 'react';
import type { FleetWriteOutcome } from '../FleetManagement/types.ts';

/**
 * The result of Create Trip: done, or the server's `{error}`; a 400 for an unknown stop also carries the place as
 * typed and the gazetteer's closest places (`UnknownPlaceBody`), shown under that stop.
 */
export type CreateTripOutcome =
  | FleetWriteOutcome
  | {
      ok: false;
      error?: string | undefined;
      place?: string | undefined;
      suggestions?: UnknownPlaceBody['suggestions'] | undefined;
    };

/** A shipment the Create Trip dialog offers to carry. */
export interface TripShipmentOption {
  id: number;
  trackingNumber: string;
  customerName?: string | null | undefined;
  status: ShipmentStatus;
}

/** Props of `FleetTrips`, the Trips tab. Everything comes from the container; the tab holds only dialog state. */
export interface FleetTripsProps {
  /** The page of trips; undefined while loading. */
  trips?: TripPage | undefined;
  /** Why the trips failed to load. */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** True while a new page or filter loads over the shown one. */
  loading?: boolean | undefined;
  /** The page shown, from 1; defaults to the page of `trips`. */
  page?: number | undefined;
  onPageChange?: ((page: number) => void) | undefined;
  /** The status filter; undefined for all. */
  statusFilter?: TripStatus | undefined;
  onStatusFilter?: ((status: TripStatus | undefined) => void) | undefined;
  /** The organization's vehicles; only active ones are offered for a new trip. */
  vehicles?: Vehicle[] | undefined;
  /** The organization's drivers; only active ones are offered for a new trip. */
  drivers?: Driver[] | undefined;
  /** Shipments the new trip may carry; delivered ones are left out. */
  shipments?: TripShipmentOption[] | undefined;
  onCreateTrip(body: CreateTrip): Promise<CreateTripOutcome>;
  onStartTrip(id: number): Promise<FleetWriteOutcome>;
  onCompleteTrip(id: number, body?: CompleteTrip): Promise<FleetWriteOutcome>;
  onCancelTrip(id: number): Promise<FleetWriteOutcome>;
  /** Called with a trip's id when its Show on map is pressed; without it trips have no such button. */
  onSelectTrip?: ((id: number) => void) | undefined;
  /** The trip shown on the map. */
  selectedTrip?: Trip | undefined;
  /** The selected trip's GPS track in time order. */
  breadcrumb?: readonly { lat: number; lon: number }[] | undefined;
  /** Replaces the map of the selected trip (e.g. the live fleet map); by default `FleetMap` draws its stops. */
  mapSlot?: ReactNode;
  /** Now, for the stale positions and the default planned start; defaults to the current time. */
  now?: Date | number | undefined;
}
