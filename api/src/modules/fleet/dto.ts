/** The shapes vehicles and drivers are answered in (issue 14). */
import type {
  Driver as DriverDto,
  VehicleDetail,
  Vehicle as VehicleDto,
  VehicleServiceRecord,
} from '@qafila/contracts';
import type { Driver, Vehicle, VehicleService } from '../../db/entities/index.ts';
import { type DriverFigures, NO_TRIPS } from './trips-dto.ts';

export function toServiceRecord(s: VehicleService): VehicleServiceRecord {
  return {
    id: s.id,
    date: s.date,
    odometerKm: s.odometerKm,
    kind: s.kind,
    costAed: Number(s.costAed),
    description: s.description ?? null,
    createdAt: s.createdAt.toISOString(),
  };
}

export function toVehicleDto(v: Vehicle, lastService: VehicleService | null): VehicleDto {
  return {
    id: v.id,
    make: v.make,
    model: v.model,
    year: v.year,
    emirate: v.emirate,
    licensePlate: v.licensePlate,
    vehicleType: v.vehicleType,
    fuelType: v.fuelType,
    capacityKg: Number(v.capacityKg),
    capacityM3: Number(v.capacityM3),
    mileageKm: v.mileageKm,
    status: v.status,
    registrationExpiry: v.registrationExpiry,
    insuranceExpiry: v.insuranceExpiry,
    lastService: lastService ? toServiceRecord(lastService) : null,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}

/** A vehicle with its service history, newest first. */
export function toVehicleDetail(v: Vehicle, services: VehicleService[]): VehicleDetail {
  return { ...toVehicleDto(v, services[0] ?? null), services: services.map(toServiceRecord) };
}

/**
 * A driver with the figures computed from their trips (`tripFiguresOf`, docs/fleet.md "Driver figures"); without
 * finished trips, 0 trips and null ("no trips yet"), never a made-up figure.
 */
export function toDriverDto(d: Driver, figures: DriverFigures = NO_TRIPS): DriverDto {
  return {
    id: d.id,
    userId: d.user?.id ?? null,
    name: d.name,
    phone: d.phone,
    licenseNumber: d.licenseNumber,
    licenseClass: d.licenseClass,
    licenseExpiry: d.licenseExpiry,
    status: d.status,
    ...figures,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
