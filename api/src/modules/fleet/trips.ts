import type { EntityManager } from '@mikro-orm/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  CompleteTrip,
  CreateTrip,
  type ShipmentStatus,
  type Trip as TripDto,
  TripListQuery,
  type TripPage,
  type TripStatus,
} from '@qafila/contracts';
import { type Organization, Shipment, Trip, TripStop, type User } from '../../db/entities/index.ts';
import { ConflictError, NotFoundError, parseInput } from '../../domain/errors.ts';
import { dubaiDay } from '../../lib/dubai-calendar.ts';
import { recordAudit } from '../audit/service.ts';
import type { ShipmentService } from '../shipments/service.ts';
import { measuredDistanceOf } from './positions.ts';
import { resolveOrThrow } from './route/optimize.ts';
import { roadKm } from './route/road-model.ts';
import { findDriver, findVehicle, MAX_ID } from './rules.ts';
import { type DriverFigures, driverFigures, toTripDto } from './trips-dto.ts';

/** Who writes: a member of staff of the organization whose fleet it is. */
export interface TripCaller {
  organization: Organization;
  user: User;
}

const POPULATE = ['vehicle', 'driver', 'stops', 'shipments'] as const;

/**
 * What a trip does to the shipments it carries (docs/fleet.md "Trips"): starting moves those not yet on the road to
 * in transit, completing delivers those not yet delivered. A shipment already in the target status, or delivered,
 * is left as it is (a delivered shipment never goes back to in transit); cancelling a trip changes none.
 */
const SHIPMENT_MOVES: Record<'start' | 'complete', { to: ShipmentStatus; from: readonly ShipmentStatus[] }> = {
  start: { to: 'in_transit', from: ['pending', 'delayed', 'customs_clearance'] },
  complete: { to: 'delivered', from: ['pending', 'in_transit', 'delayed', 'customs_clearance'] },
};

const said = (status: string) => status.replace(/_/g, ' ');

/** The organization's trip by id with everything it is answered with; 404 for anyone else's. */
async function findTrip(em: EntityManager, organization: Organization, id: number): Promise<Trip> {
  const trip =
    id <= MAX_ID ? await em.findOne(Trip, { id, organization: organization.id }, { populate: POPULATE }) : null;
  if (!trip) throw new NotFoundError('Trip not found');
  return trip;
}

/** The next `TRP-000123` of the organization. */
async function nextTripNumber(em: EntityManager, organization: Organization): Promise<string> {
  const last = await em.findOne(Trip, { organization: organization.id }, { orderBy: { id: 'desc' } });
  const n = last ? Number(last.tripNumber.slice(4)) + 1 : 1;
  return `TRP-${String(n).padStart(6, '0')}`;
}

/**
 * 409 with the reason when the trip's vehicle or driver may not set off: a vehicle in maintenance, out of service or
 * retired, or with an expired registration; a driver who is not active or whose licence has expired; either already
 * on another trip in progress.
 */
async function assertCanStart(em: EntityManager, trip: Trip): Promise<void> {
  const { vehicle, driver } = trip;
  const today = dubaiDay();
  const plate = vehicle.licensePlate;
  if (vehicle.status !== 'active') {
    throw new ConflictError(
      `Vehicle ${plate} is ${vehicle.status === 'maintenance' ? 'in maintenance' : said(vehicle.status)}: only an active vehicle can start a trip`,
    );
  }
  if (vehicle.registrationExpiry < today) {
    throw new ConflictError(
      `Vehicle ${plate}'s registration expired on ${vehicle.registrationExpiry}: renew it before the vehicle starts a trip`,
    );
  }
  if (driver.status !== 'active') {
    throw new ConflictError(`Driver ${driver.name} is ${said(driver.status)}: only an active driver can start a trip`);
  }
  if (driver.licenseExpiry < today) {
    throw new ConflictError(
      `Driver ${driver.name}'s licence expired on ${driver.licenseExpiry}: renew it before they start a trip`,
    );
  }
  const busy = await em.find(Trip, {
    organization: trip.organization.id,
    status: 'in_progress',
    id: { $ne: trip.id },
    $or: [{ vehicle: vehicle.id }, { driver: driver.id }],
  });
  const onVehicle = busy.find((t) => t.vehicle.id === vehicle.id);
  if (onVehicle) throw new ConflictError(`Vehicle ${plate} is already on trip ${onVehicle.tripNumber}, in progress`);
  const onDriver = busy.find((t) => t.driver.id === driver.id);
  if (onDriver) {
    throw new ConflictError(`Driver ${driver.name} is already on trip ${onDriver.tripNumber}, in progress`);
  }
}

/** The figures of each driver from their finished trips, in one query; drivers without any are absent. */
export async function tripFiguresOf(em: EntityManager, driverIds: number[]): Promise<Map<number, DriverFigures>> {
  const figures = new Map<number, DriverFigures>();
  if (!driverIds.length) return figures;
  const trips = await em.find(
    Trip,
    { driver: { $in: driverIds }, status: { $in: ['completed', 'cancelled'] } },
    { fields: ['driver', 'status', 'plannedStart', 'startedAt', 'rating'] },
  );
  const byDriver = new Map<number, typeof trips>();
  for (const t of trips) byDriver.set(t.driver.id, [...(byDriver.get(t.driver.id) ?? []), t]);
  for (const [id, rows] of byDriver) figures.set(id, driverFigures(rows));
  return figures;
}

/**
 * Trips of an organization's fleet (issue 14): tenant-scoped, validated, every write audited. Starting and completing
 * a trip moves its shipments through the shipment status path (`ShipmentService.changeStatus`, the one behind
 * `POST /api/shipments/{id}/status`), which records the shipment event and pushes `shipment_update` to the customer.
 */
export function createTripService(options: { em: EntityManager; shipments: Pick<ShipmentService, 'changeStatus'> }) {
  const { em, shipments } = options;

  /** Changes a trip as `change` says (which may refuse with a 409), in one transaction with its audit entry. */
  async function transition(
    caller: TripCaller,
    id: number,
    action: 'start' | 'complete' | 'cancel',
    change: (tx: EntityManager, trip: Trip) => Promise<Partial<Trip>>,
  ): Promise<Trip> {
    return em.transactional(async (tx) => {
      const trip = await findTrip(tx, caller.organization, id);
      const before = { status: trip.status };
      tx.assign(trip, await change(tx, trip));
      recordAudit(tx, {
        actor: caller.user,
        action: `trip.${action}`,
        targetType: 'trip',
        targetId: trip.id,
        before,
        after: {
          status: trip.status,
          ...(action === 'complete' ? { actualDistanceKm: trip.actualDistanceKm, rating: trip.rating ?? null } : {}),
        },
      });
      await tx.flush();
      return trip;
    });
  }

  /** Moves the trip's shipments (SHIPMENT_MOVES) through the shipment status path, one status event each. */
  async function moveShipments(caller: TripCaller, trip: Trip, move: 'start' | 'complete'): Promise<void> {
    const { to, from } = SHIPMENT_MOVES[move];
    const stops = trip.stops.getItems().sort((a, b) => a.position - b.position);
    const location = (move === 'start' ? stops[0] : stops.at(-1))?.place;
    const reason = move === 'start' ? `Trip ${trip.tripNumber} started` : `Delivered by trip ${trip.tripNumber}`;
    for (const s of trip.shipments.getItems()) {
      if (!from.includes(s.status)) continue;
      await shipments.changeStatus({ kind: 'user', user: caller.user }, s.id, { status: to, reason, location });
    }
  }

  function notFrom(trip: Trip, allowed: readonly TripStatus[], what: string): void {
    if (!allowed.includes(trip.status)) {
      throw new ConflictError(`Trip ${trip.tripNumber} is ${said(trip.status)}: ${what}`);
    }
  }

  return {
    /** `GET /api/fleet/trips`: newest first, optionally one status, a page at a time. */
    async list(organization: Organization, rawQuery: unknown): Promise<TripPage> {
      const query = parseInput(TripListQuery, rawQuery);
      const [trips, total] = await em.findAndCount(
        Trip,
        { organization: organization.id, ...(query.status ? { status: query.status } : {}) },
        {
          populate: POPULATE,
          orderBy: { id: 'desc' },
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        },
      );
      return { items: trips.map(toTripDto), total, page: query.page, pageSize: query.pageSize };
    },

    async get(organization: Organization, id: number): Promise<TripDto> {
      return toTripDto(await findTrip(em, organization, id));
    },

    /**
     * `POST /api/fleet/trips` (Create Trip): the organization's vehicle, driver and shipments (404 otherwise), the
     * stops resolved against the gazetteer (400 with suggestions for an unknown name), the planned distance the road
     * model's km along the stops in order.
     */
    async create(caller: TripCaller, raw: unknown): Promise<TripDto> {
      const input = parseInput(CreateTrip, raw);
      const places = input.stops.map((text) => ({ text, place: resolveOrThrow(text) }));
      let km = 0;
      for (let i = 1; i < places.length; i++) km += roadKm(places[i - 1]!.place, places[i]!.place);
      const organization = caller.organization;
      for (let attempt = 1; ; attempt++) {
        try {
          const id = await em.transactional(async (tx) => {
            const vehicle = await findVehicle(tx, organization, input.vehicleId);
            const driver = await findDriver(tx, organization, input.driverId);
            if (vehicle.status === 'retired') throw new ConflictError(`Vehicle ${vehicle.licensePlate} is retired`);
            if (driver.status === 'retired') throw new ConflictError(`Driver ${driver.name} is retired`);
            const carried = input.shipmentIds.length
              ? await tx.find(Shipment, { id: { $in: input.shipmentIds }, organization: organization.id })
              : [];
            const missing = input.shipmentIds.find((sid) => !carried.some((s) => s.id === sid));
            if (missing !== undefined) throw new NotFoundError(`Shipment ${missing} not found`);
            const delivered = carried.find((s) => s.status === 'delivered');
            if (delivered) throw new ConflictError(`Shipment ${delivered.trackingNumber} is already delivered`);
            const trip = tx.create(Trip, {
              organization: organization.id,
              tripNumber: await nextTripNumber(tx, organization),
              vehicle,
              driver,
              status: 'planned',
              plannedDistanceKm: Math.round(km * 10) / 10,
              actualDistanceKm: null,
              plannedStart: new Date(input.plannedStart),
              notes: input.notes || null,
            });
            trip.shipments.set(carried);
            places.forEach(({ text, place }, i) => {
              const gazetteer = place.kind !== 'coordinates';
              tx.create(TripStop, {
                trip,
                position: i + 1,
                place: gazetteer ? place.en : text.trim(),
                placeId: gazetteer ? place.id : null,
                lat: place.lat,
                lon: place.lon,
              });
            });
            await tx.flush();
            recordAudit(tx, {
              actor: caller.user,
              action: 'trip.create',
              targetType: 'trip',
              targetId: trip.id,
              after: {
                tripNumber: trip.tripNumber,
                vehicleId: vehicle.id,
                driverId: driver.id,
                stops: input.stops.length,
                shipmentIds: carried.map((s) => s.id),
                plannedDistanceKm: trip.plannedDistanceKm,
                plannedStart: trip.plannedStart.toISOString(),
              },
            });
            return trip.id;
          });
          return this.get(organization, id);
        } catch (err) {
          // Two trips created at once took the same number: the unique index refused one; it takes the next.
          if (!(err instanceof UniqueConstraintViolationException) || attempt >= 10) throw err;
        }
      }
    },

    /**
     * `POST /api/fleet/trips/{id}/start`: a planned trip whose vehicle and driver may set off (409 with the reason
     * otherwise); its shipments go in transit.
     */
    async start(caller: TripCaller, id: number): Promise<TripDto> {
      const trip = await transition(caller, id, 'start', async (tx, trip) => {
        notFrom(trip, ['planned'], 'only a planned trip can start');
        await assertCanStart(tx, trip);
        return { status: 'in_progress', startedAt: new Date() };
      });
      await moveShipments(caller, trip, 'start');
      return this.get(caller.organization, id);
    },

    /**
     * `POST /api/fleet/trips/{id}/complete`: a trip in progress, with the dispatcher's rating when given; its
     * shipments are delivered.
     */
    async complete(caller: TripCaller, id: number, raw: unknown): Promise<TripDto> {
      const input = parseInput(CompleteTrip, raw ?? {});
      const trip = await transition(caller, id, 'complete', async (tx, trip) => {
        notFrom(trip, ['in_progress'], 'only a trip in progress can be completed');
        // Without a figure from the caller: the distance measured along the breadcrumb, else the planned one.
        const measured = input.actualDistanceKm === undefined ? await measuredDistanceOf(tx, trip) : null;
        return {
          status: 'completed',
          completedAt: new Date(),
          actualDistanceKm: input.actualDistanceKm ?? measured ?? Number(trip.plannedDistanceKm),
          rating: input.rating ?? null,
        };
      });
      await moveShipments(caller, trip, 'complete');
      return this.get(caller.organization, id);
    },

    /** `POST /api/fleet/trips/{id}/cancel`: a planned trip or one in progress; its shipments stay as they are. */
    async cancel(caller: TripCaller, id: number): Promise<TripDto> {
      await transition(caller, id, 'cancel', async (_tx, trip) => {
        notFrom(trip, ['planned', 'in_progress'], 'only a planned trip or one in progress can be cancelled');
        return { status: 'cancelled', cancelledAt: new Date() };
      });
      return this.get(caller.organization, id);
    },
  };
}
