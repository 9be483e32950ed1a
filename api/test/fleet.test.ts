import type {
  AuditEntryDto,
  DashboardStats,
  Driver,
  OptimizedRoute,
  UnknownPlaceBody,
  Vehicle,
  VehicleDetail,
} from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Driver as DriverRow, Organization, Vehicle as VehicleRow } from '../src/db/entities/index.ts';
import { resolvePlace } from '../src/modules/fleet/route/gazetteer.ts';
import { roadKm } from '../src/modules/fleet/route/road-model.ts';
import { addDriver, addVehicle, driverBody, vehicleBody } from './fleet-helpers.ts';
import { type Actors, json, requestJson, staffWithoutFeatures, startFleetServer, type TestServer } from './helpers.ts';

let srv: TestServer;
let actors: Actors;
let admin: string;
beforeAll(async () => {
  ({ srv, actors, admin } = await startFleetServer());
});
afterAll(() => srv.close());

const call = (method: string, path: string, token?: string, body?: unknown) =>
  requestJson(srv, method, path, token, body);
const staff = () => actors.staffSame.token;
const orgId = async (subdomain: string) =>
  (await srv.services.orm.em.fork().findOneOrFail(Organization, { subdomain })).id;

/** The status and error of a request that must fail. */
async function refusal(method: string, path: string, body?: unknown, token = staff()) {
  const res = await call(method, path, token, body);
  return { status: res.status, error: ((await res.json()) as { error?: string }).error };
}

describe('vehicles', () => {
  it('adds a vehicle with its plate normalised, and reads it back alone and in the list', async () => {
    const res = await call(
      'POST',
      '/api/fleet/vehicles',
      staff(),
      vehicleBody({ licensePlate: ' ab-4321 ', capacityM3: 16.5 }),
    );
    expect(res.status).toBe(201);
    const created = await json<VehicleDetail>(res);
    expect(created).toMatchObject({
      make: 'Isuzu',
      emirate: 'dubai',
      licensePlate: 'AB 4321',
      status: 'active',
      capacityM3: 16.5,
      registrationExpiry: '2030-03-31',
      lastService: null,
      services: [],
    });
    expect(await json(await call('GET', `/api/fleet/vehicles/${created.id}`, staff()))).toEqual(created);
    const list = await json<Vehicle[]>(await call('GET', '/api/fleet/vehicles', actors.orgAdminSame.token));
    expect(list.find((v) => v.id === created.id)).toEqual({ ...created, services: undefined });
  });

  it.each([
    ['abu_dhabi', '16 12345', '16 12345'],
    ['abu_dhabi', '1-7', '1 7'],
    ['dubai', 'a12345', 'A 12345'],
    ['sharjah', '3 45678', '3 45678'],
    ['ajman', 'b 1234', 'B 1234'],
    ['umm_al_quwain', 'C-123', 'C 123'],
    ['ras_al_khaimah', 'K 99999', 'K 99999'],
    ['fujairah', 'm1234', 'M 1234'],
  ])('accepts a %s plate %s as %s', async (emirate, plate, normalised) => {
    const v = await addVehicle(srv, staff(), { emirate, licensePlate: plate });
    expect(v.licensePlate).toBe(normalised);
  });

  it.each([
    [
      'dubai',
      '12345',
      'licensePlate is not a Dubai plate: a code of 1 to 2 letters then a number of 1 to 5 digits, e.g. A 12345',
    ],
    ['dubai', 'ABC 123', 'licensePlate is not a Dubai plate'],
    ['dubai', 'A 123456', 'licensePlate is not a Dubai plate'],
    ['dubai', 'A 01234', 'licensePlate is not a Dubai plate'],
    ['abu_dhabi', '51 12345', 'licensePlate is not a Abu Dhabi plate: a category number from 1 to 50'],
    ['abu_dhabi', 'A 12345', 'licensePlate is not a Abu Dhabi plate'],
    ['abu_dhabi', '1612345', 'licensePlate is not a Abu Dhabi plate'],
    ['sharjah', '5 12345', 'licensePlate is not a Sharjah plate: a category number from 1 to 4'],
    ['ajman', 'AB 123', 'licensePlate is not a Ajman plate: a code letter'],
    ['umm_al_quwain', '1 123', 'licensePlate is not a Umm Al Quwain plate'],
    ['ras_al_khaimah', 'K', 'licensePlate is not a Ras Al Khaimah plate'],
    ['fujairah', 'M 12-34', 'licensePlate is not a Fujairah plate'],
  ])('refuses a %s plate %s', async (emirate, plate, message) => {
    const r = await refusal('POST', '/api/fleet/vehicles', vehicleBody({ emirate, licensePlate: plate }));
    expect(r.status).toBe(400);
    expect(r.error).toContain(message);
  });

  it.each([
    [{ mileageKm: -1 }, 'mileageKm: mileageKm must not be negative'],
    [{ mileageKm: 1.5 }, 'mileageKm: mileageKm must be a whole number of km'],
    [{ year: 1979 }, `year: year must be from 1980 to ${new Date().getUTCFullYear() + 1}`],
    [{ year: new Date().getUTCFullYear() + 2 }, 'year: year must be from 1980'],
    [{ year: '2020' }, 'year: year must be a number'],
    [{ capacityKg: 0 }, 'capacityKg: capacityKg must be greater than 0'],
    [{ capacityM3: -2 }, 'capacityM3: capacityM3 must be greater than 0'],
    [{ registrationExpiry: 'next year' }, 'registrationExpiry: registrationExpiry must be a date written YYYY-MM-DD'],
    [{ insuranceExpiry: '2027-02-30' }, 'insuranceExpiry: insuranceExpiry must be a date written YYYY-MM-DD'],
    [{ insuranceExpiry: 20270101 }, 'insuranceExpiry: insuranceExpiry must be a date written YYYY-MM-DD'],
    [
      { vehicleType: 'tank' },
      'vehicleType: vehicleType must be one of van, light_truck, heavy_truck, reefer, motorbike',
    ],
    [{ fuelType: 'coal' }, 'fuelType: fuelType must be one of diesel, petrol, electric, hybrid, cng'],
    [{ emirate: 'oman' }, 'emirate: emirate must be one of abu_dhabi, dubai, sharjah'],
    [{ status: 'retired' }, 'status: status must be one of active, maintenance, out_of_service'],
    [{ make: '' }, 'make: make must be at least 1 characters'],
    [{ vin: 'JH4KA7561PC008269' }, 'Unrecognized key'],
  ])('refuses %j', async (fields, message) => {
    const before = await srv.services.orm.em.fork().count(VehicleRow, {});
    const r = await refusal('POST', '/api/fleet/vehicles', vehicleBody(fields));
    expect(r.status).toBe(400);
    expect(r.error).toContain(message);
    expect(await srv.services.orm.em.fork().count(VehicleRow, {})).toBe(before);
  });

  it('refuses a plate the organization already has (409), however it is written; other emirates and organizations may', async () => {
    await addVehicle(srv, staff(), { emirate: 'dubai', licensePlate: 'Q 777' });
    const dup = await refusal('POST', '/api/fleet/vehicles', vehicleBody({ emirate: 'dubai', licensePlate: 'q-777' }));
    expect(dup.status).toBe(409);
    expect(dup.error).toMatch(/already has the plate Q 777/);
    expect((await addVehicle(srv, staff(), { emirate: 'ajman', licensePlate: 'Q 777' })).licensePlate).toBe('Q 777');
    expect((await addVehicle(srv, actors.staffOther.token, { emirate: 'dubai', licensePlate: 'Q 777' })).emirate).toBe(
      'dubai',
    );
    // Editing another vehicle onto the plate is refused the same way.
    const other = await addVehicle(srv, staff());
    const edit = await refusal('PUT', `/api/fleet/vehicles/${other.id}`, { licensePlate: 'Q777' });
    expect(edit.status).toBe(409);
  });

  it('gives one of several simultaneous requests for the same plate the vehicle and the others 409', async () => {
    const body = vehicleBody({ emirate: 'sharjah', licensePlate: '2 2222' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/api/fleet/vehicles', staff(), body)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('edits a vehicle: a new emirate is checked against the plate, unknown keys and bad values are 400', async () => {
    const v = await addVehicle(srv, staff(), { emirate: 'dubai', licensePlate: 'A 555' });
    const res = await call('PUT', `/api/fleet/vehicles/${v.id}`, actors.orgAdminSame.token, {
      status: 'maintenance',
      mileageKm: 13_500,
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      id: v.id,
      status: 'maintenance',
      mileageKm: 13_500,
      licensePlate: 'A 555',
    });
    // A Dubai plate does not fit Abu Dhabi's format: the emirate alone cannot change.
    const wrong = await refusal('PUT', `/api/fleet/vehicles/${v.id}`, { emirate: 'abu_dhabi' });
    expect(wrong).toEqual({ status: 400, error: expect.stringContaining('not a Abu Dhabi plate') });
    const both = await call('PUT', `/api/fleet/vehicles/${v.id}`, staff(), {
      emirate: 'abu_dhabi',
      licensePlate: '5 555',
    });
    expect(await json(both)).toMatchObject({ emirate: 'abu_dhabi', licensePlate: '5 555' });
    expect((await refusal('PUT', `/api/fleet/vehicles/${v.id}`, { mileageKm: -5 })).status).toBe(400);
    expect((await refusal('PUT', `/api/fleet/vehicles/${v.id}`, { status: 'parked' })).status).toBe(400);
    expect((await refusal('PUT', `/api/fleet/vehicles/${v.id}`, { organizationId: 2 })).status).toBe(400);
  });

  it('retires a vehicle on DELETE: kept with status retired, left out of the overview count', async () => {
    const v = await addVehicle(srv, staff());
    const res = await call('DELETE', `/api/fleet/vehicles/${v.id}`, staff());
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: v.id, status: 'retired' });
    expect((await json(await call('GET', `/api/fleet/vehicles/${v.id}`, staff()))).status).toBe('retired');
    const retired = await json<Vehicle[]>(await call('GET', '/api/fleet/vehicles?status=retired', staff()));
    expect(retired.map((r) => r.id)).toContain(v.id);
    expect((await call('DELETE', `/api/fleet/vehicles/${v.id}`, staff())).status).toBe(200);
    expect((await refusal('GET', '/api/fleet/vehicles?status=gone')).status).toBe(400);
  });

  it('keeps a service history, newest first; a reading beyond the mileage raises it', async () => {
    const v = await addVehicle(srv, staff(), { mileageKm: 30_000 });
    const path = `/api/fleet/vehicles/${v.id}/services`;
    const first = await call('POST', path, staff(), {
      date: '2025-11-02',
      odometerKm: 25_000,
      kind: 'oil_change',
      costAed: 420.5,
    });
    expect(first.status).toBe(201);
    expect((await json<VehicleDetail>(first)).mileageKm).toBe(30_000);
    const second = await json<VehicleDetail>(
      await call('POST', path, staff(), {
        date: '2026-03-14',
        odometerKm: 35_000,
        kind: 'tyres',
        costAed: 2400,
        description: 'Four tyres, summer compound',
      }),
    );
    expect(second.mileageKm).toBe(35_000);
    expect(second.services.map((s) => [s.date, s.kind, s.odometerKm, s.costAed])).toEqual([
      ['2026-03-14', 'tyres', 35_000, 2400],
      ['2025-11-02', 'oil_change', 25_000, 420.5],
    ]);
    expect(second.lastService).toMatchObject({ date: '2026-03-14', description: 'Four tyres, summer compound' });
    const list = await json<Vehicle[]>(await call('GET', '/api/fleet/vehicles', staff()));
    expect(list.find((x) => x.id === v.id)?.lastService?.kind).toBe('tyres');

    const bad = async (body: Record<string, unknown>) => refusal('POST', path, body);
    const ok = { date: '2026-01-01', odometerKm: 1, kind: 'repair', costAed: 10 };
    expect(await bad({ ...ok, date: '2999-01-01' })).toEqual({ status: 400, error: 'date must not be in the future' });
    expect((await bad({ ...ok, date: '01/01/2026' })).error).toContain('date must be a date written YYYY-MM-DD');
    expect((await bad({ ...ok, odometerKm: -1 })).error).toContain('odometerKm must not be negative');
    expect((await bad({ ...ok, costAed: -1 })).error).toContain('costAed must not be negative');
    expect((await bad({ ...ok, kind: 'wash' })).error).toContain('kind must be one of');
  });
});

describe('drivers', () => {
  it('adds a driver: phone normalised, no trips yet so no score or rating', async () => {
    const res = await call('POST', '/api/fleet/drivers', staff(), driverBody({ phone: '050 123 4567' }));
    expect(res.status).toBe(201);
    const d = await json<Driver>(res);
    expect(d).toMatchObject({
      userId: null,
      phone: '+971501234567',
      status: 'active',
      totalTrips: 0,
      performanceScore: null,
      averageRating: null,
    });
    expect(await json(await call('GET', `/api/fleet/drivers/${d.id}`, staff()))).toEqual(d);
    const list = await json<Driver[]>(await call('GET', '/api/fleet/drivers', staff()));
    expect(list.find((x) => x.id === d.id)).toEqual(d);
  });

  it('links a member of the organization’s staff, once; never another organization’s user or a customer', async () => {
    const linked = await addDriver(srv, staff(), { userId: actors.staffSame.id });
    expect(linked.userId).toBe(actors.staffSame.id);
    const again = await refusal('POST', '/api/fleet/drivers', driverBody({ userId: actors.staffSame.id }));
    expect(again.status).toBe(409);
    const message = 'userId must be a member of your organization’s staff';
    expect(await refusal('POST', '/api/fleet/drivers', driverBody({ userId: actors.staffOther.id }))).toEqual({
      status: 400,
      error: message,
    });
    expect(await refusal('POST', '/api/fleet/drivers', driverBody({ userId: actors.customerA.id }))).toEqual({
      status: 400,
      error: message,
    });
    expect((await refusal('POST', '/api/fleet/drivers', driverBody({ userId: 999_999 }))).error).toBe(message);
    const unlinked = await call('PUT', `/api/fleet/drivers/${linked.id}`, staff(), { userId: null });
    expect((await json<Driver>(unlinked)).userId).toBeNull();
    const relinked = await call('PUT', `/api/fleet/drivers/${linked.id}`, staff(), { userId: actors.orgAdminSame.id });
    expect((await json<Driver>(relinked)).userId).toBe(actors.orgAdminSame.id);
  });

  it.each([
    [{ phone: 'call me' }, 'phone must be a phone number'],
    [{ phone: '123' }, 'phone must be a phone number'],
    [{ name: 'A' }, 'name: name must be at least 2 characters'],
    [{ licenseNumber: '!!' }, 'licenseNumber: licenseNumber must be 3-20 letters, digits or hyphens'],
    [{ licenseClass: 'spaceship' }, 'licenseClass: licenseClass must be one of motorcycle, light_vehicle'],
    [{ licenseExpiry: '2029-13-01' }, 'licenseExpiry: licenseExpiry must be a date written YYYY-MM-DD'],
    [{ status: 'on_leave' }, 'status: status must be one of active, off_duty, suspended, retired'],
    [{ userId: 'me' }, 'userId: userId must be a number or null'],
    [{ rating: 5 }, 'Unrecognized key'],
  ])('refuses %j', async (fields, message) => {
    const r = await refusal('POST', '/api/fleet/drivers', driverBody(fields));
    expect(r.status).toBe(400);
    expect(r.error).toContain(message);
  });

  it('refuses a licence number the organization already has (409), in any case', async () => {
    await addDriver(srv, staff(), { licenseNumber: 'DXB-4455' });
    const dup = await refusal('POST', '/api/fleet/drivers', driverBody({ licenseNumber: 'dxb-4455' }));
    expect(dup).toEqual({ status: 409, error: expect.stringContaining('DXB-4455') });
    expect((await addDriver(srv, actors.staffOther.token, { licenseNumber: 'DXB-4455' })).licenseNumber).toBe(
      'DXB-4455',
    );
  });

  it('edits and retires a driver', async () => {
    const d = await addDriver(srv, staff());
    const edited = await call('PUT', `/api/fleet/drivers/${d.id}`, staff(), {
      status: 'off_duty',
      phone: '+971 4 123 4567',
    });
    expect(await json(edited)).toMatchObject({ status: 'off_duty', phone: '+97141234567', totalTrips: 0 });
    expect((await refusal('PUT', `/api/fleet/drivers/${d.id}`, { licenseExpiry: 'soon' })).status).toBe(400);
    const retired = await call('DELETE', `/api/fleet/drivers/${d.id}`, actors.orgAdminSame.token);
    expect(await json(retired)).toMatchObject({ id: d.id, status: 'retired' });
    const rows = await srv.services.orm.em.fork().find(DriverRow, { id: d.id });
    expect(rows.map((r) => r.status)).toEqual(['retired']);
  });
});

describe('who may use the fleet', () => {
  it('answers staff of the organization only: customers 403, visitors and the super admin 401', async () => {
    const v = await addVehicle(srv, staff());
    const paths: [string, string, unknown?][] = [
      ['GET', '/api/fleet/vehicles'],
      ['POST', '/api/fleet/vehicles', vehicleBody()],
      ['GET', `/api/fleet/vehicles/${v.id}`],
      ['PUT', `/api/fleet/vehicles/${v.id}`, { mileageKm: 1 }],
      ['DELETE', `/api/fleet/vehicles/${v.id}`],
      [
        'POST',
        `/api/fleet/vehicles/${v.id}/services`,
        { date: '2026-01-01', odometerKm: 1, kind: 'other', costAed: 0 },
      ],
      ['GET', '/api/fleet/drivers'],
      ['POST', '/api/fleet/drivers', driverBody()],
    ];
    for (const [method, path, body] of paths) {
      expect(await refusal(method, path, body, actors.customerA.token)).toEqual({
        status: 403,
        error: 'The dashboard is for staff of an organization',
      });
      expect((await refusal(method, path, body, '')).status).toBe(401); // '': no token, a visitor
      expect((await refusal(method, path, body, admin)).status).toBe(401);
    }
    expect((await json(await call('GET', `/api/fleet/vehicles/${v.id}`, staff()))).status).toBe('active');
  });

  it('scopes every vehicle and driver to its organization: another organization’s are 404 and never listed', async () => {
    const mine = await addVehicle(srv, staff());
    const driver = await addDriver(srv, staff());
    const other = actors.orgAdminOther.token;
    for (const [method, path, body] of [
      ['GET', `/api/fleet/vehicles/${mine.id}`],
      ['PUT', `/api/fleet/vehicles/${mine.id}`, { mileageKm: 1 }],
      ['DELETE', `/api/fleet/vehicles/${mine.id}`],
      [
        'POST',
        `/api/fleet/vehicles/${mine.id}/services`,
        { date: '2026-01-01', odometerKm: 1, kind: 'other', costAed: 0 },
      ],
      ['GET', `/api/fleet/drivers/${driver.id}`],
      ['PUT', `/api/fleet/drivers/${driver.id}`, { status: 'off_duty' }],
      ['DELETE', `/api/fleet/drivers/${driver.id}`],
    ] as [string, string, unknown?][]) {
      expect((await refusal(method, path, body, other)).status).toBe(404);
    }
    const theirs = await json<Vehicle[]>(await call('GET', '/api/fleet/vehicles', other));
    expect(theirs.map((v) => v.id)).not.toContain(mine.id);
    const theirDrivers = await json<Driver[]>(await call('GET', '/api/fleet/drivers', other));
    expect(theirDrivers.map((d) => d.id)).not.toContain(driver.id);
    // Nothing changed.
    expect(await json(await call('GET', `/api/fleet/vehicles/${mine.id}`, staff()))).toMatchObject({
      status: 'active',
      mileageKm: mine.mileageKm,
    });
    expect((await refusal('GET', '/api/fleet/vehicles/99999999999')).status).toBe(404);
  });

  it('needs the fleet-management feature of the user and the flag of the organization (403 with the product’s message)', async () => {
    // An organization admin of the demo organization (whose flag is on) without the fleet-management feature.
    const noFeature = await staffWithoutFeatures(srv, 'admin_without_fleet', { role: 'org_admin' });
    expect(await refusal('GET', '/api/fleet/vehicles', undefined, noFeature)).toEqual({
      status: 403,
      error: 'The Fleet Management feature is not enabled for your account',
    });
    const falcon = await orgId('falcon');
    const flags = (on: boolean) =>
      call('PUT', `/api/admin/organizations/${falcon}/feature-flags`, admin, { 'fleet-management': on });
    expect((await flags(false)).status).toBe(200);
    try {
      for (const path of ['/api/fleet/vehicles', '/api/fleet/drivers']) {
        expect(await refusal('GET', path, undefined, actors.staffOther.token)).toEqual({
          status: 403,
          error: 'This feature is not enabled for your organization',
        });
      }
      expect((await refusal('POST', '/api/fleet/vehicles', vehicleBody(), actors.orgAdminOther.token)).status).toBe(
        403,
      );
      // The demo organization keeps its own flag.
      expect((await call('GET', '/api/fleet/vehicles', staff())).status).toBe(200);
    } finally {
      await flags(true);
    }
    expect((await call('GET', '/api/fleet/vehicles', actors.staffOther.token)).status).toBe(200);
  });

  it('audits every write', async () => {
    const v = await addVehicle(srv, staff());
    await call('PUT', `/api/fleet/vehicles/${v.id}`, staff(), { mileageKm: 50_000 });
    await call('POST', `/api/fleet/vehicles/${v.id}/services`, staff(), {
      date: '2026-02-01',
      odometerKm: 49_000,
      kind: 'inspection',
      costAed: 180,
    });
    await call('DELETE', `/api/fleet/vehicles/${v.id}`, staff());
    const d = await addDriver(srv, staff());
    await call('PUT', `/api/fleet/drivers/${d.id}`, staff(), { status: 'suspended' });
    await call('DELETE', `/api/fleet/drivers/${d.id}`, staff());
    const entries = async (action: string) =>
      json<AuditEntryDto[]>(await call('GET', `/api/admin/audit?action=${action}&limit=1000`, admin));
    const forVehicle = (await entries('vehicle.*')).filter((e) => e.targetId === String(v.id));
    expect(forVehicle.map((e) => e.action).sort()).toEqual([
      'vehicle.create',
      'vehicle.retire',
      'vehicle.service',
      'vehicle.update',
    ]);
    expect(forVehicle.every((e) => e.actor.username === 'staff_demo')).toBe(true);
    const update = forVehicle.find((e) => e.action === 'vehicle.update')!;
    expect(update.before).toMatchObject({ mileageKm: v.mileageKm });
    expect(update.after).toMatchObject({ mileageKm: 50_000 });
    const forDriver = (await entries('driver.*')).filter((e) => e.targetId === String(d.id));
    expect(forDriver.map((e) => e.action).sort()).toEqual(['driver.create', 'driver.retire', 'driver.update']);
  });

  it('answers hostile input on every fleet route with a 4xx { error }, never a 5xx', async () => {
    const v = await addVehicle(srv, staff());
    const d = await addDriver(srv, staff());
    const hostile: unknown[] = [
      null,
      [],
      'text',
      { licensePlate: '\u0000', emirate: 'dubai' },
      { make: 'x'.repeat(10_000) },
      { year: 1e308, mileageKm: Number.MAX_SAFE_INTEGER },
      { userId: 2 ** 40 },
      { userId: { $gt: 0 } },
      { registrationExpiry: '2027-02-29' },
      { licensePlate: 'ق 123', emirate: 'dubai' },
      { __proto__: { status: 'retired' } },
    ];
    const routes: [string, string][] = [
      ['POST', '/api/fleet/vehicles'],
      ['PUT', `/api/fleet/vehicles/${v.id}`],
      ['POST', `/api/fleet/vehicles/${v.id}/services`],
      ['POST', '/api/fleet/drivers'],
      ['PUT', `/api/fleet/drivers/${d.id}`],
    ];
    for (const [method, path] of routes) {
      for (const body of hostile) {
        const res = await call(method, path, staff(), body);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        if (res.status >= 400) expect(typeof (await json(res)).error).toBe('string');
      }
    }
    for (const id of ['0', '-1', 'abc', '2147483648', '9007199254740993']) {
      expect((await call('GET', `/api/fleet/vehicles/${id}`, staff())).status).toBeLessThan(500);
      expect((await call('GET', `/api/fleet/drivers/${id}`, staff())).status).toBeLessThan(500);
    }
  });
});

describe('the overview’s fleetVehicles', () => {
  it('is the count of the organization’s vehicles that are not retired, from the database', async () => {
    await addVehicle(srv, staff());
    const retired = await addVehicle(srv, staff());
    await call('DELETE', `/api/fleet/vehicles/${retired.id}`, staff());
    await addVehicle(srv, actors.staffOther.token);
    const stats = await json<DashboardStats>(await call('GET', '/api/dashboard/stats', staff()));
    const demo = await orgId('demo');
    const expected = await srv.services.orm.em
      .fork()
      .count(VehicleRow, { organization: demo, status: { $in: ['active', 'maintenance', 'out_of_service'] } });
    expect(expected).toBeGreaterThan(0);
    expect(stats.fleetVehicles).toBe(expected);
  });

  it('stays null ("Not set up") while the organization’s fleet-management flag is off', async () => {
    const falcon = await orgId('falcon');
    await call('PUT', `/api/admin/organizations/${falcon}/feature-flags`, admin, { 'fleet-management': false });
    try {
      const stats = await json<DashboardStats>(await call('GET', '/api/dashboard/stats', actors.staffOther.token));
      expect(stats.fleetVehicles).toBeNull();
    } finally {
      await call('PUT', `/api/admin/organizations/${falcon}/feature-flags`, admin, { 'fleet-management': true });
    }
  });
});

describe('POST /api/fleet/route/optimize', () => {
  const optimize = (body: unknown, token: string | undefined = staff()) =>
    call('POST', '/api/fleet/route/optimize', token, body);

  it('orders English and Arabic place names for the shortest estimated road distance, labelled an estimate', async () => {
    const res = await optimize({
      startLocation: 'Jebel Ali Port',
      endLocation: 'Jebel Ali Port',
      waypoints: ['الشارقة', 'Dubai Marina', 'Deira', 'Al Quoz'],
      departure: '2026-11-25T10:00:00+04:00',
    });
    expect(res.status).toBe(200);
    const route = await json<OptimizedRoute>(res);
    expect(route.estimate).toBe(true);
    expect(route.roundTrip).toBe(true);
    expect(route.solver).toBe('held_karp');
    expect(route.stops).toHaveLength(6);
    expect(route.legs).toHaveLength(5);
    // The shortest of every order of the four waypoints under the same road model (brute force).
    const place = (text: string) => {
      const r = resolvePlace(text);
      if (!r.ok) throw new Error(text);
      return r.place;
    };
    const start = place('Jebel Ali Port');
    const waypoints = ['الشارقة', 'Dubai Marina', 'Deira', 'Al Quoz'].map(place);
    const lengthOf = (order: typeof waypoints) => {
      const path = [start, ...order, start];
      let km = 0;
      for (let i = 1; i < path.length; i++) km += roadKm(path[i - 1] as typeof start, path[i] as typeof start);
      return km;
    };
    const permutations = <T>(xs: T[]): T[][] =>
      xs.length <= 1
        ? [xs]
        : xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
    const best = Math.min(...permutations(waypoints).map(lengthOf));
    expect(route.totalKm).toBeCloseTo(best, 0);
    expect(new Set(route.stops.slice(1, -1).map((s) => s.id))).toEqual(new Set(waypoints.map((p) => p.id)));
    const sum = route.legs.reduce((total, leg) => total + leg.km, 0);
    expect(route.totalKm).toBeCloseTo(sum, 0);
  });

  it('answers an unknown place with 400, the place and suggestions', async () => {
    const res = await optimize({ startLocation: 'Jebel Aly', waypoints: ['Deira'] });
    expect(res.status).toBe(400);
    const body = await json<UnknownPlaceBody>(res);
    expect(body.place).toBe('Jebel Aly');
    expect(body.error).toContain('Unknown place "Jebel Aly"');
    expect(body.suggestions.map((s) => s.en)).toContain('Jebel Ali');
  });

  it('refuses bad input with 400 and a message', async () => {
    for (const [body, message] of [
      [{ waypoints: [] }, 'startLocation'],
      [{ startLocation: 'Deira', waypoints: Array.from({ length: 26 }, () => 'Deira') }, 'at most 25 waypoints'],
      [{ startLocation: '40.7, -74.0', waypoints: [] }, 'outside the UAE'],
      [{ startLocation: 'Deira', waypoints: 'Sharjah' }, 'waypoints must be a list'],
      [{ startLocation: 'Deira', waypoints: [], vehicleType: 'tank' }, 'vehicleType must be one of'],
    ] as const) {
      const res = await optimize(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ error: string }>(res)).error).toContain(message);
    }
  });

  it('is for staff with the fleet section: customers 403, visitors 401', async () => {
    const body = { startLocation: 'Deira', waypoints: ['Sharjah'] };
    expect((await optimize(body, actors.customerA.token)).status).toBe(403);
    expect((await call('POST', '/api/fleet/route/optimize', undefined, body)).status).toBe(401);
  });
});
