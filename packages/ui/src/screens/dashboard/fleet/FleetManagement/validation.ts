import {
  AddVehicleService,
  CreateDriver,
  CreateVehicle,
  type Driver,
  type Emirate,
  normaliseUaePlate,
  UAE_PLATE_FORMATS,
  UpdateDriver,
  UpdateVehicle,
  VEHICLE_MIN_YEAR,
  type Vehicle,
} from '@qafila/contracts';
import type { MessageDescriptor } from 'react-intl';
import { parseNumber } from '../../cargo/CargoManagement/validation.ts';
import { messages } from './FleetManagement.messages.ts';

/** A translated error: a descriptor and its values. */
export interface FieldError {
  message: MessageDescriptor;
  values?: Record<string, number | string>;
}

type Errors<F extends string> = Partial<Record<F, FieldError>>;
type Checked<F extends string, R> = { ok: true; request: R } | { ok: false; errors: Errors<F> };

// ---------------------------------------------------------------------------------------------------------------
// Vehicles

export const vehicleFields = [
  'make',
  'model',
  'year',
  'emirate',
  'licensePlate',
  'vehicleType',
  'fuelType',
  'capacityKg',
  'capacityM3',
  'mileageKm',
  'registrationExpiry',
  'insuranceExpiry',
  'status',
] as const;
export type VehicleField = (typeof vehicleFields)[number];
/** What the vehicle form holds: the text of every input. */
export type VehicleFormValues = Record<VehicleField, string>;

export const emptyVehicleForm: VehicleFormValues = {
  make: '',
  model: '',
  year: '',
  emirate: 'dubai',
  licensePlate: '',
  vehicleType: '',
  fuelType: '',
  capacityKg: '',
  capacityM3: '',
  mileageKm: '0',
  registrationExpiry: '',
  insuranceExpiry: '',
  status: 'active',
};

/** The form's values for editing `vehicle`. */
export function vehicleFormValues(vehicle: Vehicle): VehicleFormValues {
  return {
    make: vehicle.make,
    model: vehicle.model,
    year: String(vehicle.year),
    emirate: vehicle.emirate,
    licensePlate: vehicle.licensePlate,
    vehicleType: vehicle.vehicleType,
    fuelType: vehicle.fuelType,
    capacityKg: String(vehicle.capacityKg),
    capacityM3: String(vehicle.capacityM3),
    mileageKm: String(vehicle.mileageKm),
    registrationExpiry: vehicle.registrationExpiry,
    insuranceExpiry: vehicle.insuranceExpiry,
    status: vehicle.status,
  };
}

const limits = { capacityKg: 100_000, capacityM3: 500, mileageKm: 5_000_000, odometerKm: 5_000_000 } as const;

const numberOrText = (text: string) => (text.trim() ? parseNumber(text) : undefined);

function toVehicleRequest(values: VehicleFormValues): Record<string, unknown> {
  return {
    make: values.make,
    model: values.model,
    year: numberOrText(values.year),
    emirate: values.emirate || undefined,
    licensePlate: values.licensePlate,
    vehicleType: values.vehicleType || undefined,
    fuelType: values.fuelType || undefined,
    capacityKg: numberOrText(values.capacityKg),
    capacityM3: numberOrText(values.capacityM3),
    mileageKm: numberOrText(values.mileageKm),
    registrationExpiry: values.registrationExpiry || undefined,
    insuranceExpiry: values.insuranceExpiry || undefined,
    status: values.status || undefined,
  };
}

function numberError(text: string, error: FieldError): FieldError {
  if (!text.trim()) return { message: messages.required };
  if (Number.isNaN(parseNumber(text))) return { message: messages.notANumber };
  return error;
}

function vehicleError(field: VehicleField, values: VehicleFormValues): FieldError {
  switch (field) {
    case 'make':
    case 'model':
      return values[field].trim() ? { message: messages.tooLong, values: { max: 60 } } : { message: messages.required };
    case 'year':
      return numberError(values.year, {
        message: messages.yearRange,
        values: { min: String(VEHICLE_MIN_YEAR), max: String(new Date().getUTCFullYear() + 1) },
      });
    case 'capacityKg':
    case 'capacityM3':
      return numberError(values[field], { message: messages.positiveMax, values: { max: limits[field] } });
    case 'mileageKm':
      return numberError(values[field], { message: messages.wholeMax, values: { max: limits[field] } });
    case 'registrationExpiry':
    case 'insuranceExpiry':
      return values[field] ? { message: messages.date } : { message: messages.required };
    case 'licensePlate':
      return values[field].trim() ? plateError(values.emirate as Emirate) : { message: messages.required };
    default:
      return { message: messages.chooseOne };
  }
}

const plateError = (emirate: Emirate): FieldError => ({
  message: messages.badPlate,
  values: { example: UAE_PLATE_FORMATS[emirate]?.example ?? '' },
});

/** Collects the schema's issues as one translated error per form field, the first one winning. */
function collect<F extends string>(
  issues: readonly { path: readonly PropertyKey[] }[],
  fields: readonly F[],
  errorOf: (field: F) => FieldError,
): Errors<F> {
  const errors: Errors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F;
    if (fields.includes(field) && !errors[field]) errors[field] = errorOf(field);
  }
  return errors;
}

/** Checks the plate against its emirate, as the API does, and answers it normalised. */
function checkPlate(values: VehicleFormValues, errors: Errors<VehicleField>): string | undefined {
  if (errors.licensePlate || errors.emirate || !values.licensePlate.trim()) return undefined;
  const plate = normaliseUaePlate(values.emirate as Emirate, values.licensePlate);
  if ('error' in plate) {
    errors.licensePlate = plateError(values.emirate as Emirate);
    return undefined;
  }
  return plate.plate;
}

/**
 * Checks the Add Vehicle form with the API's own schema (`CreateVehicle`) and plate rule, so the client accepts
 * exactly what the server does, and words each problem for the field it belongs to.
 */
export function validateNewVehicle(values: VehicleFormValues): Checked<VehicleField, CreateVehicle> {
  const parsed = CreateVehicle.safeParse(toVehicleRequest(values));
  const errors = parsed.success ? {} : collect(parsed.error.issues, vehicleFields, (f) => vehicleError(f, values));
  const plate = checkPlate(values, errors);
  if (!parsed.success || !plate) return { ok: false, errors };
  return { ok: true, request: { ...parsed.data, licensePlate: plate } };
}

/** Checks the Edit form like `validateNewVehicle`; the request holds only the fields that changed. */
export function validateVehicleChanges(
  vehicle: Vehicle,
  values: VehicleFormValues,
): Checked<VehicleField, UpdateVehicle> {
  const parsed = UpdateVehicle.safeParse(toVehicleRequest(values));
  const errors = parsed.success ? {} : collect(parsed.error.issues, vehicleFields, (f) => vehicleError(f, values));
  for (const field of vehicleFields) {
    // Every field is required in the form, though the schema makes each optional.
    if (!errors[field] && !values[field].trim()) errors[field] = vehicleError(field, values);
  }
  const plate = checkPlate(values, errors);
  if (!parsed.success || !plate) return { ok: false, errors };
  const next: UpdateVehicle = { ...parsed.data, licensePlate: plate };
  return { ok: true, request: changedFields(vehicle, next) };
}

// ---------------------------------------------------------------------------------------------------------------
// Service records

export const serviceFields = ['date', 'odometerKm', 'kind', 'costAed', 'description'] as const;
export type ServiceField = (typeof serviceFields)[number];
export type ServiceFormValues = Record<ServiceField, string>;

/** A new service record's form: today, the vehicle's mileage as the odometer. */
export function emptyServiceForm(vehicle: Vehicle | null, today: string): ServiceFormValues {
  return { date: today, odometerKm: vehicle ? String(vehicle.mileageKm) : '', kind: '', costAed: '', description: '' };
}

/** Checks the service record form with the API's schema; the date may not be after `today` (UAE), as the API says. */
export function validateService(values: ServiceFormValues, today: string): Checked<ServiceField, AddVehicleService> {
  const description = values.description.trim();
  const parsed = AddVehicleService.safeParse({
    date: values.date || undefined,
    odometerKm: numberOrText(values.odometerKm),
    kind: values.kind || undefined,
    costAed: numberOrText(values.costAed),
    ...(description ? { description } : {}),
  });
  const errors = parsed.success
    ? {}
    : collect(parsed.error.issues, serviceFields, (field): FieldError => {
        switch (field) {
          case 'date':
            return values.date ? { message: messages.date } : { message: messages.required };
          case 'odometerKm':
            return numberError(values.odometerKm, { message: messages.wholeMax, values: { max: limits.odometerKm } });
          case 'costAed':
            return numberError(values.costAed, { message: messages.amountMax, values: { max: 10_000_000 } });
          case 'description':
            return { message: messages.tooLong, values: { max: 500 } };
          default:
            return { message: messages.chooseOne };
        }
      });
  if (!errors.date && values.date > today) errors.date = { message: messages.futureDate };
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}

// ---------------------------------------------------------------------------------------------------------------
// Drivers

export const driverFields = ['name', 'phone', 'licenseNumber', 'licenseClass', 'licenseExpiry', 'status'] as const;
export type DriverField = (typeof driverFields)[number];
export type DriverFormValues = Record<DriverField, string>;

export const emptyDriverForm: DriverFormValues = {
  name: '',
  phone: '',
  licenseNumber: '',
  licenseClass: '',
  licenseExpiry: '',
  status: 'active',
};

export function driverFormValues(driver: Driver): DriverFormValues {
  return {
    name: driver.name,
    phone: driver.phone,
    licenseNumber: driver.licenseNumber,
    licenseClass: driver.licenseClass,
    licenseExpiry: driver.licenseExpiry,
    status: driver.status,
  };
}

/**
 * A phone number as the API stores it (E.164), or undefined when it is not one: the API's rule (docs/fleet.md)
 * — a UAE number written locally (`050 123 4567`) gains +971, `00` becomes +, then 8–15 digits.
 */
export function normalisePhone(text: string): string | undefined {
  const compact = text.trim().replace(/[\s\-().]/g, '');
  let digits = '';
  if (/^\+\d+$/.test(compact)) digits = compact.slice(1);
  else if (/^00\d+$/.test(compact)) digits = compact.slice(2);
  else if (/^0\d{8,9}$/.test(compact)) digits = `971${compact.slice(1)}`;
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : undefined;
}

function toDriverRequest(values: DriverFormValues): Record<string, unknown> {
  return {
    name: values.name,
    phone: values.phone,
    licenseNumber: values.licenseNumber,
    licenseClass: values.licenseClass || undefined,
    licenseExpiry: values.licenseExpiry || undefined,
    status: values.status || undefined,
  };
}

function driverError(field: DriverField, values: DriverFormValues): FieldError {
  const text = values[field].trim();
  switch (field) {
    case 'name':
      if (!text) return { message: messages.required };
      return text.length < 2
        ? { message: messages.tooShort, values: { min: 2 } }
        : { message: messages.tooLong, values: { max: 100 } };
    case 'phone':
      return text ? { message: messages.badPhone } : { message: messages.required };
    case 'licenseNumber':
      return text ? { message: messages.badLicenseNumber } : { message: messages.required };
    case 'licenseExpiry':
      return text ? { message: messages.date } : { message: messages.required };
    default:
      return { message: messages.chooseOne };
  }
}

function checkDriver<R extends { phone?: string | undefined }>(
  values: DriverFormValues,
  parsed:
    | { success: true; data: R }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } },
): Checked<DriverField, R> {
  const errors = parsed.success ? {} : collect(parsed.error.issues, driverFields, (f) => driverError(f, values));
  for (const field of driverFields) {
    if (!errors[field] && !values[field].trim()) errors[field] = driverError(field, values);
  }
  const phone = errors.phone ? undefined : normalisePhone(values.phone);
  if (!errors.phone && !phone) errors.phone = driverError('phone', values);
  if (!parsed.success || !phone || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { ...parsed.data, phone } };
}

/** Checks the Add Driver form with the API's schema (`CreateDriver`) and phone rule. */
export function validateNewDriver(values: DriverFormValues): Checked<DriverField, CreateDriver> {
  return checkDriver(values, CreateDriver.safeParse(toDriverRequest(values)));
}

/** Checks the Edit form like `validateNewDriver`; the request holds only the fields that changed. */
export function validateDriverChanges(driver: Driver, values: DriverFormValues): Checked<DriverField, UpdateDriver> {
  const checked = checkDriver(values, UpdateDriver.safeParse(toDriverRequest(values)));
  return checked.ok ? { ok: true, request: changedFields(driver, checked.request) } : checked;
}

/** The entries of `next` whose value differs from `current`'s, so an edit sends (and audits) only what changed. */
export function changedFields<T extends object>(current: object, next: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T & string)[]) {
    if ((current as Record<string, unknown>)[key] !== next[key]) changes[key] = next[key];
  }
  return changes;
}
