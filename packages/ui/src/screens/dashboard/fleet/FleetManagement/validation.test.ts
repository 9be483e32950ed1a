import { describe, expect, it } from 'vitest';
import { fixtureDrivers, fixtureVehicles } from './FleetManagement.fixtures.ts';
import { messages } from './FleetManagement.messages.ts';
import {
  driverFormValues,
  emptyDriverForm,
  emptyVehicleForm,
  normalisePhone,
  validateDriverChanges,
  validateNewDriver,
  validateNewVehicle,
  validateService,
  validateVehicleChanges,
  vehicleFormValues,
} from './validation.ts';

const [hiace] = fixtureVehicles as [(typeof fixtureVehicles)[number]];
const [rashid] = fixtureDrivers as [(typeof fixtureDrivers)[number]];

const van = {
  ...emptyVehicleForm,
  make: 'Ford',
  model: 'Transit',
  year: '2024',
  licensePlate: 'aa-123',
  vehicleType: 'van',
  fuelType: 'diesel',
  capacityKg: '1٬500',
  capacityM3: '11٫5',
  registrationExpiry: '2027-05-01',
  insuranceExpiry: '2027-05-01',
};

describe('validateNewVehicle', () => {
  it('answers the CreateVehicle request with the plate normalised and Arabic digits read', () => {
    expect(validateNewVehicle(van)).toEqual({
      ok: true,
      request: expect.objectContaining({ licensePlate: 'AA 123', capacityKg: 1500, capacityM3: 11.5, mileageKm: 0 }),
    });
  });

  it('words each problem for its field', () => {
    const result = validateNewVehicle({ ...van, make: '', year: '1979', capacityKg: '0', mileageKm: '-1' });
    expect(result).toEqual({
      ok: false,
      errors: {
        make: { message: messages.required },
        year: expect.objectContaining({ message: messages.yearRange }),
        capacityKg: { message: messages.positiveMax, values: { max: 100_000 } },
        mileageKm: { message: messages.wholeMax, values: { max: 5_000_000 } },
      },
    });
  });

  it.each([
    ['abu_dhabi', '16 12345', true],
    ['abu_dhabi', '51 12345', false],
    ['sharjah', '3 12345', true],
    ['ajman', 'AB 1234', false],
    ['dubai', 'A 012', false],
  ])('a %s plate %s is accepted: %s', (emirate, licensePlate, accepted) => {
    expect(validateNewVehicle({ ...van, emirate, licensePlate }).ok).toBe(accepted);
  });

  it('refuses an impossible date', () => {
    expect(validateNewVehicle({ ...van, insuranceExpiry: '2027-02-30' })).toEqual({
      ok: false,
      errors: { insuranceExpiry: { message: messages.date } },
    });
  });
});

describe('validateVehicleChanges', () => {
  it('sends only what changed; the unchanged form sends nothing', () => {
    const values = vehicleFormValues(hiace);
    expect(validateVehicleChanges(hiace, values)).toEqual({ ok: true, request: {} });
    expect(validateVehicleChanges(hiace, { ...values, mileageKm: '50000', licensePlate: 'a12345' })).toEqual({
      ok: true,
      request: { mileageKm: 50000 },
    });
  });

  it('still requires every field', () => {
    expect(validateVehicleChanges(hiace, { ...vehicleFormValues(hiace), model: ' ' })).toMatchObject({
      ok: false,
      errors: { model: { message: messages.required } },
    });
  });
});

describe('validateService', () => {
  const service = { date: '2026-11-20', odometerKm: '48500', kind: 'tyres', costAed: '0', description: '' };

  it('accepts a record of today or before', () => {
    expect(validateService(service, '2026-11-24')).toEqual({
      ok: true,
      request: { date: '2026-11-20', odometerKm: 48500, kind: 'tyres', costAed: 0 },
    });
  });

  it('refuses a date after today and a negative cost', () => {
    expect(validateService({ ...service, date: '2026-11-25', costAed: '-5' }, '2026-11-24')).toEqual({
      ok: false,
      errors: {
        date: { message: messages.futureDate },
        costAed: { message: messages.amountMax, values: { max: 10_000_000 } },
      },
    });
  });
});

describe('drivers', () => {
  it.each([
    ['050 123 4567', '+971501234567'],
    ['04 123 4567', '+97141234567'],
    ['00966 50 123 4567', '+966501234567'],
    ['+44 (20) 7946-0958', '+442079460958'],
    ['12345', undefined],
  ])('the phone %s is stored as %s', (text, stored) => {
    expect(normalisePhone(text)).toBe(stored);
  });

  it('answers the CreateDriver request in E.164 with the licence upper case', () => {
    const result = validateNewDriver({
      ...emptyDriverForm,
      name: 'Aisha Karim',
      phone: '050 765 4321',
      licenseNumber: 'yz-2201',
      licenseClass: 'light_vehicle',
      licenseExpiry: '2029-01-31',
    });
    expect(result).toEqual({
      ok: true,
      request: {
        name: 'Aisha Karim',
        phone: '+971507654321',
        licenseNumber: 'YZ-2201',
        licenseClass: 'light_vehicle',
        licenseExpiry: '2029-01-31',
        status: 'active',
      },
    });
  });

  it('an edit sends only what changed', () => {
    const values = { ...driverFormValues(rashid), phone: '050 123 4567', status: 'off_duty' };
    expect(validateDriverChanges(rashid, values)).toEqual({ ok: true, request: { status: 'off_duty' } });
  });

  it('names the field of each problem', () => {
    expect(validateNewDriver({ ...emptyDriverForm, name: 'A', phone: 'x' })).toMatchObject({
      ok: false,
      errors: {
        name: { message: messages.tooShort, values: { min: 2 } },
        phone: { message: messages.badPhone },
        licenseNumber: { message: messages.required },
        licenseClass: { message: messages.chooseOne },
        licenseExpiry: { message: messages.required },
      },
    });
  });
});
