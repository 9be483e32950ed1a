import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { type Emirate, normaliseUaePlate } from '@qafila/contracts';
import { Driver, type Organization, User, Vehicle } from '../../db/entities/index.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.ts';
import { isStaff } from '../dashboard/sections.ts';

/** The rules of the fleet's vehicles and drivers beyond their shapes (the schemas of @qafila/contracts/fleet). */

/** Ids are 32-bit columns: a larger id names no row (and PostgreSQL would refuse to compare it). */
export const MAX_ID = 2_147_483_647;

/** The plate normalised for its emirate (docs/fleet.md), or 400 naming the emirate's format. */
export function plateFor(emirate: Emirate, text: string): string {
  const result = normaliseUaePlate(emirate, text);
  if ('error' in result) throw new InvalidInputError(result.error);
  return result.plate;
}

/**
 * A phone number as stored: digits with a leading +. A UAE number written locally (`050 123 4567`, `04 123 4567`)
 * gains +971; `00` becomes +. 400 unless 8–15 digits remain (E.164).
 */
export function normalisePhone(text: string): string {
  const compact = text.trim().replace(/[\s\-().]/g, '');
  let digits: string;
  if (/^\+\d+$/.test(compact)) digits = compact.slice(1);
  else if (/^00\d+$/.test(compact)) digits = compact.slice(2);
  else if (/^0\d{8,9}$/.test(compact)) digits = `971${compact.slice(1)}`;
  else digits = '';
  if (!/^[1-9]\d{7,14}$/.test(digits)) {
    throw new InvalidInputError('phone must be a phone number, e.g. +971 50 123 4567 or 050 123 4567');
  }
  return `+${digits}`;
}

/** 409 when another vehicle of the organization has this plate in this emirate. */
export async function assertPlateFree(
  em: EntityManager,
  organization: Organization,
  emirate: Emirate,
  licensePlate: string,
  exceptId?: number,
): Promise<void> {
  const clash = await em.findOne(Vehicle, {
    organization: organization.id,
    emirate,
    licensePlate,
    ...(exceptId ? { id: { $ne: exceptId } } : {}),
  });
  if (clash) throw new ConflictError(`Vehicle #${clash.id} of your organization already has the plate ${licensePlate}`);
}

/** 409 when another driver of the organization has this licence number. */
export async function assertLicenseFree(
  em: EntityManager,
  organization: Organization,
  licenseNumber: string,
  exceptId?: number,
): Promise<void> {
  const clash = await em.findOne(Driver, {
    organization: organization.id,
    licenseNumber,
    ...(exceptId ? { id: { $ne: exceptId } } : {}),
  });
  if (clash) {
    throw new ConflictError(`Driver #${clash.id} of your organization already has the licence number ${licenseNumber}`);
  }
}

/**
 * The member of staff a driver is linked to: a user of the same organization (400 otherwise, whether they exist
 * elsewhere or not), staff rather than a customer, and not already another driver (409).
 */
export async function linkableUser(
  em: EntityManager,
  organization: Organization,
  userId: number,
  exceptDriverId?: number,
): Promise<User> {
  const user = userId <= MAX_ID ? await em.findOne(User, { id: userId, organization: organization.id }) : null;
  if (!user || !isStaff(user)) throw new InvalidInputError('userId must be a member of your organization’s staff');
  const linked = await em.findOne(Driver, {
    user: user.id,
    ...(exceptDriverId ? { id: { $ne: exceptDriverId } } : {}),
  });
  if (linked) throw new ConflictError(`User ${user.username} is already driver #${linked.id}`);
  return user;
}

/** The organization's vehicle by id; 404 for anyone else's, so existence does not leak. */
export async function findVehicle(em: EntityManager, organization: Organization, id: number): Promise<Vehicle> {
  const vehicle = id <= MAX_ID ? await em.findOne(Vehicle, { id, organization: organization.id }) : null;
  if (!vehicle) throw new NotFoundError('Vehicle not found');
  return vehicle;
}

/** The organization's driver by id; 404 for anyone else's. */
export async function findDriver(em: EntityManager, organization: Organization, id: number): Promise<Driver> {
  const driver = id <= MAX_ID ? await em.findOne(Driver, { id, organization: organization.id }) : null;
  if (!driver) throw new NotFoundError('Driver not found');
  return driver;
}

/**
 * Runs a write whose uniqueness was checked first; when a concurrent request took the plate or licence number
 * between the check and the insert, the database's unique index refuses it and the caller gets the same 409.
 */
export async function uniqueOr409<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw new ConflictError(message);
    throw err;
  }
}

/** The overview's `fleetVehicles`: the organization's vehicles that are not retired. */
export function fleetVehicleCount(em: EntityManager, organizationId: number): Promise<number> {
  return em.count(Vehicle, { organization: organizationId, status: { $ne: 'retired' } });
}
