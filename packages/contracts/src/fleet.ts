import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { boundedText } from './text.ts';

/**
 * Vehicles and drivers of an organization's fleet (issue 14, spec 001 §2 "Fleet Management"). Trips and positions
 * come later: the figures computed from them (a driver's score, rating and trip count) are answered as "no trips
 * yet" until then, never invented.
 */

export const EMIRATES = [
  'abu_dhabi',
  'dubai',
  'sharjah',
  'ajman',
  'umm_al_quwain',
  'ras_al_khaimah',
  'fujairah',
] as const;
export type Emirate = (typeof EMIRATES)[number];

/**
 * The shape of a private or commercial number plate per emirate, as checked by the API (docs/fleet.md): a code, then
 * a number of 1–5 digits without a leading zero. The code is letters in Dubai (1–2, e.g. `A 12345`, `AA 1234`) and
 * in the northern emirates (one letter), a number in Abu Dhabi (category 1–50) and Sharjah (1–4). A plate is stored
 * normalised: upper case, one space between code and number (`A 12345`, `16 12345`).
 */
export const UAE_PLATE_FORMATS: Record<
  Emirate,
  { code: 'letters' | 'number'; min: number; max: number; example: string }
> = {
  abu_dhabi: { code: 'number', min: 1, max: 50, example: '16 12345' },
  dubai: { code: 'letters', min: 1, max: 2, example: 'A 12345' },
  sharjah: { code: 'number', min: 1, max: 4, example: '3 12345' },
  ajman: { code: 'letters', min: 1, max: 1, example: 'B 1234' },
  umm_al_quwain: { code: 'letters', min: 1, max: 1, example: 'C 123' },
  ras_al_khaimah: { code: 'letters', min: 1, max: 1, example: 'K 12345' },
  fujairah: { code: 'letters', min: 1, max: 1, example: 'M 1234' },
};

const EMIRATE_NAMES: Record<Emirate, string> = {
  abu_dhabi: 'Abu Dhabi',
  dubai: 'Dubai',
  sharjah: 'Sharjah',
  ajman: 'Ajman',
  umm_al_quwain: 'Umm Al Quwain',
  ras_al_khaimah: 'Ras Al Khaimah',
  fujairah: 'Fujairah',
};

function plateRule(emirate: Emirate): string {
  const f = UAE_PLATE_FORMATS[emirate];
  const code =
    f.code === 'number'
      ? `a category number from ${f.min} to ${f.max}`
      : f.max === 1
        ? 'a code letter'
        : `a code of ${f.min} to ${f.max} letters`;
  return `${code} then a number of 1 to 5 digits, e.g. ${f.example}`;
}

/**
 * A plate normalised for its emirate (`a-12345` → `A 12345`), or the reason it is not one. Spaces and hyphens may
 * separate code and number; a numeric code needs one (`16 12345`, not `1612345`).
 */
export function normaliseUaePlate(emirate: Emirate, text: string): { plate: string } | { error: string } {
  const f = UAE_PLATE_FORMATS[emirate];
  const upper = text.trim().toUpperCase();
  const m = f.code === 'letters' ? /^([A-Z]+)[\s-]*(\d+)$/.exec(upper) : /^(\d+)[\s-]+(\d+)$/.exec(upper);
  const bad = { error: `licensePlate is not a ${EMIRATE_NAMES[emirate]} plate: ${plateRule(emirate)}` };
  if (!m) return bad;
  const [, code = '', number = ''] = m;
  if (!/^[1-9]\d{0,4}$/.test(number)) return bad;
  if (f.code === 'letters' && (code.length < f.min || code.length > f.max)) return bad;
  if (f.code === 'number' && (!/^[1-9]\d?$/.test(code) || Number(code) < f.min || Number(code) > f.max)) return bad;
  return { plate: `${code} ${number}` };
}

export const VEHICLE_TYPES = ['van', 'light_truck', 'heavy_truck', 'reefer', 'motorbike'] as const;
export const FUEL_TYPES = ['diesel', 'petrol', 'electric', 'hybrid', 'cng'] as const;
export const VEHICLE_STATUSES = ['active', 'maintenance', 'out_of_service', 'retired'] as const;
export const VEHICLE_SERVICE_KINDS = [
  'scheduled',
  'oil_change',
  'tyres',
  'brakes',
  'repair',
  'inspection',
  'ac',
  'other',
] as const;
/** UAE driving licence categories a fleet driver may hold. */
export const LICENSE_CLASSES = [
  'motorcycle',
  'light_vehicle',
  'heavy_vehicle',
  'light_bus',
  'heavy_bus',
  'light_forklift',
  'heavy_forklift',
  'tractor',
] as const;
export const DRIVER_STATUSES = ['active', 'off_duty', 'suspended', 'retired'] as const;

export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

/** The oldest model year a fleet vehicle may have; the newest is next year (dealers sell next year's models). */
export const VEHICLE_MIN_YEAR = 1980;

const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of ${values.join(', ')}` });

const Emirate = oneOf('emirate', EMIRATES);
const VehicleType = oneOf('vehicleType', VEHICLE_TYPES);
const FuelType = oneOf('fuelType', FUEL_TYPES);
const VehicleStatus = oneOf('status', VEHICLE_STATUSES);
const DriverStatus = oneOf('status', DRIVER_STATUSES);
const LicenseClass = oneOf('licenseClass', LICENSE_CLASSES);
const ServiceKind = oneOf('kind', VEHICLE_SERVICE_KINDS);

/** A calendar day, `YYYY-MM-DD`, that exists (no 2027-02-30). */
export const CalendarDate = z.iso.date();
const calendarDate = (field: string) =>
  z.iso.date({ error: `${field} must be a date written YYYY-MM-DD` }).refine((d) => d >= '1900-01-01', {
    error: `${field} must be a date written YYYY-MM-DD`,
  });

const number = (field: string) => z.number({ error: `${field} must be a number` });
const positive = (field: string, max: number) =>
  number(field)
    .positive({ error: `${field} must be greater than 0` })
    .max(max, { error: `${field} must be at most ${max}` });
const wholeKm = (field: string) =>
  number(field)
    .int({ error: `${field} must be a whole number of km` })
    .min(0, { error: `${field} must not be negative` })
    .max(5_000_000, { error: `${field} must be at most 5000000` });

const vehicleFields = {
  make: boundedText('make', 60, { min: 1, typeError: 'make is required' }),
  model: boundedText('model', 60, { min: 1, typeError: 'model is required' }),
  year: number('year')
    .int({ error: 'year must be a whole number' })
    .superRefine((year, ctx) => {
      const newest = new Date().getUTCFullYear() + 1;
      if (year < VEHICLE_MIN_YEAR || year > newest) {
        ctx.addIssue({ code: 'custom', message: `year must be from ${VEHICLE_MIN_YEAR} to ${newest}`, input: year });
      }
    }),
  emirate: Emirate,
  /** Checked against the emirate's format by the API; answered normalised. */
  licensePlate: z.string({ error: 'licensePlate is required' }).max(20, { error: 'licensePlate is not a plate' }),
  vehicleType: VehicleType,
  fuelType: FuelType,
  capacityKg: positive('capacityKg', 100_000),
  capacityM3: positive('capacityM3', 500),
  mileageKm: wholeKm('mileageKm'),
  registrationExpiry: calendarDate('registrationExpiry'),
  insuranceExpiry: calendarDate('insuranceExpiry'),
};

/** POST /api/fleet/vehicles (Add Vehicle). A new vehicle is active unless said otherwise; unknown keys 400. */
export const CreateVehicle = z
  .strictObject({
    ...vehicleFields,
    mileageKm: vehicleFields.mileageKm.default(0),
    status: oneOf('status', ['active', 'maintenance', 'out_of_service']).default('active'),
  })
  .meta({ id: 'CreateVehicle' });
export type CreateVehicle = z.infer<typeof CreateVehicle>;

/** PUT /api/fleet/vehicles/{id}: the fields to change; a new plate or emirate is checked together with the other. */
export const UpdateVehicle = z
  .strictObject({ ...vehicleFields, status: VehicleStatus })
  .partial()
  .meta({ id: 'UpdateVehicle' });
export type UpdateVehicle = z.infer<typeof UpdateVehicle>;

/** GET /api/fleet/vehicles: optionally one status. */
export const VehicleListQuery = z.object({ status: VehicleStatus.optional() });

/** POST /api/fleet/vehicles/{id}/services: one row of the service history. */
export const AddVehicleService = z
  .strictObject({
    date: calendarDate('date'),
    odometerKm: wholeKm('odometerKm'),
    kind: ServiceKind,
    costAed: number('costAed')
      .min(0, { error: 'costAed must not be negative' })
      .max(10_000_000, { error: 'costAed must be at most 10000000' }),
    description: boundedText('description', 500, { multiline: true }).optional(),
  })
  .meta({ id: 'AddVehicleService' });
export type AddVehicleService = z.infer<typeof AddVehicleService>;

export const VehicleServiceRecord = z
  .object({
    id: z.number().int(),
    date: CalendarDate,
    odometerKm: z.number().int().nonnegative(),
    kind: z.enum(VEHICLE_SERVICE_KINDS),
    costAed: z.number().nonnegative(),
    description: z.string().nullable(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'VehicleServiceRecord' });
export type VehicleServiceRecord = z.infer<typeof VehicleServiceRecord>;

export const Vehicle = z
  .object({
    id: z.number().int(),
    make: z.string(),
    model: z.string(),
    year: z.number().int(),
    emirate: z.enum(EMIRATES),
    /** Normalised: `A 12345`. */
    licensePlate: z.string(),
    vehicleType: z.enum(VEHICLE_TYPES),
    fuelType: z.enum(FUEL_TYPES),
    capacityKg: z.number().positive(),
    capacityM3: z.number().positive(),
    mileageKm: z.number().int().nonnegative(),
    status: z.enum(VEHICLE_STATUSES),
    registrationExpiry: CalendarDate,
    insuranceExpiry: CalendarDate,
    /** The latest row of the service history, or null without one. */
    lastService: VehicleServiceRecord.nullable(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'Vehicle' });
export type Vehicle = z.infer<typeof Vehicle>;

/** One vehicle with its whole service history, newest first. */
export const VehicleDetail = Vehicle.extend({ services: z.array(VehicleServiceRecord) }).meta({ id: 'VehicleDetail' });
export type VehicleDetail = z.infer<typeof VehicleDetail>;

const driverFields = {
  /** A member of the organization's staff this driver is, or null. */
  userId: z.number({ error: 'userId must be a number or null' }).int().positive().max(2_147_483_647).nullable(),
  name: boundedText('name', 100, { min: 2, typeError: 'name is required' }),
  /** Digits with an optional leading +, spaces, hyphens and brackets; a UAE mobile 05x… is stored as +9715x…. */
  phone: z.string({ error: 'phone is required' }).max(30, { error: 'phone must be at most 30 characters' }),
  licenseNumber: z
    .string({ error: 'licenseNumber is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{2,19}$/, { error: 'licenseNumber must be 3-20 letters, digits or hyphens' }),
  licenseClass: LicenseClass,
  licenseExpiry: calendarDate('licenseExpiry'),
};

/** POST /api/fleet/drivers (Add Driver); unknown keys 400. */
export const CreateDriver = z
  .strictObject({
    ...driverFields,
    userId: driverFields.userId.optional(),
    status: DriverStatus.default('active'),
  })
  .meta({ id: 'CreateDriver' });
export type CreateDriver = z.infer<typeof CreateDriver>;

/** PUT /api/fleet/drivers/{id}: the fields to change; userId null unlinks the user. */
export const UpdateDriver = z
  .strictObject({ ...driverFields, status: DriverStatus })
  .partial()
  .meta({ id: 'UpdateDriver' });
export type UpdateDriver = z.infer<typeof UpdateDriver>;

export const DriverListQuery = z.object({ status: DriverStatus.optional() });

export const Driver = z
  .object({
    id: z.number().int(),
    userId: z.number().int().nullable(),
    name: z.string(),
    phone: z.string(),
    licenseNumber: z.string(),
    licenseClass: z.enum(LICENSE_CLASSES),
    licenseExpiry: CalendarDate,
    status: z.enum(DRIVER_STATUSES),
    /** Trips the driver completed; 0 until trips exist. */
    totalTrips: z.number().int().nonnegative(),
    /** Out of 10, computed from the driver's trips; null while they have none ("no trips yet"). */
    performanceScore: z.number().min(0).max(10).nullable(),
    /** Out of 5 (one decimal): the mean rating of the driver's rated completed trips; null while none is rated. */
    averageRating: z.number().min(0).max(5).nullable(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'Driver' });
export type Driver = z.infer<typeof Driver>;
