import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  type AttachSensor,
  boundsOf,
  type ColdChainProfile as ColdChainProfileDto,
  type ColdChainShipment,
  type CreateSensor,
  DEFAULT_TOLERANCE_MINUTES,
  type Excursion,
  inRange,
  type PostReadings,
  READING_LIMITS,
  READINGS_POSTS_PER_MINUTE,
  ReadingBatch,
  ReadingInput,
  type ReadingsStored,
  SENSOR_SILENT_AFTER_MS,
  type Sensor,
  type SensorToken,
  type SetColdChainProfile,
  type ShipmentTemperature,
  type TelemetryVehicle,
  type TemperatureAlert,
  type UpdateSensor,
} from '@qafila/contracts';
import {
  ColdChainProfile,
  CommunicationRecord,
  type Organization,
  SensorAssignment,
  Shipment,
  TemperatureExcursion,
  TemperatureReading,
  TemperatureSensor,
  type User,
  Vehicle,
} from '../../db/entities/index.ts';
import { ConflictError, InvalidInputError, NotFoundError, parseInput } from '../../domain/errors.ts';
import { HttpError } from '../../http/errors.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { toCsv } from '../../lib/csv.ts';
import type { Logger } from '../../logger.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import { recordNotification } from '../notifications/service.ts';
import { trackingKey } from '../shipments/tracking.ts';
import { detectExcursions, minutesOutOfRange, type Point } from './excursions.ts';

/**
 * Temperature Monitoring (issue 18, docs/temperature.md, ADR 0036): sensors and their device tokens, readings posted
 * by devices, per-shipment ranges and the excursions found in the readings.
 */

const MAX_ID = 2_147_483_647;
export const UNKNOWN_SENSOR_TOKEN = 'Unknown or revoked device token';

/** 32 random bytes: one unsalted SHA-256 keeps it unreadable and indexed (as vehicle device tokens, issue 14). */
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => `qs_${randomBytes(32).toString('base64url')}`;

/** PostgreSQL answers doubles as text. */
const num = (v: number | string) => Number(v);
const numOrNull = (v: number | string | null | undefined) => (v == null ? null : Number(v));

const profileDto = (p: ColdChainProfile): ColdChainProfileDto => ({
  range: p.range,
  minC: numOrNull(p.minC),
  maxC: numOrNull(p.maxC),
  toleranceMinutes: p.toleranceMinutes,
});

const boundsOfRow = (p: ColdChainProfile) => boundsOf(profileDto(p));

const readingDto = (r: TemperatureReading) => ({
  sensorId: r.sensor.id,
  at: r.recordedAt.toISOString(),
  temperatureC: num(r.temperatureC),
  humidity: numOrNull(r.humidity),
});

const excursionDto = (e: TemperatureExcursion): Excursion => ({
  id: e.id,
  shipmentId: e.shipment.id,
  trackingNumber: e.shipment.trackingNumber,
  sensorId: e.sensor.id,
  sensorName: e.sensor.name,
  startedAt: e.startedAt.toISOString(),
  endedAt: e.endedAt ? e.endedAt.toISOString() : null,
  minC: num(e.minC),
  maxC: num(e.maxC),
});

/** The readings of a sensor while attached to a shipment (`to` excluded), in time order. */
function readingsWhile(em: EntityManager, a: SensorAssignment) {
  return em.find(
    TemperatureReading,
    {
      sensor: a.sensor.id,
      recordedAt: a.toAt ? { $gte: a.fromAt, $lt: a.toAt } : { $gte: a.fromAt },
    },
    { orderBy: { recordedAt: 'asc', id: 'asc' } },
  );
}

/** One reading's checks beyond its schema: at most 5 minutes ahead and 7 days old. */
function checkTime(r: ReadingInput, field: string, now: number): Date {
  const at = Date.parse(r.at);
  if (at > now + READING_LIMITS.maxFutureMs) throw new InvalidInputError(`${field} is more than 5 minutes ahead`);
  if (at < now - READING_LIMITS.maxAgeMs) throw new InvalidInputError(`${field} is more than 7 days old`);
  return new Date(at);
}

export function createTelemetryService(em: EntityManager, realtime: RealtimeHub, logger: Logger) {
  const postsPerToken = createRateLimiter({ limit: READINGS_POSTS_PER_MINUTE, windowMs: 60_000 });

  async function findSensor(tx: EntityManager, organization: Organization, id: number) {
    const sensor = id <= MAX_ID ? await tx.findOne(TemperatureSensor, { id, organization: organization.id }) : null;
    if (!sensor) throw new NotFoundError('Sensor not found');
    return sensor;
  }

  async function findShipment(tx: EntityManager, organization: Organization, id: number) {
    const shipment = id <= MAX_ID ? await tx.findOne(Shipment, { id, organization: organization.id }) : null;
    if (!shipment) throw new NotFoundError('Shipment not found');
    return shipment;
  }

  async function findVehicle(tx: EntityManager, organization: Organization, id: number | null | undefined) {
    if (id == null) return null;
    const vehicle = id <= MAX_ID ? await tx.findOne(Vehicle, { id, organization: organization.id }) : null;
    if (!vehicle) throw new NotFoundError('Vehicle not found');
    return vehicle;
  }

  /** The sensor as the list shows it: attachments now, the latest reading and where it stands. */
  async function sensorDto(tx: EntityManager, sensor: TemperatureSensor, now = Date.now()): Promise<Sensor> {
    const [assignments, [last]] = await Promise.all([
      tx.find(SensorAssignment, { sensor: sensor.id, toAt: null }, { populate: ['shipment'], orderBy: { id: 'asc' } }),
      tx.find(TemperatureReading, { sensor: sensor.id }, { orderBy: { recordedAt: 'desc' }, limit: 1 }),
    ]);
    const profiles = assignments.length
      ? await tx.find(ColdChainProfile, { shipment: { $in: assignments.map((a) => a.shipment.id) } })
      : [];
    const vehicle = sensor.vehicle ? await tx.findOne(Vehicle, sensor.vehicle.id) : null;
    const state = !last
      ? 'no_reading'
      : profiles.length === 0
        ? 'no_range'
        : profiles.every((p) => inRange(num(last.temperatureC), boundsOfRow(p)))
          ? 'in_range'
          : 'out_of_range';
    return {
      id: sensor.id,
      name: sensor.name,
      kind: sensor.kind,
      status: sensor.status,
      vehicleId: vehicle?.id ?? null,
      licensePlate: vehicle?.licensePlate ?? null,
      assignments: assignments.map((a) => ({
        id: a.id,
        shipmentId: a.shipment.id,
        trackingNumber: a.shipment.trackingNumber,
        from: a.fromAt.toISOString(),
        to: a.toAt ? a.toAt.toISOString() : null,
      })),
      lastReading: last ? readingDto(last) : null,
      state,
      silent: !last || now - last.recordedAt.getTime() > SENSOR_SILENT_AFTER_MS,
      createdAt: sensor.createdAt.toISOString(),
    };
  }

  /**
   * Finds the excursions of a sensor's readings for a shipment again and brings the stored ones in line: new ones are
   * created (and answered, to be told), changed ones updated, ones the readings no longer show (a late reading split
   * a run) removed. Excursions are keyed by their start, so a sustained breach posted in many batches is one.
   */
  async function reconcile(tx: EntityManager, shipment: Shipment, sensor: TemperatureSensor) {
    const profile = await tx.findOne(ColdChainProfile, { shipment: shipment.id });
    const existing = await tx.find(TemperatureExcursion, { shipment: shipment.id, sensor: sensor.id });
    const assignments = await tx.find(SensorAssignment, { shipment: shipment.id, sensor: sensor.id });
    const points: Point[] = [];
    for (const a of assignments) {
      for (const r of await readingsWhile(tx, a)) {
        points.push({ at: r.recordedAt.getTime(), temperatureC: num(r.temperatureC) });
      }
    }
    const runs = profile ? detectExcursions(points, boundsOfRow(profile), profile.toleranceMinutes * 60_000) : [];
    const byStart = new Map(existing.map((e) => [e.startedAt.getTime(), e]));
    const opened: TemperatureExcursion[] = [];
    for (const run of runs) {
      const found = byStart.get(run.startedAt);
      const fields = {
        endedAt: run.endedAt === null ? null : new Date(run.endedAt),
        minC: run.minC,
        maxC: run.maxC,
      };
      if (found) {
        tx.assign(found, fields);
        byStart.delete(run.startedAt);
      } else {
        opened.push(
          tx.create(TemperatureExcursion, {
            organization: shipment.organization,
            shipment,
            sensor,
            startedAt: new Date(run.startedAt),
            ...fields,
          }),
        );
      }
    }
    for (const stale of byStart.values()) tx.remove(stale);
    return { opened, profile };
  }

  /** Tells the staff (a notification) and the customer (their open support dashboard) of an excursion. */
  function notify(tx: EntityManager, shipment: Shipment, excursion: TemperatureExcursion, profile: ColdChainProfile) {
    const bounds = boundsOfRow(profile);
    const worst = bounds.maxC !== null && num(excursion.maxC) > bounds.maxC ? num(excursion.maxC) : num(excursion.minC);
    recordNotification(tx, {
      organization: shipment.organization,
      kind: 'temperature_excursion',
      shipment,
      customer: shipment.customer,
      // `worst °C:min °C:max °C:start` (an open bound empty): the dashboard writes the sentence in the reader's language.
      detail: `${worst}:${bounds.minC ?? ''}:${bounds.maxC ?? ''}:${excursion.startedAt.toISOString()}`,
    });
    // The customer's communication log keeps it (the support dashboard's list), as the other messages they were sent.
    const dubai = new Date(excursion.startedAt.getTime() + 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    tx.create(CommunicationRecord, {
      organization: shipment.organization,
      customer: shipment.customer,
      shipment,
      channel: 'web',
      messageType: 'temperature_alert',
      subject: `${shipment.trackingNumber}: temperature out of range (${worst} °C) since ${dubai} Dubai time`,
      occurredAt: excursion.startedAt,
    });
    const alert: TemperatureAlert = {
      shipmentId: shipment.id,
      trackingNumber: shipment.trackingNumber,
      startedAt: excursion.startedAt.toISOString(),
      temperatureC: num(worst),
      minC: bounds.minC,
      maxC: bounds.maxC,
    };
    return () => realtime.publishToCustomer(shipment.customer.id, { type: 'temperature_alert', alert });
  }

  /** Every excursion of a sensor's shipments touched by readings between `from` and `to`, brought in line. */
  async function detect(tx: EntityManager, sensor: TemperatureSensor, from: Date, to: Date) {
    const assignments = await tx.find(
      SensorAssignment,
      { sensor: sensor.id, fromAt: { $lte: to }, $or: [{ toAt: null }, { toAt: { $gt: from } }] },
      { populate: ['shipment'] },
    );
    const shipments = new Map(assignments.map((a) => [a.shipment.id, a.shipment]));
    const pushes: (() => void)[] = [];
    for (const shipment of shipments.values()) {
      const { opened, profile } = await reconcile(tx, shipment, sensor);
      for (const e of opened) if (profile) pushes.push(notify(tx, shipment, e, profile));
    }
    return pushes;
  }

  return {
    /** A sensor by id or by name (case-insensitive; several of that name: refused), for the CLI. */
    async sensorByRef(ref: string): Promise<{ id: number; name: string; status: string }> {
      const id = /^\d+$/.test(ref) ? Number(ref) : null;
      const rows =
        id !== null && id <= MAX_ID
          ? await em.find(TemperatureSensor, { id })
          : (await em.find(TemperatureSensor, {})).filter((s) => s.name.toLowerCase() === ref.trim().toLowerCase());
      if (rows.length === 0) throw new NotFoundError(`No sensor '${ref}'`);
      if (rows.length > 1) throw new ConflictError(`Several sensors are named '${ref}': give its id`);
      return { id: rows[0]!.id, name: rows[0]!.name, status: rows[0]!.status };
    },

    /** A new device token for a sensor (the old one stops working), for an operator of the CLI; audited. */
    async issueToken(sensorId: number, actor: Actor): Promise<string> {
      return em.transactional(async (tx) => {
        const sensor = await tx.findOneOrFail(TemperatureSensor, sensorId);
        const token = newToken();
        sensor.tokenHash = hashToken(token);
        sensor.status = 'active';
        recordAudit(tx, { actor, action: 'sensor.token.rotate', targetType: 'sensor', targetId: sensor.id });
        await tx.flush();
        return token;
      });
    },

    async list(organization: Organization): Promise<Sensor[]> {
      const sensors = await em.find(TemperatureSensor, { organization: organization.id }, { orderBy: { id: 'asc' } });
      const now = Date.now();
      return Promise.all(sensors.map((s) => sensorDto(em, s, now)));
    },

    /** The organization's vehicles a sensor can be mounted in, by plate; retired ones left out. */
    async vehicles(organization: Organization): Promise<TelemetryVehicle[]> {
      const rows = await em.find(
        Vehicle,
        { organization: organization.id, status: { $ne: 'retired' } },
        { orderBy: { licensePlate: 'asc', id: 'asc' } },
      );
      return rows.map((v) => ({ id: v.id, licensePlate: v.licensePlate, name: `${v.make} ${v.model}` }));
    },

    async create(user: User, input: CreateSensor): Promise<SensorToken> {
      return em.transactional(async (tx) => {
        const vehicle = await findVehicle(tx, user.organization, input.vehicleId);
        const token = newToken();
        const sensor = tx.create(TemperatureSensor, {
          organization: user.organization,
          name: input.name,
          kind: input.kind,
          status: 'active',
          tokenHash: hashToken(token),
          vehicle,
        });
        await tx.flush();
        recordAudit(tx, { actor: user, action: 'sensor.create', targetType: 'sensor', targetId: sensor.id });
        await tx.flush();
        return { sensor: await sensorDto(tx, sensor), token };
      });
    },

    async update(user: User, id: number, input: UpdateSensor): Promise<Sensor> {
      return em.transactional(async (tx) => {
        const sensor = await findSensor(tx, user.organization, id);
        if (input.name !== undefined) sensor.name = input.name;
        if (input.kind !== undefined) sensor.kind = input.kind;
        if (input.vehicleId !== undefined) sensor.vehicle = await findVehicle(tx, user.organization, input.vehicleId);
        await tx.flush();
        return sensorDto(tx, sensor);
      });
    },

    async rotate(user: User, id: number): Promise<SensorToken> {
      return em.transactional(async (tx) => {
        const sensor = await findSensor(tx, user.organization, id);
        const token = newToken();
        sensor.tokenHash = hashToken(token);
        sensor.status = 'active';
        recordAudit(tx, { actor: user, action: 'sensor.token.rotate', targetType: 'sensor', targetId: sensor.id });
        await tx.flush();
        return { sensor: await sensorDto(tx, sensor), token };
      });
    },

    async revoke(user: User, id: number): Promise<Sensor> {
      return em.transactional(async (tx) => {
        const sensor = await findSensor(tx, user.organization, id);
        const now = new Date();
        sensor.tokenHash = null;
        sensor.status = 'revoked';
        for (const a of await tx.find(SensorAssignment, { sensor: sensor.id, toAt: null })) a.toAt = now;
        recordAudit(tx, { actor: user, action: 'sensor.token.revoke', targetType: 'sensor', targetId: sensor.id });
        await tx.flush();
        return sensorDto(tx, sensor);
      });
    },

    async attach(user: User, id: number, input: AttachSensor): Promise<Sensor> {
      const { dto, pushes } = await em.transactional(async (tx) => {
        const sensor = await findSensor(tx, user.organization, id);
        if (sensor.status === 'revoked') throw new ConflictError(`Sensor ${sensor.name} is revoked`);
        const shipment = await tx.findOne(Shipment, {
          trackingKey: trackingKey(input.trackingNumber),
          organization: user.organization.id,
        });
        if (!shipment) throw new NotFoundError('Shipment not found');
        if (await tx.count(SensorAssignment, { sensor: sensor.id, shipment: shipment.id, toAt: null })) {
          throw new ConflictError(`Sensor ${sensor.name} is already attached to ${shipment.trackingNumber}`);
        }
        if (!(await tx.count(ColdChainProfile, { shipment: shipment.id }))) {
          tx.create(ColdChainProfile, {
            shipment,
            range: 'chilled',
            minC: null,
            maxC: null,
            toleranceMinutes: DEFAULT_TOLERANCE_MINUTES,
          });
        }
        const now = Date.now();
        const from = input.from === undefined ? now : Date.parse(input.from);
        if (from > now + READING_LIMITS.maxFutureMs) throw new InvalidInputError('from is more than 5 minutes ahead');
        if (from < now - READING_LIMITS.maxAgeMs) throw new InvalidInputError('from is more than 7 days ago');
        tx.create(SensorAssignment, { sensor, shipment, fromAt: new Date(from), toAt: null });
        recordAudit(tx, {
          actor: user,
          action: 'sensor.attach',
          targetType: 'sensor',
          targetId: sensor.id,
          after: { shipmentId: shipment.id },
        });
        await tx.flush();
        // Readings already stored since `from` count for the shipment now.
        const pushes = await detect(tx, sensor, new Date(from), new Date(now));
        await tx.flush();
        return { dto: await sensorDto(tx, sensor), pushes };
      });
      for (const push of pushes) push();
      return dto;
    },

    async detach(user: User, assignmentId: number): Promise<Sensor> {
      return em.transactional(async (tx) => {
        const a =
          assignmentId <= MAX_ID
            ? await tx.findOne(
                SensorAssignment,
                { id: assignmentId, sensor: { organization: user.organization.id } },
                { populate: ['sensor'] },
              )
            : null;
        if (!a) throw new NotFoundError('Attachment not found');
        if (!a.toAt) a.toAt = new Date();
        recordAudit(tx, { actor: user, action: 'sensor.detach', targetType: 'sensor', targetId: a.sensor.id });
        await tx.flush();
        return sensorDto(tx, a.sensor);
      });
    },

    async shipments(organization: Organization): Promise<ColdChainShipment[]> {
      const [profiles, assignments] = await Promise.all([
        em.find(ColdChainProfile, { shipment: { organization: organization.id } }),
        em.find(SensorAssignment, { sensor: { organization: organization.id } }, { populate: ['sensor'] }),
      ]);
      const ids = [...new Set([...profiles.map((p) => p.shipment.id), ...assignments.map((a) => a.shipment.id)])];
      if (ids.length === 0) return [];
      const [shipments, excursions] = await Promise.all([
        em.find(Shipment, { id: { $in: ids } }, { orderBy: { createdAt: 'desc', id: 'desc' } }),
        em.find(TemperatureExcursion, { shipment: { $in: ids } }),
      ]);
      return shipments.map((s) => {
        const profile = profiles.find((p) => p.shipment.id === s.id);
        const own = excursions.filter((e) => e.shipment.id === s.id);
        const names = assignments.filter((a) => a.shipment.id === s.id).map((a) => a.sensor.name);
        return {
          shipmentId: s.id,
          trackingNumber: s.trackingNumber,
          status: s.status,
          origin: s.origin,
          destination: s.destination,
          profile: profile ? profileDto(profile) : null,
          sensorNames: [...new Set(names)],
          excursions: own.length,
          openExcursions: own.filter((e) => !e.endedAt).length,
        };
      });
    },

    async setProfile(user: User, shipmentId: number, input: SetColdChainProfile): Promise<ColdChainProfileDto> {
      const custom = input.range === 'custom';
      const minC = custom ? (input.minC ?? null) : null;
      const maxC = custom ? (input.maxC ?? null) : null;
      if (custom && minC === null && maxC === null) {
        throw new InvalidInputError('A custom range needs minC, maxC or both');
      }
      if (minC !== null && maxC !== null && minC >= maxC) throw new InvalidInputError('minC must be below maxC');
      const { profile, pushes } = await em.transactional(async (tx) => {
        const shipment = await findShipment(tx, user.organization, shipmentId);
        const fields = { range: input.range, minC, maxC, toleranceMinutes: input.toleranceMinutes };
        const found = await tx.findOne(ColdChainProfile, { shipment: shipment.id });
        const profile = found ? tx.assign(found, fields) : tx.create(ColdChainProfile, { shipment, ...fields });
        recordAudit(tx, {
          actor: user,
          action: 'shipment.cold_chain_profile',
          targetType: 'shipment',
          targetId: shipment.id,
          after: fields,
        });
        await tx.flush();
        // The excursions follow the range: found again for every sensor that has been attached.
        const pushes: (() => void)[] = [];
        const sensors = await tx.find(SensorAssignment, { shipment: shipment.id }, { populate: ['sensor'] });
        for (const sensor of new Map(sensors.map((a) => [a.sensor.id, a.sensor])).values()) {
          const { opened } = await reconcile(tx, shipment, sensor);
          for (const e of opened) pushes.push(notify(tx, shipment, e, profile));
        }
        await tx.flush();
        return { profile, pushes };
      });
      for (const push of pushes) push();
      return profileDto(profile);
    },

    async shipment(organization: Organization, shipmentId: number): Promise<ShipmentTemperature> {
      const shipment = await findShipment(em, organization, shipmentId);
      const [summary] = (await this.shipments(organization)).filter((s) => s.shipmentId === shipment.id);
      const assignments = await em.find(
        SensorAssignment,
        { shipment: shipment.id },
        { populate: ['sensor'], orderBy: { fromAt: 'asc' } },
      );
      const rows: TemperatureReading[] = [];
      for (const a of assignments) rows.push(...(await readingsWhile(em, a)));
      rows.sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime() || a.sensor.id - b.sensor.id);
      const readings = rows.map(readingDto);
      const excursions = await em.find(
        TemperatureExcursion,
        { shipment: shipment.id },
        { populate: ['sensor', 'shipment'], orderBy: { startedAt: 'asc' } },
      );
      const profile = summary?.profile ?? null;
      const sensors = [...new Map(assignments.map((a) => [a.sensor.id, { id: a.sensor.id, name: a.sensor.name }]))];
      let minutes = 0;
      if (profile) {
        for (const [id] of sensors) {
          const points = readings
            .filter((r) => r.sensorId === id)
            .map((r) => ({ at: Date.parse(r.at), temperatureC: r.temperatureC }));
          minutes += minutesOutOfRange(points, boundsOf(profile));
        }
      }
      const temps = readings.map((r) => r.temperatureC);
      const round1 = (n: number) => Math.round(n * 10) / 10;
      return {
        shipment: summary ?? {
          shipmentId: shipment.id,
          trackingNumber: shipment.trackingNumber,
          status: shipment.status,
          origin: shipment.origin,
          destination: shipment.destination,
          profile: null,
          sensorNames: [],
          excursions: 0,
          openExcursions: 0,
        },
        readings,
        sensors: sensors.map(([, s]) => s),
        excursions: excursions.map(excursionDto),
        summary: {
          count: temps.length,
          minC: temps.length ? Math.min(...temps) : null,
          maxC: temps.length ? Math.max(...temps) : null,
          meanC: temps.length ? round1(temps.reduce((a, b) => a + b, 0) / temps.length) : null,
          minutesOutOfRange: Math.round(minutes),
        },
      };
    },

    /** The cold-chain report as CSV: the shipment, its range and excursions, then one row per reading. */
    async reportCsv(organization: Organization, shipmentId: number): Promise<{ filename: string; csv: string }> {
      const t = await this.shipment(organization, shipmentId);
      const profile = t.shipment.profile;
      const bounds = profile ? boundsOf(profile) : null;
      const names = new Map(t.sensors.map((s) => [s.id, s.name]));
      const rows = [
        ['shipment', t.shipment.trackingNumber],
        ['route', `${t.shipment.origin} → ${t.shipment.destination}`],
        ['range', profile?.range ?? 'none', bounds?.minC ?? '', bounds?.maxC ?? '', profile?.toleranceMinutes ?? ''],
        ['readings', t.summary.count, t.summary.minC, t.summary.maxC, t.summary.meanC],
        ['minutes_out_of_range', t.summary.minutesOutOfRange],
        ...t.excursions.map((e) => ['excursion', e.sensorName, e.startedAt, e.endedAt ?? 'open', e.minC, e.maxC]),
        [],
        ['time_utc', 'sensor', 'temperature_c', 'humidity_pct', 'in_range'],
        ...t.readings.map((r) => [
          r.at,
          names.get(r.sensorId) ?? r.sensorId,
          r.temperatureC,
          r.humidity,
          bounds ? (inRange(r.temperatureC, bounds) ? 'yes' : 'no') : '',
        ]),
      ];
      return { filename: `qafila-cold-chain-${t.shipment.trackingNumber}.csv`, csv: toCsv(rows) };
    },

    /**
     * A device's post: its token (401), 60 posts a minute per token (429, invalid posts count too), the readings
     * (400 naming the field, nothing stored), stored once per sensor and instant, then the excursions of the
     * shipments the sensor was attached to at those times; staff and customers told of the new ones.
     */
    async receive(token: string | undefined, body: unknown): Promise<ReadingsStored> {
      if (!token) throw new HttpError(401, 'X-Device-Token (the sensor token) is required');
      const hit = postsPerToken.hit(hashToken(token));
      if (hit.limited) {
        throw new HttpError(429, `Too many readings. Try again in ${hit.retryAfterSeconds} seconds.`, {
          'Retry-After': String(hit.retryAfterSeconds),
        });
      }
      const sensor = await em.findOne(TemperatureSensor, { tokenHash: hashToken(token), status: 'active' });
      if (!sensor) throw new HttpError(401, UNKNOWN_SENSOR_TOKEN);
      // A batch or one reading, each checked with its own schema so that the 400 names the field.
      const batched = typeof body === 'object' && body !== null && 'readings' in body;
      const input: PostReadings = batched ? parseInput(ReadingBatch, body) : parseInput(ReadingInput, body);
      const list = 'readings' in input ? input.readings : [input];
      const now = Date.now();
      const batch = new Map<number, ReadingInput & { date: Date }>();
      list.forEach((r, i) => {
        const date = checkTime(r, 'readings' in input ? `readings[${i}].at` : 'at', now);
        batch.set(date.getTime(), { ...r, date });
      });
      const dates = [...batch.values()].map((r) => r.date);
      const { stored, opened, pushes } = await em.transactional(async (tx) => {
        const known = await tx.find(
          TemperatureReading,
          { sensor: sensor.id, recordedAt: { $in: dates } },
          { fields: ['recordedAt'] },
        );
        const seen = new Set(known.map((r) => r.recordedAt.getTime()));
        let stored = 0;
        for (const [at, r] of batch) {
          if (seen.has(at)) continue;
          tx.create(TemperatureReading, {
            sensor,
            recordedAt: r.date,
            temperatureC: r.temperatureC,
            humidity: r.humidity ?? null,
            lat: r.lat ?? null,
            lon: r.lon ?? null,
          });
          stored++;
        }
        await tx.flush();
        const from = new Date(Math.min(...dates.map((d) => d.getTime())));
        const to = new Date(Math.max(...dates.map((d) => d.getTime())));
        const pushes = stored ? await detect(tx, sensor, from, to) : [];
        await tx.flush();
        return { stored, opened: pushes.length, pushes };
      });
      // Stored and committed: a failed push must not make the device send again.
      for (const push of pushes) {
        try {
          push();
        } catch (err) {
          logger.warn({ err }, 'temperature_alert push failed');
        }
      }
      return { stored, duplicates: list.length - stored, excursionsOpened: opened };
    },
  };
}
export type TelemetryService = ReturnType<typeof createTelemetryService>;
