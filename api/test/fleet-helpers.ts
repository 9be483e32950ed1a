import type { DeviceToken, Driver, VehicleDetail } from '@qafila/contracts';
import { dubaiDayRange } from '../src/lib/dubai-calendar.ts';
import { enableFleet, json, requestJson, staffWithoutFeatures, type TestServer } from './helpers.ts';

/**
 * Fleet Management test data (issue 14): one valid request body per thing, with overrides, and the requests that
 * add it. Every body gets a new plate or licence number, so a test file may add as many as it needs.
 */
let n = 0;

/** A valid POST /api/fleet/vehicles body: a Dubai light truck whose papers are valid until 2030. */
export const vehicleBody = (fields: Record<string, unknown> = {}) => ({
  make: 'Isuzu',
  model: 'NPR',
  year: 2023,
  emirate: 'dubai',
  licensePlate: `T ${40_000 + ++n}`,
  vehicleType: 'light_truck',
  fuelType: 'diesel',
  capacityKg: 4000,
  capacityM3: 18,
  registrationExpiry: '2030-03-31',
  insuranceExpiry: '2030-04-15',
  ...fields,
});

/** A valid POST /api/fleet/drivers body: a heavy-vehicle licence valid until 2030. */
export const driverBody = (fields: Record<string, unknown> = {}) => ({
  name: `Driver ${++n}`,
  phone: '+971 55 765 4321',
  licenseNumber: `TR-${50_000 + n}`,
  licenseClass: 'heavy_vehicle',
  licenseExpiry: '2030-06-30',
  ...fields,
});

/**
 * A POST that must succeed: with `status`, exactly that status, otherwise any 2xx. Answers the JSON body; throws with
 * the server's answer otherwise.
 */
export async function mustPost<T>(
  srv: TestServer,
  token: string,
  path: string,
  body?: unknown,
  status?: number,
): Promise<T> {
  const res = await requestJson(srv, 'POST', path, token, body);
  if (status === undefined ? res.status >= 300 : res.status !== status)
    throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return json<T>(res);
}

/**
 * A new organization whose fleet is only what a test adds (the demo one is seeded), with an admin of its own
 * (`<subdomain>_admin`) for whom the super admin switches the fleet on: the organization's id, the admin's id and token.
 */
export async function addFleetOrganization(srv: TestServer, superAdmin: string, name: string, subdomain: string) {
  const { Organization, User } = await import('../src/db/entities/index.ts');
  const em = srv.services.orm.em.fork();
  const organization = em.create(Organization, { name, subdomain });
  await em.flush();
  const username = `${subdomain}_admin`;
  const token = await staffWithoutFeatures(srv, username, { subdomain, role: 'org_admin' });
  const id = (await em.findOneOrFail(User, { username })).id;
  await enableFleet(srv, superAdmin, [id]);
  return { organization: organization.id, id, token };
}

/** Adds a vehicle (vehicleBody with these fields) to the caller's organization. */
export const addVehicle = (srv: TestServer, token: string, fields: Record<string, unknown> = {}) =>
  mustPost<VehicleDetail>(srv, token, '/api/fleet/vehicles', vehicleBody(fields), 201);

/** Adds a driver (driverBody with these fields) to the caller's organization. */
export const addDriver = (srv: TestServer, token: string, fields: Record<string, unknown> = {}) =>
  mustPost<Driver>(srv, token, '/api/fleet/drivers', driverBody(fields), 201);

/** A new device token of the vehicle, for the OsmAnd positions endpoint. */
export const addDeviceToken = async (srv: TestServer, token: string, vehicleId: number) =>
  (await mustPost<DeviceToken>(srv, token, `/api/fleet/vehicles/${vehicleId}/device-token`, undefined, 201)).token;

/** The vehicles the fleet dashboard counts as due (docs/fleet.md): in maintenance, or predicted high or overdue. */
export async function maintenanceDueOf(srv: TestServer, organizationId: number) {
  const { Vehicle, VehicleService } = await import('../src/db/entities/index.ts');
  const { predictMaintenance } = await import('../src/modules/fleet/maintenance.ts');
  const em = srv.services.orm.em.fork();
  const vehicles = await em.find(Vehicle, { organization: organizationId, status: { $ne: 'retired' } });
  const services = await em.find(VehicleService, { vehicle: { $in: vehicles.map((v) => v.id) } });
  const due = vehicles.filter((v) => {
    if (v.status === 'maintenance') return true;
    const p = predictMaintenance({ ...v, services: services.filter((s) => s.vehicle.id === v.id) });
    return p.riskLevel === 'high' || p.riskLevel === 'overdue';
  });
  return { vehicles, due };
}

/** The fleet dashboard's overview of the organization as the database counts it (docs/fleet.md), and its due vehicles. */
export async function overviewFromDatabase(srv: TestServer, org: number) {
  const { Driver, Trip } = await import('../src/db/entities/index.ts');
  const em = srv.services.orm.em.fork();
  const { vehicles, due } = await maintenanceDueOf(srv, org);
  const { start, end } = dubaiDayRange();
  const overview = {
    totalVehicles: vehicles.length,
    activeVehicles: vehicles.filter((v) => v.status === 'active').length,
    totalDrivers: await em.count(Driver, { organization: org, status: { $ne: 'retired' } }),
    activeDrivers: await em.count(Driver, { organization: org, status: 'active' }),
    inProgressTrips: await em.count(Trip, { organization: org, status: 'in_progress' }),
    completedTripsToday: await em.count(Trip, {
      organization: org,
      status: 'completed',
      completedAt: { $gte: start, $lt: end },
    }),
    maintenanceDue: due.length,
  };
  return { overview, vehicles, due };
}
