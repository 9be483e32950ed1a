import type {
  ColdChainShipment,
  ReadingsStored,
  Sensor,
  SensorToken,
  ShipmentTemperature,
  TelemetryVehicle,
} from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Notification, TemperatureExcursion, TemperatureSensor, User, Vehicle } from '../src/db/entities/index.ts';
import { detectExcursions } from '../src/modules/telemetry/excursions.ts';
import { type Actors, json, requestJson, startAdminServer, type TestServer } from './helpers.ts';

/** Issue 18, Temperature Monitoring: sensors, device tokens, readings, ranges, excursions and who is told. */
let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  const started = await startAdminServer();
  srv = started.srv;
  const { seedActors } = await import('./helpers.ts');
  actors = await seedActors(srv);
  // The flag on for both organizations and the feature for their staff and admins, as an operator does.
  const users = await srv.services.orm.em
    .fork()
    .find(User, { id: { $in: [actors.staffSame.id, actors.orgAdminOther.id, actors.orgAdminSame.id] } });
  for (const orgId of new Set(users.map((u) => u.organization.id))) {
    const res = await requestJson(srv, 'PUT', `/api/admin/organizations/${orgId}/feature-flags`, started.admin, {
      'temperature-monitoring': true,
    });
    expect(res.status).toBe(200);
  }
  for (const u of users) {
    const res = await requestJson(
      srv,
      'POST',
      `/api/admin/users/${u.id}/features/temperature-monitoring`,
      started.admin,
    );
    expect(res.status).toBe(200);
  }
});
afterAll(() => srv.close());

const call = (method: string, path: string, token?: string, body?: unknown) =>
  requestJson(srv, method, path, token, body);
const staff = () => actors.staffSame.token;
const other = () => actors.orgAdminOther.token;
const post = (token: string | undefined, body: unknown) =>
  srv.request('/api/telemetry/readings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-device-token': token } : {}) },
    body: JSON.stringify(body),
  });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function sensor(name: string, token = staff()): Promise<SensorToken> {
  const res = await call('POST', '/api/telemetry/sensors', token, { name, kind: 'reefer' });
  expect(res.status).toBe(201);
  return json<SensorToken>(res);
}

/** A sensor attached to customer A's shipment (chilled 2–8 °C, 15 minutes), with readings stored from `start`. */
async function attached(name: string): Promise<SensorToken> {
  const s = await sensor(name);
  // With the shipment for three hours already: readings of that time count.
  const res = await call('POST', `/api/telemetry/sensors/${s.sensor.id}/assignments`, staff(), {
    trackingNumber: actors.customerA.trackingNumber,
    from: minutesAgo(180),
  });
  expect(res.status).toBe(201);
  return s;
}

const excursionsOf = (sensorId: number) =>
  srv.services.orm.em.fork().find(TemperatureExcursion, { sensor: sensorId }, { orderBy: { startedAt: 'asc' } });

describe('excursion detection', () => {
  const bounds = { minC: 2, maxC: 8 };
  const at = (m: number) => m * 60_000;
  it('finds a sustained breach once, ends it at the first reading back in range, ignores a short blip', () => {
    const points = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45].map((m, i) => ({
      at: at(m),
      temperatureC: [5, 9, 10, 11, 12, 5, 9, 5, 5, 5][i]!,
    }));
    expect(detectExcursions(points, bounds, at(15))).toEqual([
      { startedAt: at(5), endedAt: at(25), minC: 9, maxC: 12 },
    ]);
    // The same readings in any order: the same answer.
    expect(detectExcursions([...points].reverse(), bounds, at(15))).toEqual(detectExcursions(points, bounds, at(15)));
    // Still out at the end: open.
    expect(detectExcursions(points.slice(0, 5), bounds, at(15))).toEqual([
      { startedAt: at(5), endedAt: null, minC: 9, maxC: 12 },
    ]);
    expect(detectExcursions(points.slice(0, 4), bounds, at(15))).toEqual([]);
    // Frozen: no lower bound.
    expect(detectExcursions([{ at: 0, temperatureC: -40 }], { minC: null, maxC: -18 }, 0)).toEqual([]);
  });
});

describe('sensors and tokens', () => {
  it('answers the token once, keeps its hash, rotates and revokes it (audited); another organization gets 404', async () => {
    const s = await sensor('Reefer A');
    expect(s.token).toMatch(/^qs_[A-Za-z0-9_-]{43}$/);
    const stored = await srv.services.orm.em.fork().findOneOrFail(TemperatureSensor, s.sensor.id);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s.sensor).toMatchObject({ name: 'Reefer A', kind: 'reefer', status: 'active', state: 'no_reading' });
    const reading = { temperatureC: 4.5, at: minutesAgo(1) };
    expect((await post(s.token, reading)).status).toBe(200);

    const rotated = await json<SensorToken>(await call('POST', `/api/telemetry/sensors/${s.sensor.id}/token`, staff()));
    expect(rotated.token).not.toBe(s.token);
    expect((await post(s.token, reading)).status).toBe(401);
    expect((await post(rotated.token, { temperatureC: 4, at: minutesAgo(2) })).status).toBe(200);

    for (const [method, path] of [
      ['POST', `/api/telemetry/sensors/${s.sensor.id}/token`],
      ['DELETE', `/api/telemetry/sensors/${s.sensor.id}/token`],
      ['PUT', `/api/telemetry/sensors/${s.sensor.id}`],
      ['POST', `/api/telemetry/sensors/${s.sensor.id}/assignments`],
    ] as const) {
      const body =
        method === 'PUT'
          ? { name: 'x' }
          : method === 'POST' && path.endsWith('s')
            ? { trackingNumber: 'x' }
            : undefined;
      expect((await call(method, path, other(), body)).status).toBe(404);
    }
    expect((await json<Sensor[]>(await call('GET', '/api/telemetry/sensors', other()))).map((x) => x.id)).not.toContain(
      s.sensor.id,
    );

    const revoked = await json<Sensor>(await call('DELETE', `/api/telemetry/sensors/${s.sensor.id}/token`, staff()));
    expect(revoked.status).toBe('revoked');
    const refused = await post(rotated.token, reading);
    expect(refused.status).toBe(401);
    expect(await json(refused)).toEqual({ error: 'Unknown or revoked device token' });
    const { AuditEntry } = await import('../src/db/entities/index.ts');
    const audit = await srv.services.orm.em
      .fork()
      .find(AuditEntry, { targetType: 'sensor', targetId: String(s.sensor.id) });
    expect(audit.map((a) => a.action).sort()).toEqual(['sensor.create', 'sensor.token.revoke', 'sensor.token.rotate']);
  });

  it('is for staff with the section: visitors 401, customers and staff without the feature 403', async () => {
    expect((await call('GET', '/api/telemetry/sensors')).status).toBe(401);
    expect((await call('GET', '/api/telemetry/sensors', actors.customerA.token)).status).toBe(403);
    expect((await call('GET', '/api/telemetry/shipments', actors.staffOther.token)).status).toBe(403);
    expect((await call('GET', '/api/telemetry/sensors', actors.orgAdminSame.token)).status).toBe(200);
  });
});

describe('vehicles', () => {
  it("lists the organization's vehicles (not retired, not another organization's) to mount a sensor in and take it out", async () => {
    const em = srv.services.orm.em.fork();
    const [mine, theirs] = await Promise.all([
      em.findOneOrFail(User, actors.staffSame.id),
      em.findOneOrFail(User, actors.orgAdminOther.id),
    ]);
    const vehicle = (organization: User['organization'], licensePlate: string, status: Vehicle['status']) =>
      em.create(Vehicle, {
        organization,
        make: 'Isuzu',
        model: 'NPR',
        year: 2022,
        emirate: 'dubai',
        licensePlate,
        vehicleType: 'light_truck',
        fuelType: 'diesel',
        capacityKg: 4000,
        capacityM3: 18,
        mileageKm: 42_000,
        status,
        registrationExpiry: '2027-05-31',
        insuranceExpiry: '2027-05-31',
      });
    const truck = vehicle(mine.organization, 'DXB R 1', 'active');
    vehicle(mine.organization, 'DXB R 2', 'retired');
    const falcon = vehicle(theirs.organization, 'AUH F 1', 'active');
    await em.flush();

    const list = await json<TelemetryVehicle[]>(await call('GET', '/api/telemetry/vehicles', staff()));
    expect(list).toContainEqual({ id: truck.id, licensePlate: 'DXB R 1', name: 'Isuzu NPR' });
    expect(list.map((v) => v.licensePlate)).not.toContain('DXB R 2');
    expect(list.map((v) => v.id)).not.toContain(falcon.id);
    const theirList = await json<TelemetryVehicle[]>(await call('GET', '/api/telemetry/vehicles', other()));
    expect(theirList.map((v) => v.id)).toEqual([falcon.id]);
    expect((await call('GET', '/api/telemetry/vehicles')).status).toBe(401);
    expect((await call('GET', '/api/telemetry/vehicles', actors.customerA.token)).status).toBe(403);
    expect((await call('GET', '/api/telemetry/vehicles', actors.staffOther.token)).status).toBe(403);

    const s = await sensor('Reefer in a truck');
    const mounted = await call('PUT', `/api/telemetry/sensors/${s.sensor.id}`, staff(), { vehicleId: truck.id });
    expect(await json<Sensor>(mounted)).toMatchObject({ vehicleId: truck.id, licensePlate: 'DXB R 1' });
    // Another organization's vehicle: 404, the sensor unchanged.
    expect((await call('PUT', `/api/telemetry/sensors/${s.sensor.id}`, staff(), { vehicleId: falcon.id })).status).toBe(
      404,
    );
    const out = await call('PUT', `/api/telemetry/sensors/${s.sensor.id}`, staff(), { vehicleId: null });
    expect(await json<Sensor>(out)).toMatchObject({ vehicleId: null, licensePlate: null });
  });
});

describe('readings', () => {
  it('refuses a missing or unknown token (401) and bad values (400 naming the field), storing nothing', async () => {
    const s = await sensor('Probe B');
    expect((await post(undefined, { temperatureC: 5, at: minutesAgo(1) })).status).toBe(401);
    expect((await post('qs_nope', { temperatureC: 5, at: minutesAgo(1) })).status).toBe(401);
    const cases: [unknown, string][] = [
      [{ temperatureC: 81, at: minutesAgo(1) }, 'temperatureC must be between -60 and 80'],
      [{ temperatureC: 5, humidity: 101, at: minutesAgo(1) }, 'humidity must be between 0 and 100'],
      [{ temperatureC: 5, at: new Date(Date.now() + 10 * 60_000).toISOString() }, 'at is more than 5 minutes ahead'],
      [
        {
          readings: [
            { temperatureC: 5, at: minutesAgo(1) },
            { temperatureC: 5, at: minutesAgo(8 * 24 * 60) },
          ],
        },
        'readings[1].at is more than 7 days old',
      ],
      [{ readings: Array.from({ length: 501 }, (_, i) => ({ temperatureC: 5, at: minutesAgo(i) })) }, '500'],
    ];
    for (const [body, message] of cases) {
      const res = await post(s.token, body);
      expect(res.status).toBe(400);
      expect((await json<{ error: string }>(res)).error).toContain(message);
    }
    expect(
      (await json<Sensor[]>(await call('GET', '/api/telemetry/sensors', staff()))).find((x) => x.id === s.sensor.id)
        ?.lastReading,
    ).toBeNull();
  });

  it('stores a batch once per instant and shows the latest reading against the range', async () => {
    const s = await attached('Reefer C');
    const batch = {
      readings: [4, 5, 6].map((c, i) => ({ temperatureC: c, humidity: 60, at: minutesAgo(30 - i * 5) })),
    };
    expect(await json<ReadingsStored>(await post(s.token, batch))).toEqual({
      stored: 3,
      duplicates: 0,
      excursionsOpened: 0,
    });
    expect(await json<ReadingsStored>(await post(s.token, batch))).toEqual({
      stored: 0,
      duplicates: 3,
      excursionsOpened: 0,
    });
    const list = await json<Sensor[]>(await call('GET', '/api/telemetry/sensors', staff()));
    const mine = list.find((x) => x.id === s.sensor.id)!;
    expect(mine).toMatchObject({ state: 'in_range', lastReading: { temperatureC: 6, humidity: 60 } });
    expect(mine.assignments.map((a) => a.trackingNumber)).toEqual([actors.customerA.trackingNumber]);
  });
});

describe('the rate limit', () => {
  it('refuses the 61st post of a minute from one token with 429 and Retry-After, invalid posts counted', async () => {
    const s = await sensor('Chatty logger');
    for (let i = 0; i < 60; i++)
      expect((await post(s.token, { temperatureC: 999, at: minutesAgo(1) })).status).toBe(400);
    const res = await post(s.token, { temperatureC: 5, at: minutesAgo(1) });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('excursions', () => {
  it('opens exactly one for a sustained breach across batches, tells staff and the customer, closes it in range', async () => {
    const s = await attached('Reefer D');
    const publish = vi.spyOn(srv.services.realtime, 'publishToCustomer');
    const notesBefore = await srv.services.orm.em.fork().count(Notification, { shipment: actors.customerA.shipmentId });
    // In range, then out of range for 20 minutes, posted in three batches (one of them out of order).
    await post(s.token, { readings: [{ temperatureC: 5, at: minutesAgo(60) }] });
    const start = minutesAgo(55);
    const first = await json<ReadingsStored>(
      await post(s.token, {
        readings: [
          { temperatureC: 10, at: start },
          { temperatureC: 9.5, at: minutesAgo(50) },
        ],
      }),
    );
    expect(first.excursionsOpened).toBe(0);
    const second = await json<ReadingsStored>(
      await post(s.token, { readings: [11.2, 10.4].map((c, i) => ({ temperatureC: c, at: minutesAgo(35 + i * 5) })) }),
    );
    expect(second.excursionsOpened).toBe(1);
    const third = await json<ReadingsStored>(await post(s.token, { temperatureC: 12, at: minutesAgo(30) }));
    expect(third.excursionsOpened).toBe(0);
    let rows = await excursionsOf(s.sensor.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.startedAt.toISOString()).toBe(start);
    expect(rows[0]!.endedAt).toBeNull();
    expect(Number(rows[0]!.maxC)).toBe(12);

    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish).toHaveBeenCalledWith(
      actors.customerA.id,
      expect.objectContaining({
        type: 'temperature_alert',
        alert: expect.objectContaining({ trackingNumber: actors.customerA.trackingNumber, minC: 2, maxC: 8 }),
      }),
    );
    const notes = await srv.services.orm.em
      .fork()
      .find(Notification, { shipment: actors.customerA.shipmentId }, { orderBy: { id: 'desc' } });
    expect(notes).toHaveLength(notesBefore + 1);
    // The worst reading when it opened, the range's bounds and its start: the dashboard writes the sentence (en/ar).
    expect(notes[0]).toMatchObject({ kind: 'temperature_excursion', detail: `11.2:2:8:${start}` });
    const { CommunicationRecord } = await import('../src/db/entities/index.ts');
    const log = await srv.services.orm.em
      .fork()
      .find(CommunicationRecord, { customer: actors.customerA.id, messageType: 'temperature_alert' });
    expect(log).toHaveLength(1);
    expect(log[0]!.subject).toMatch(/temperature out of range \(11\.2 °C\) since .+ Dubai time$/);

    // Back in range: the same excursion, closed at that reading.
    const back = minutesAgo(20);
    await post(s.token, { temperatureC: 6, at: back });
    rows = await excursionsOf(s.sensor.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.endedAt?.toISOString()).toBe(back);
    expect(publish).toHaveBeenCalledTimes(1);

    // A blip shorter than the tolerance: none.
    await post(s.token, { readings: [9, 9, 6].map((c, i) => ({ temperatureC: c, at: minutesAgo(15 - i * 5) })) });
    expect(await excursionsOf(s.sensor.id)).toHaveLength(1);
    publish.mockRestore();

    // The chart and report: readings, range, the excursion; another organization gets 404.
    const detail = await json<ShipmentTemperature>(
      await call('GET', `/api/telemetry/shipments/${actors.customerA.shipmentId}`, staff()),
    );
    expect(detail.excursions.filter((e) => e.sensorId === s.sensor.id)).toHaveLength(1);
    expect(detail.shipment.profile).toEqual({ range: 'chilled', minC: null, maxC: null, toleranceMinutes: 15 });
    expect(detail.summary.maxC).toBe(12);
    const csv = await call('GET', `/api/telemetry/shipments/${actors.customerA.shipmentId}/report.csv`, staff());
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('time_utc,sensor,temperature_c,humidity_pct,in_range');
    expect(text).toContain('Reefer D,12,,no');
    for (const path of [
      `/api/telemetry/shipments/${actors.customerA.shipmentId}`,
      `/api/telemetry/shipments/${actors.customerA.shipmentId}/report.csv`,
    ]) {
      expect((await call('GET', path, other())).status).toBe(404);
    }
    // Another organization's staff cannot detach it, nor attach their sensor to this shipment.
    const mine = (await json<Sensor[]>(await call('GET', '/api/telemetry/sensors', staff()))).find(
      (x) => x.id === s.sensor.id,
    )!;
    expect((await call('DELETE', `/api/telemetry/assignments/${mine.assignments[0]!.id}`, other())).status).toBe(404);
    const theirs = await sensor('Falcon probe', other());
    const foreign = await call('POST', `/api/telemetry/sensors/${theirs.sensor.id}/assignments`, other(), {
      trackingNumber: actors.customerA.trackingNumber,
    });
    expect(foreign.status).toBe(404);
    const listed = await json<ColdChainShipment[]>(await call('GET', '/api/telemetry/shipments', staff()));
    expect(listed.find((x) => x.shipmentId === actors.customerA.shipmentId)?.excursions).toBeGreaterThanOrEqual(1);
    expect(await json<ColdChainShipment[]>(await call('GET', '/api/telemetry/shipments', other()))).toEqual([]);
  });

  it('follows the range: a wider custom range removes the excursion; 400 for a custom range without bounds', async () => {
    const id = actors.customerA.shipmentId;
    expect((await call('PUT', `/api/telemetry/shipments/${id}/profile`, staff(), { range: 'custom' })).status).toBe(
      400,
    );
    expect((await call('PUT', `/api/telemetry/shipments/${id}/profile`, other(), { range: 'frozen' })).status).toBe(
      404,
    );
    const res = await call('PUT', `/api/telemetry/shipments/${id}/profile`, staff(), {
      range: 'custom',
      minC: 0,
      maxC: 15,
      toleranceMinutes: 30,
    });
    expect(await json(res)).toEqual({ range: 'custom', minC: 0, maxC: 15, toleranceMinutes: 30 });
    expect(await srv.services.orm.em.fork().count(TemperatureExcursion, { shipment: id })).toBe(0);
  });
});

describe('the demo seed', () => {
  it('gives the demo organization two reefer sensors, a week of readings and one closed excursion', async () => {
    const { TemperatureReading } = await import('../src/db/entities/index.ts');
    const em = srv.services.orm.em.fork();
    const seeded = await em.find(TemperatureSensor, { name: { $like: 'Reefer % unit' } });
    expect(seeded.length + (await em.count(TemperatureSensor, { name: 'Reefer probe — pharma 1' }))).toBe(2);
    const pharma = await em.findOneOrFail(TemperatureSensor, { name: 'Reefer probe — pharma 1' });
    expect(await em.count(TemperatureReading, { sensor: pharma.id })).toBe(7 * 24 * 6 + 1);
    const excursions = await em.find(TemperatureExcursion, { sensor: pharma.id });
    expect(excursions).toHaveLength(1);
    expect(excursions[0]!.endedAt).not.toBeNull();
    expect(Number(excursions[0]!.maxC)).toBeGreaterThan(8);
  });
});

describe('the assistant', () => {
  it("says when the shipment's temperature went out of range, in English and Arabic", async () => {
    const ask = async (content: string) => {
      const res = await srv.request(`/api/chat/session_${Date.now()}_${content.length}abcdef/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content, userId: 1, channel: 'web' }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { assistantMessage: { content: string } }).assistantMessage.content;
    };
    // The seeded excursion of QAF-240002: 36 hours ago, closed.
    expect(await ask('where is QAF-240002?')).toMatch(
      /Temperature alert: your shipment's temperature went out of range at .+ Dubai time \(9(\.\d)?–1\d(\.\d)? °C\) and was back in range at/,
    );
    expect(await ask('وين شحنتي QAF-240002')).toContain('خرجت درجة حرارة شحنتك عن النطاق المسموح في');
    expect(await ask('where is QAF-240001?')).not.toContain('Temperature alert');
  });
});
