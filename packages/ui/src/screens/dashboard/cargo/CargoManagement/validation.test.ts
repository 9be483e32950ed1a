import { CreateShipment } from '@qafila/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyShipmentForm,
  parseNumber,
  type ShipmentFormValues,
  toCreateShipment,
  validateShipment,
} from './validation.ts';

const valid: ShipmentFormValues = {
  customerId: '7',
  origin: 'Jebel Ali, Dubai',
  destination: 'Mussafah, Abu Dhabi',
  service: 'express',
  weightKg: '12.5',
  length: '40',
  width: '30',
  height: '20',
  declaredValueAed: '0',
  description: '',
};

describe('parseNumber', () => {
  it.each([
    ['12', 12],
    [' 12.5 ', 12.5],
    ['12,5', 12.5],
    ['١٢٫٥', 12.5],
    ['۱۲۰', 120],
    ['1٬200', 1200],
    ['.5', 0.5],
  ])('reads %j as %d', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });

  it.each(['', '  ', 'abc', '1e3', '12kg', '1.2.3'])('refuses %j', (text) => {
    expect(parseNumber(text)).toBeNaN();
  });
});

describe('validateShipment', () => {
  it('accepts what the API schema accepts and returns its parsed request', () => {
    const result = validateShipment(valid);
    expect(result).toEqual({ ok: true, request: CreateShipment.parse(toCreateShipment(valid)) });
  });

  it('flags every required field of an empty form', () => {
    const result = validateShipment(emptyShipmentForm);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      [
        'customerId',
        'declaredValueAed',
        'destination',
        'height',
        'length',
        'origin',
        'service',
        'weightKg',
        'width',
      ].sort(),
    );
    expect(result.errors.origin?.message.id).toBe('dashboard.cargo.validation.required');
  });

  it('words range errors with the limit of the schema', () => {
    const result = validateShipment({ ...valid, weightKg: '0', length: '2001', declaredValueAed: '-1', origin: 'D' });
    if (result.ok) throw new Error('expected errors');
    expect(result.errors.weightKg).toMatchObject({ values: { max: 100_000 } });
    expect(result.errors.length).toMatchObject({ values: { max: 2000 } });
    expect(result.errors.declaredValueAed?.message.id).toBe('dashboard.cargo.validation.valueRange');
    expect(result.errors.origin?.message.id).toBe('dashboard.cargo.validation.placeLength');
  });

  it('agrees with the schema on random forms', () => {
    const samples = ['', '0', '1', '2000', '2001', '100000', '100001', 'x', '-5', '٣'];
    let seed = 42;
    const pick = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return samples[seed % samples.length] as string;
    };
    for (let run = 0; run < 300; run++) {
      const values = {
        ...valid,
        weightKg: pick(),
        length: pick(),
        width: pick(),
        height: pick(),
        declaredValueAed: pick(),
      };
      const schema = CreateShipment.safeParse(toCreateShipment(values)).success;
      expect(validateShipment(values).ok).toBe(schema);
    }
  });
});
