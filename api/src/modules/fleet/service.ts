import type { EntityManager } from '@mikro-orm/core';
import {
  AddVehicleService,
  CreateDriver,
  CreateVehicle,
  type Driver as DriverDto,
  DriverListQuery,
  UpdateDriver,
  UpdateVehicle,
  type VehicleDetail,
  type Vehicle as VehicleDto,
  VehicleListQuery,
} from '@qafila/contracts';
import { Driver, type Organization, Vehicle, VehicleService } from '../../db/entities/index.ts';
import { InvalidInputError, parseInput } from '../../domain/errors.ts';
import { dubaiDay } from '../../lib/dubai-calendar.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import { toDriverDto, toVehicleDetail, toVehicleDto } from './dto.ts';
import {
  assertLicenseFree,
  assertPlateFree,
  findDriver,
  findVehicle,
  linkableUser,
  normalisePhone,
  plateFor,
  uniqueOr409,
} from './rules.ts';
import { tripFiguresOf } from './trips.ts';

/** Who writes: a member of staff of the organization whose fleet it is. */
export interface FleetCaller {
  organization: Organization;
  actor: Actor;
}

/** Vehicles and drivers of an organization's fleet (issue 14): tenant-scoped, validated, every write audited. */
export function createFleetService(options: { em: EntityManager }) {
  const { em } = options;

  async function historyOf(em: EntityManager, vehicle: Vehicle): Promise<VehicleService[]> {
    return em.find(VehicleService, { vehicle: vehicle.id }, { orderBy: { date: 'desc', id: 'desc' } });
  }

  async function detail(em: EntityManager, vehicle: Vehicle): Promise<VehicleDetail> {
    return toVehicleDetail(vehicle, await historyOf(em, vehicle));
  }

  /** A driver with the figures of their trips. */
  async function driverDto(em: EntityManager, driver: Driver): Promise<DriverDto> {
    return toDriverDto(driver, (await tripFiguresOf(em, [driver.id])).get(driver.id));
  }

  /** Retires a vehicle or driver (audited); one already retired stays as it is. The row stays, for history. */
  async function retire<T extends { id: number; status: string }>(
    tx: EntityManager,
    caller: FleetCaller,
    targetType: 'vehicle' | 'driver',
    row: T,
  ): Promise<T> {
    const before = row.status;
    if (before === 'retired') return row;
    row.status = 'retired';
    recordAudit(tx, {
      actor: caller.actor,
      action: `${targetType}.retire`,
      targetType,
      targetId: row.id,
      before: { status: before },
      after: { status: 'retired' },
    });
    await tx.flush();
    return row;
  }

  return {
    /** `GET /api/fleet/vehicles`: the organization's vehicles (retired ones too, for history), by plate. */
    async listVehicles(organization: Organization, rawQuery: unknown): Promise<VehicleDto[]> {
      const query = parseInput(VehicleListQuery, rawQuery);
      const vehicles = await em.find(
        Vehicle,
        { organization: organization.id, ...(query.status ? { status: query.status } : {}) },
        { orderBy: { emirate: 'asc', licensePlate: 'asc', id: 'asc' } },
      );
      // The latest service of each, in one query: the rows come newest first, the first seen per vehicle wins.
      const services = vehicles.length
        ? await em.find(
            VehicleService,
            { vehicle: { $in: vehicles.map((v) => v.id) } },
            { orderBy: { date: 'desc', id: 'desc' } },
          )
        : [];
      const latest = new Map<number, VehicleService>();
      for (const s of services) if (!latest.has(s.vehicle.id)) latest.set(s.vehicle.id, s);
      return vehicles.map((v) => toVehicleDto(v, latest.get(v.id) ?? null));
    },

    async getVehicle(organization: Organization, id: number): Promise<VehicleDetail> {
      return detail(em, await findVehicle(em, organization, id));
    },

    /** `POST /api/fleet/vehicles` (Add Vehicle): the plate checked for its emirate and free in the organization. */
    async createVehicle(caller: FleetCaller, raw: unknown): Promise<VehicleDetail> {
      const input = parseInput(CreateVehicle, raw);
      const licensePlate = plateFor(input.emirate, input.licensePlate);
      const vehicle = await uniqueOr409(`Your organization already has a vehicle with the plate ${licensePlate}`, () =>
        em.transactional(async (tx) => {
          await assertPlateFree(tx, caller.organization, input.emirate, licensePlate);
          const created = tx.create(Vehicle, { ...input, licensePlate, organization: caller.organization.id });
          await tx.flush();
          recordAudit(tx, {
            actor: caller.actor,
            action: 'vehicle.create',
            targetType: 'vehicle',
            targetId: created.id,
            after: toVehicleDto(created, null),
          });
          return created;
        }),
      );
      return toVehicleDetail(vehicle, []);
    },

    /** `PUT /api/fleet/vehicles/{id}`: a new emirate or plate is checked together with the other. */
    async updateVehicle(caller: FleetCaller, id: number, raw: unknown): Promise<VehicleDetail> {
      const input = parseInput(UpdateVehicle, raw);
      return uniqueOr409('Another vehicle of your organization already has that plate', () =>
        em.transactional(async (tx) => {
          const vehicle = await findVehicle(tx, caller.organization, id);
          const before = toVehicleDto(vehicle, null);
          const emirate = input.emirate ?? vehicle.emirate;
          const licensePlate = plateFor(emirate, input.licensePlate ?? vehicle.licensePlate);
          if (emirate !== vehicle.emirate || licensePlate !== vehicle.licensePlate) {
            await assertPlateFree(tx, caller.organization, emirate, licensePlate, vehicle.id);
          }
          tx.assign(vehicle, { ...input, emirate, licensePlate });
          await tx.flush();
          recordAudit(tx, {
            actor: caller.actor,
            action: 'vehicle.update',
            targetType: 'vehicle',
            targetId: vehicle.id,
            before,
            after: toVehicleDto(vehicle, null),
          });
          return detail(tx, vehicle);
        }),
      );
    },

    /** `DELETE /api/fleet/vehicles/{id}`: retires the vehicle; the row and its history stay. */
    async retireVehicle(caller: FleetCaller, id: number): Promise<VehicleDetail> {
      return em.transactional(async (tx) =>
        detail(tx, await retire(tx, caller, 'vehicle', await findVehicle(tx, caller.organization, id))),
      );
    },

    /**
     * `POST /api/fleet/vehicles/{id}/services`: one row of the service history, on a day not after today (Asia/Dubai).
     * A reading beyond the vehicle's mileage raises it; a lower one leaves it.
     */
    async addService(caller: FleetCaller, id: number, raw: unknown): Promise<VehicleDetail> {
      const input = parseInput(AddVehicleService, raw);
      if (input.date > dubaiDay()) throw new InvalidInputError('date must not be in the future');
      return em.transactional(async (tx) => {
        const vehicle = await findVehicle(tx, caller.organization, id);
        const row = tx.create(VehicleService, {
          vehicle,
          date: input.date,
          odometerKm: input.odometerKm,
          kind: input.kind,
          costAed: input.costAed,
          description: input.description || null,
        });
        if (input.odometerKm > vehicle.mileageKm) vehicle.mileageKm = input.odometerKm;
        await tx.flush();
        recordAudit(tx, {
          actor: caller.actor,
          action: 'vehicle.service',
          targetType: 'vehicle',
          targetId: vehicle.id,
          after: {
            serviceId: row.id,
            date: row.date,
            odometerKm: row.odometerKm,
            kind: row.kind,
            costAed: row.costAed,
          },
        });
        return detail(tx, vehicle);
      });
    },

    /** `GET /api/fleet/drivers`: the organization's drivers (retired ones too), by name. */
    async listDrivers(organization: Organization, rawQuery: unknown): Promise<DriverDto[]> {
      const query = parseInput(DriverListQuery, rawQuery);
      const drivers = await em.find(
        Driver,
        { organization: organization.id, ...(query.status ? { status: query.status } : {}) },
        { orderBy: { name: 'asc', id: 'asc' } },
      );
      const figures = await tripFiguresOf(
        em,
        drivers.map((d) => d.id),
      );
      return drivers.map((d) => toDriverDto(d, figures.get(d.id)));
    },

    async getDriver(organization: Organization, id: number): Promise<DriverDto> {
      return driverDto(em, await findDriver(em, organization, id));
    },

    /** `POST /api/fleet/drivers` (Add Driver): licence number free in the organization, linked user its staff. */
    async createDriver(caller: FleetCaller, raw: unknown): Promise<DriverDto> {
      const input = parseInput(CreateDriver, raw);
      const phone = normalisePhone(input.phone);
      return uniqueOr409('Another driver of your organization already has that licence number or user', () =>
        em.transactional(async (tx) => {
          const user = input.userId ? await linkableUser(tx, caller.organization, input.userId) : null;
          await assertLicenseFree(tx, caller.organization, input.licenseNumber);
          const driver = tx.create(Driver, {
            organization: caller.organization.id,
            user,
            name: input.name,
            phone,
            licenseNumber: input.licenseNumber,
            licenseClass: input.licenseClass,
            licenseExpiry: input.licenseExpiry,
            status: input.status,
          });
          await tx.flush();
          const dto = toDriverDto(driver);
          recordAudit(tx, {
            actor: caller.actor,
            action: 'driver.create',
            targetType: 'driver',
            targetId: driver.id,
            after: dto,
          });
          return dto;
        }),
      );
    },

    /** `PUT /api/fleet/drivers/{id}`: userId null unlinks the user. */
    async updateDriver(caller: FleetCaller, id: number, raw: unknown): Promise<DriverDto> {
      const input = parseInput(UpdateDriver, raw);
      const phone = input.phone === undefined ? undefined : normalisePhone(input.phone);
      return uniqueOr409('Another driver of your organization already has that licence number or user', () =>
        em.transactional(async (tx) => {
          const driver = await findDriver(tx, caller.organization, id);
          const before = await driverDto(tx, driver);
          const { userId, ...fields } = input;
          if (userId !== undefined) {
            driver.user = userId === null ? null : await linkableUser(tx, caller.organization, userId, driver.id);
          }
          if (fields.licenseNumber !== undefined && fields.licenseNumber !== driver.licenseNumber) {
            await assertLicenseFree(tx, caller.organization, fields.licenseNumber, driver.id);
          }
          tx.assign(driver, { ...fields, ...(phone ? { phone } : {}) });
          await tx.flush();
          const after = await driverDto(tx, driver);
          recordAudit(tx, {
            actor: caller.actor,
            action: 'driver.update',
            targetType: 'driver',
            targetId: id,
            before,
            after,
          });
          return after;
        }),
      );
    },

    /** `DELETE /api/fleet/drivers/{id}`: retires the driver; the row stays for the trips that name them. */
    async retireDriver(caller: FleetCaller, id: number): Promise<DriverDto> {
      return em.transactional(async (tx) =>
        driverDto(tx, await retire(tx, caller, 'driver', await findDriver(tx, caller.organization, id))),
      );
    },
  };
}
export type FleetService = ReturnType<typeof createFleetService>;
