import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  BREADCRUMB_MAX_SPEED_KMH,
  type DeviceToken,
  type DeviceTokenRevoked,
  type LatestPosition,
  type LivePosition,
  POSITION_LIMITS,
  POSITION_STALE_AFTER_MS,
  type TripBreadcrumb,
} from '@qafila/contracts';
import type { Context } from 'koa';
import { Organization, Trip, Vehicle, VehicleDevice, VehiclePosition } from '../../db/entities/index.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.ts';
import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import { readRawBody } from '../../http/raw-body.ts';
import type { Services } from '../../services.ts';
import { recordAudit } from '../audit/service.ts';
import { greatCircleKm } from '../dashboard/environment.ts';
import { usersWithSection } from '../dashboard/sections.ts';
import { findVehicle, MAX_ID } from './rules.ts';

/**
 * GPS positions of a fleet (issue 14, docs/fleet.md "Positions (OsmAnd)"): devices post them with the OsmAnd
 * protocol as Traccar implements it, authenticated by their vehicle's device token; positions taken while the
 * vehicle is on a trip in progress make that trip's breadcrumb and its measured distance.
 */

/** A form body of a position is a few hundred bytes; beyond this it is refused (413). */
export const POSITION_BODY_LIMIT_BYTES = 4096;
const KMH_PER_KNOT = 1.852;
const UNKNOWN_TOKEN = 'Unknown or revoked device token';

/**
 * The token is 32 random bytes (256 bits, base64url): far too many to guess, so one unsalted SHA-256 is enough to
 * keep it from being read back out of the database, and it stays a unique, indexed lookup. A slow password hash
 * (scrypt) protects low-entropy secrets and would only cost time here, on every position a device sends.
 */
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A position as a device sent it, checked and in the units we store. */
export interface PositionFix {
  recordedAt: Date;
  lat: number;
  lon: number;
  speedKmh: number | null;
  bearing: number | null;
  altitude: number | null;
  accuracy: number | null;
  battery: number | null;
}

type Fields = Record<string, string | string[] | undefined>;

/** One field's text: absent (or empty) as undefined; sent twice is 400. */
function text(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  if (Array.isArray(value)) throw new InvalidInputError(`${name} must be given once`);
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** A number within [min, max], or null when absent (400 naming the field otherwise, or when required and absent). */
function numberField(fields: Fields, names: readonly string[], min: number, max: number, required = false) {
  const name = names.find((n) => fields[n] !== undefined) ?? names[0]!;
  const raw = text(fields, name);
  if (raw === undefined) {
    if (required) throw new InvalidInputError(`${name} is required`);
    return null;
  }
  const value = Number(raw);
  if (!DECIMAL.test(raw) || !Number.isFinite(value)) throw new InvalidInputError(`${name} must be a number`);
  if (value < min || value > max) throw new InvalidInputError(`${name} must be between ${min} and ${max}`);
  return value;
}

/** ISO 8601 with a date and a time; without an offset it is UTC (as Traccar reads it). */
const ISO = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** `timestamp`: Unix seconds, Unix milliseconds (13 digits and more) or ISO 8601; now when absent. */
function timestampField(fields: Fields, now: number): Date {
  const name = fields[JSON_TIMESTAMP] === undefined ? 'timestamp' : JSON_TIMESTAMP;
  const raw = text(fields, name);
  if (raw === undefined) return new Date(now);
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(raw)) {
    const n = Number(raw);
    ms = n >= 1e12 ? n : n * 1000;
  } else if (ISO.test(raw)) {
    const iso = raw.replace(' ', 'T');
    ms = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/i.test(iso) ? iso : `${iso}Z`);
  } else {
    ms = Number.NaN;
  }
  if (!Number.isFinite(ms)) {
    throw new InvalidInputError(`${name} must be Unix seconds, Unix milliseconds or an ISO 8601 date and time`);
  }
  if (ms > now + POSITION_LIMITS.maxFutureMs) throw new InvalidInputError(`${name} is more than 5 minutes ahead`);
  if (ms < now - POSITION_LIMITS.maxAgeMs) throw new InvalidInputError(`${name} is more than 7 days old`);
  return new Date(ms);
}

const KNOTS_PER_MPS = 3.6 / KMH_PER_KNOT;
const JSON_TIMESTAMP = 'location.timestamp';
const JSON_NUMBERS = ['latitude', 'longitude', 'speed', 'heading', 'altitude', 'accuracy'] as const;

/**
 * The OsmAnd fields (`lat`, `lon`, `timestamp`, `speed` in knots, `bearing` or `heading`, …) checked; or those of
 * Traccar Client 9's JSON, flattened by `jsonFields` (`location.coords.latitude`, speed in m/s, battery level 0–1).
 */
export function parseOsmAnd(fields: Fields, now = Date.now()): PositionFix {
  const lat = numberField(fields, ['lat', 'location.coords.latitude'], -90, 90, true)!;
  const lon = numberField(fields, ['lon', 'location.coords.longitude'], -180, 180, true)!;
  const maxKnots = POSITION_LIMITS.maxSpeedKnots;
  const mps = numberField(fields, ['location.coords.speed'], 0, Math.floor(maxKnots / KNOTS_PER_MPS));
  const knots = mps === null ? numberField(fields, ['speed'], 0, maxKnots) : mps * KNOTS_PER_MPS;
  const level = numberField(fields, ['location.battery.level'], 0, 1);
  return {
    lat,
    lon,
    recordedAt: timestampField(fields, now),
    speedKmh: knots === null ? null : Math.round(knots * KMH_PER_KNOT * 100) / 100,
    bearing: numberField(fields, ['bearing', 'heading', 'location.coords.heading'], 0, 360),
    altitude: numberField(
      fields,
      ['altitude', 'location.coords.altitude'],
      POSITION_LIMITS.minAltitudeM,
      POSITION_LIMITS.maxAltitudeM,
    ),
    accuracy: numberField(fields, ['accuracy', 'location.coords.accuracy'], 0, POSITION_LIMITS.maxAccuracyM),
    battery: level === null ? numberField(fields, ['batt'], 0, 100) : Math.round(level * 1000) / 10,
  };
}

/**
 * Traccar Client 9's JSON (`{ location: { timestamp, coords: {…}, battery: { level } }, device_id }`) as fields named
 * by their path. The SDK's -1 ("unknown") for speed, heading and battery level is left out; one location per post.
 */
function jsonFields(body: unknown): Fields {
  const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const root = obj(body);
  if (Array.isArray(root.location)) throw new InvalidInputError('location must be one position, not a list');
  const location = obj(root.location);
  const coords = obj(location.coords);
  const value = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
  const fields: Fields = {
    id: value(root.device_id),
    [JSON_TIMESTAMP]: value(location.timestamp),
    'location.battery.level': value(obj(location.battery).level),
  };
  for (const k of JSON_NUMBERS) fields[`location.coords.${k}`] = value(coords[k]);
  for (const k of ['location.coords.speed', 'location.coords.heading', 'location.battery.level']) {
    if (fields[k] !== undefined && Number(fields[k]) < 0) fields[k] = undefined;
  }
  return fields;
}

type Point = { lat: number; lon: number; recordedAt: Date };

/** One breadcrumb segment's km; 0 for a jump (implied speed over BREADCRUMB_MAX_SPEED_KMH, or no time between). */
export function segmentKm(a: Point, b: Point): number {
  const km = greatCircleKm(a, b);
  if (km === 0) return 0;
  const hours = Math.abs(b.recordedAt.getTime() - a.recordedAt.getTime()) / 3_600_000;
  return hours > 0 && km / hours <= BREADCRUMB_MAX_SPEED_KMH ? km : 0;
}

/** The haversine km along points in time order, jumps left out. */
export function breadcrumbKm(points: readonly Point[]): number {
  let km = 0;
  for (let i = 1; i < points.length; i++) km += segmentKm(points[i - 1]!, points[i]!);
  return km;
}

const round3 = (km: number) => Math.round(km * 1000) / 1000;

/** A stored position as a point (PostgreSQL answers doubles as text). */
const pointOf = (p: VehiclePosition): Point => ({ lat: Number(p.lat), lon: Number(p.lon), recordedAt: p.recordedAt });

const breadcrumbOf = (em: EntityManager, tripId: number) =>
  em.find(VehiclePosition, { trip: tripId }, { orderBy: { recordedAt: 'asc', id: 'asc' } });

/**
 * The distance measured along a trip's breadcrumb to 0.1 km, for completing it without an actual distance: null
 * when it has fewer than two points (nothing was measured).
 */
export async function measuredDistanceOf(em: EntityManager, trip: Trip): Promise<number | null> {
  const points = await em.count(VehiclePosition, { trip: trip.id });
  return points >= 2 ? Math.round(Number(trip.measuredDistanceKm) * 10) / 10 : null;
}

/** Adds a fix to its trip's measured distance: one segment when it is the newest point, else all again. */
async function measure(tx: EntityManager, trip: Trip, row: VehiclePosition): Promise<void> {
  const [before] = await tx.find(
    VehiclePosition,
    { trip: trip.id, recordedAt: { $lte: row.recordedAt }, id: { $ne: row.id } },
    { orderBy: { recordedAt: 'desc', id: 'desc' }, limit: 1 },
  );
  const later = await tx.count(VehiclePosition, { trip: trip.id, recordedAt: { $gt: row.recordedAt } });
  trip.measuredDistanceKm = later
    ? round3(breadcrumbKm((await breadcrumbOf(tx, trip.id)).map(pointOf)))
    : round3(Number(trip.measuredDistanceKm) + (before ? segmentKm(pointOf(before), pointOf(row)) : 0));
}

/** Stores a fix of the vehicle; on its trip in progress, as part of the breadcrumb. Answers the trip it joined. */
async function record(em: EntityManager, vehicle: Vehicle, fix: PositionFix): Promise<Trip | null> {
  return em.transactional(async (tx) => {
    const trip = await tx.findOne(Trip, { vehicle: vehicle.id, status: 'in_progress' });
    // A fix taken before the trip started (a backlog sent late) is the vehicle's, not the trip's.
    const onTrip = trip?.startedAt && fix.recordedAt >= trip.startedAt ? trip : null;
    const row = tx.create(VehiclePosition, { vehicle: vehicle.id, trip: onTrip, ...fix });
    await tx.flush();
    if (onTrip) {
      await measure(tx, onTrip, row);
      await tx.flush();
    }
    return onTrip;
  });
}

type Num = number | string | null | undefined;

/** The map's view of a fix, as sent or stored (PostgreSQL answers doubles as text). */
const latestOf = (
  vehicle: Vehicle,
  p: { lat: Num; lon: Num; speedKmh: Num; bearing: Num; recordedAt: Date },
  now: number,
): LatestPosition => ({
  vehicleId: vehicle.id,
  emirate: vehicle.emirate,
  licensePlate: vehicle.licensePlate,
  lat: Number(p.lat),
  lon: Number(p.lon),
  speedKmh: p.speedKmh == null ? null : Number(p.speedKmh),
  bearing: p.bearing == null ? null : Number(p.bearing),
  recordedAt: p.recordedAt.toISOString(),
  stale: now - p.recordedAt.getTime() > POSITION_STALE_AFTER_MS,
});

/**
 * Pushes a stored fix as `fleet_position` to the open sockets of the vehicle's organization's staff who may use the
 * fleet section now (the rule of its HTTP routes). Nothing is read when none of the organization's users is online.
 */
async function push(services: Services, vehicle: Vehicle, fix: PositionFix, trip: Trip | null): Promise<void> {
  const { realtime } = services;
  const online = realtime.usersOnline(vehicle.organization.id);
  if (online.length === 0) return;
  const em = services.orm.em.fork();
  const organization = await em.findOneOrFail(Organization, vehicle.organization.id);
  const recipients = await usersWithSection(em, organization, online, 'fleet');
  const position: LivePosition = { ...latestOf(vehicle, fix, Date.now()), tripId: trip?.id ?? null };
  realtime.publishToUsers(recipients, { type: 'fleet_position', position });
}

/** The position's fields: the query string, and an application/x-www-form-urlencoded body over them. */
async function osmAndFields(ctx: Context): Promise<Fields> {
  const fields: Fields = { ...ctx.query };
  if (ctx.method !== 'POST') return fields;
  if (ctx.request.body !== undefined && ctx.is('json')) {
    // Traccar Client 9+: the id may also come in the query string.
    const json = jsonFields(ctx.request.body);
    return { ...fields, ...Object.fromEntries(Object.entries(json).filter(([, v]) => v !== undefined)) };
  }
  if (!ctx.is('application/x-www-form-urlencoded')) return fields;
  const raw = await readRawBody(ctx, POSITION_BODY_LIMIT_BYTES, 'Position body is too large (at most 4 KB)');
  for (const [name, value] of new URLSearchParams(raw.toString('utf8'))) {
    const had = fields[name];
    fields[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return fields;
}

/** A device's post: token (401), per-token limit (429, invalid posts count too), fields (400), stored; 200 empty. */
function receive(services: Services) {
  return async (ctx: Context) => {
    const fields = await osmAndFields(ctx);
    const token = text(fields, 'id') ?? text(fields, 'deviceid');
    if (!token) throw unauthorized('id (the device token) is required');
    const hit = services.limits.positionsPerDevice.hit(hashToken(token));
    if (hit.limited) {
      throw new HttpError(429, `Too many positions. Try again in ${hit.retryAfterSeconds} seconds.`, {
        'Retry-After': String(hit.retryAfterSeconds),
      });
    }
    const em = services.orm.em;
    const device = await em.findOne(VehicleDevice, { tokenHash: hashToken(token) }, { populate: ['vehicle'] });
    if (!device || device.vehicle.status === 'retired') throw unauthorized(UNKNOWN_TOKEN);
    const fix = parseOsmAnd(fields);
    const trip = await record(em, device.vehicle, fix);
    // The position is stored: a failed push must not make the device send it again.
    await push(services, device.vehicle, fix, trip).catch((err) =>
      services.logger.warn({ err }, 'fleet_position push failed'),
    );
    ctx.status = 200;
    ctx.type = 'text/plain';
    ctx.body = '';
  };
}

/** The latest position of each of the organization's vehicles that are not retired. */
async function latest(em: EntityManager, organization: Organization, now = Date.now()): Promise<LatestPosition[]> {
  const vehicles = await em.find(
    Vehicle,
    { organization: organization.id, status: { $ne: 'retired' } },
    { orderBy: { id: 'asc' } },
  );
  const out: LatestPosition[] = [];
  for (const v of vehicles) {
    const [p] = await em.find(
      VehiclePosition,
      { vehicle: v.id },
      { orderBy: { recordedAt: 'desc', id: 'desc' }, limit: 1 },
    );
    if (p) out.push(latestOf(v, p, now));
  }
  return out;
}

async function breadcrumb(em: EntityManager, organization: Organization, id: number): Promise<TripBreadcrumb> {
  const trip = id <= MAX_ID ? await em.findOne(Trip, { id, organization: organization.id }) : null;
  if (!trip) throw new NotFoundError('Trip not found');
  const points = await breadcrumbOf(em, trip.id);
  return {
    tripId: trip.id,
    measuredDistanceKm: Number(trip.measuredDistanceKm),
    points: points.map((p) => ({
      lat: Number(p.lat),
      lon: Number(p.lon),
      speedKmh: p.speedKmh == null ? null : Number(p.speedKmh),
      bearing: p.bearing == null ? null : Number(p.bearing),
      recordedAt: p.recordedAt.toISOString(),
    })),
  };
}

/** Fleet positions: devices' posts (no session, the token authenticates), device tokens, the map and breadcrumbs. */
export function positionHandlers(services: Services) {
  const em = services.orm.em;
  const staff = (ctx: Context) => requireAuth(ctx).user;
  return {
    'GET /api/fleet/positions': receive(services),
    'POST /api/fleet/positions': receive(services),
    'GET /api/fleet/positions/latest': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return latest(em, staff(ctx).organization);
    },
    'GET /api/fleet/trips/:id/breadcrumb': async (ctx, { params }) => {
      ctx.set('Cache-Control', 'no-store');
      return breadcrumb(em, staff(ctx).organization, params.id);
    },
    'POST /api/fleet/vehicles/:id/device-token': async (ctx, { params }): Promise<DeviceToken> => {
      const user = staff(ctx);
      ctx.set('Cache-Control', 'no-store');
      return em.transactional(async (tx) => {
        const vehicle = await findVehicle(tx, user.organization, params.id);
        if (vehicle.status === 'retired') throw new ConflictError(`Vehicle ${vehicle.licensePlate} is retired`);
        const token = randomBytes(32).toString('base64url');
        const existing = await tx.findOne(VehicleDevice, { vehicle: vehicle.id });
        if (existing) tx.remove(existing);
        await tx.flush();
        const device = tx.create(VehicleDevice, { vehicle, tokenHash: hashToken(token) });
        recordAudit(tx, {
          actor: user,
          action: existing ? 'vehicle.device_token.replace' : 'vehicle.device_token.create',
          targetType: 'vehicle',
          targetId: vehicle.id,
        });
        await tx.flush();
        return { vehicleId: vehicle.id, token, createdAt: device.createdAt.toISOString() };
      });
    },
    'DELETE /api/fleet/vehicles/:id/device-token': async (ctx, { params }): Promise<DeviceTokenRevoked> => {
      const user = staff(ctx);
      return em.transactional(async (tx) => {
        const vehicle = await findVehicle(tx, user.organization, params.id);
        const existing = await tx.findOne(VehicleDevice, { vehicle: vehicle.id });
        if (existing) {
          tx.remove(existing);
          recordAudit(tx, {
            actor: user,
            action: 'vehicle.device_token.revoke',
            targetType: 'vehicle',
            targetId: vehicle.id,
          });
        }
        await tx.flush();
        return { vehicleId: vehicle.id, revoked: Boolean(existing) };
      });
    },
  } satisfies Handlers;
}
