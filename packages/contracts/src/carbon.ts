import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { CalendarDate, FUEL_TYPES, VEHICLE_TYPES } from './fleet.ts';

/**
 * Carbon Footprint Tracking (issue 19, docs/carbon.md, ADR 0039): well-to-wheel CO₂e of the organization's delivered
 * shipments and completed fleet trips, from distance × weight × an emission factor per mode (tonne-km based, the
 * ISO 14083 / GLEC Framework method), allocated to shipments by tonne-km. Every figure is an ESTIMATE; the factors and
 * their sources are in docs/estimates.md ("Carbon footprint").
 */

export const TRANSPORT_MODES = ['road', 'sea', 'air'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export type FuelType = (typeof FUEL_TYPES)[number];

/**
 * kg CO₂e per tonne-km, well-to-wheel, for shipments not carried on one of the organization's trips (the lane model).
 * Rounded from the UK Government GHG conversion factors for freighting goods (DESNZ 2023): average laden articulated
 * HGV (diesel), average container ship, long-haul freight flight without radiative forcing. GLEC Framework v3 defaults
 * are of the same order; see docs/estimates.md for what was and was not checked.
 */
export const MODE_FACTORS: Record<TransportMode, number> = { road: 0.107, sea: 0.016, air: 0.6 };

/**
 * kg CO₂e per tonne-km, well-to-wheel, of a diesel vehicle of the fleet by type (docs/estimates.md "Carbon footprint":
 * order-of-magnitude values by vehicle class; heavy truck = the articulated HGV above; reefer + 20 % for the
 * refrigeration unit).
 */
export const VEHICLE_FACTORS: Record<VehicleType, number> = {
  van: 0.6,
  light_truck: 0.25,
  heavy_truck: 0.107,
  reefer: 0.128,
  motorbike: 1.0,
};

/** Multiplier of the diesel factor by fuel (assumptions documented in docs/estimates.md). */
export const FUEL_MULTIPLIERS: Record<FuelType, number> = {
  diesel: 1,
  petrol: 1.1,
  hybrid: 0.8,
  cng: 0.9,
  electric: 0.45,
};

/** A fleet vehicle's factor: its type's diesel factor × its fuel's multiplier (kg CO₂e / t·km). */
export const vehicleFactor = (vehicleType: VehicleType, fuelType: FuelType) =>
  VEHICLE_FACTORS[vehicleType] * FUEL_MULTIPLIERS[fuelType];

/** kg CO₂e = tonnes × km × factor (kg per t·km). */
export const emissionsKg = (weightKg: number, km: number, factor: number) => (weightKg / 1000) * km * factor;

export const CarbonQuery = z
  .object({
    from: CalendarDate.optional(),
    to: CalendarDate.optional(),
    /** The customer of the per-customer report (CSV). */
    customerId: z.coerce.number().int().positive().optional(),
  })
  .meta({ id: 'CarbonQuery' });
export type CarbonQuery = z.input<typeof CarbonQuery>;

const Kg = z.number().nonnegative();
const Group = z.object({ shipments: z.number().int().nonnegative(), tonneKm: Kg, kgCo2e: Kg });

export const CarbonShipmentRow = z.object({
  id: z.number().int(),
  trackingNumber: z.string(),
  deliveredOn: CalendarDate,
  customerId: z.number().int(),
  customerName: z.string(),
  lane: z.string(),
  mode: z.enum(TRANSPORT_MODES),
  /** `trip` when the road distance and vehicle come from a completed trip of the fleet, else `lane` (the model). */
  basis: z.enum(['trip', 'lane']),
  weightKg: Kg,
  km: Kg,
  /** kg CO₂e per tonne-km used. */
  factor: Kg,
  tonneKm: Kg,
  kgCo2e: Kg,
});
export type CarbonShipmentRow = z.infer<typeof CarbonShipmentRow>;

export const CarbonReport = z
  .object({
    from: CalendarDate,
    to: CalendarDate,
    totals: z.object({
      shipments: z.number().int().nonnegative(),
      tonneKm: Kg,
      kgCo2e: Kg,
      /** g CO₂e per tonne-km; null without any tonne-km. */
      intensityG: Kg.nullable(),
    }),
    byMode: z.array(Group.extend({ mode: z.enum(TRANSPORT_MODES) })),
    byMonth: z.array(Group.extend({ month: z.string() })),
    byLane: z.array(Group.extend({ lane: z.string() })),
    byCustomer: z.array(Group.extend({ customerId: z.number().int(), name: z.string() })),
    /** Completed trips of the fleet in the range: km driven, load, the vehicle's factor, emissions. */
    trips: z.array(
      z.object({
        id: z.number().int(),
        tripNumber: z.string(),
        completedOn: CalendarDate,
        vehicle: z.string(),
        vehicleType: z.enum(VEHICLE_TYPES),
        fuelType: z.enum(FUEL_TYPES),
        km: Kg,
        loadKg: Kg,
        factor: Kg,
        kgCo2e: Kg,
        /** km of the planned stop order minus km of the optimised order of the same stops (≥ 0). */
        optimisedSavingKm: Kg,
        optimisedSavingKg: Kg,
      }),
    ),
    /** Sum of the trips' optimisation saving (kg CO₂e). */
    routeSavingKg: Kg,
    /** Delivered shipments against moving the same goods by road (what the overview calls carbonSaved, kg). */
    modalSavingKg: z.number(),
    shipments: z.array(CarbonShipmentRow),
    generatedAt: IsoDateTime,
  })
  .meta({ id: 'CarbonReport' });
export type CarbonReport = z.infer<typeof CarbonReport>;
