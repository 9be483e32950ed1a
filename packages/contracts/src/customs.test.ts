import { describe, expect, it } from 'vitest';
import {
  allocate,
  CreateDeclaration,
  calculateDuties,
  FREE_ZONES,
  formatHsCode,
  formatMinor,
  parseAmount,
  parseHsCode,
} from './customs.ts';

const line = (hsCode: string, value: number) => ({ hsCode, value });

describe('HS codes', () => {
  it.each([
    ['8471.30', '847130'],
    ['847130', '847130'],
    ['8471.30.00', '84713000'],
    ['84713000', '84713000'],
    [' 0101 21 ', '010121'],
  ])('accepts %s as %s', (input, code) => {
    expect(parseHsCode(input)).toEqual({ ok: true, code });
  });

  it.each([
    ['8471', 'HS code must be 6 digits (e.g. 8471.30) or 8 digits with the UAE national extension (e.g. 8471.30.00)'],
    ['8471.3', 'HS code must be 6 digits (e.g. 8471.30) or 8 digits with the UAE national extension (e.g. 8471.30.00)'],
    [
      '8471301',
      'HS code must be 6 digits (e.g. 8471.30) or 8 digits with the UAE national extension (e.g. 8471.30.00)',
    ],
    ['84A130', 'HS code must be 6 digits (e.g. 8471.30) or 8 digits with the UAE national extension (e.g. 8471.30.00)'],
    ['007130', 'HS chapter 00 does not exist (01–97)'],
    ['987130', 'HS chapter 98 does not exist (01–97)'],
    ['770110', 'HS chapter 77 is reserved for future use in the Harmonized System'],
    ['840010', 'HS heading 8400 does not exist'],
  ])('refuses %s', (input, error) => {
    expect(parseHsCode(input)).toEqual({ ok: false, error });
  });

  it('formats the digits with dots', () => {
    expect(formatHsCode('84713000')).toBe('8471.30.00');
    expect(formatHsCode('847130')).toBe('8471.30');
  });
});

describe('duty and VAT calculator (hand-computed)', () => {
  it('a 5 % line in AED: duty 5 % of CIF, VAT 5 % of CIF + duty', () => {
    // AED 10,000.00 = 1,000,000 fils; duty 50,000; VAT 5 % of 1,050,000 = 52,500.
    const c = calculateDuties({
      type: 'import',
      incoterm: 'CIF',
      currency: 'AED',
      freight: 0,
      insurance: 0,
      lines: [line('847130', 1_000_000)],
    });
    expect(c.lines[0]).toMatchObject({ cifFils: 1_000_000, dutyRateBp: 500, dutyFils: 50_000, vatFils: 52_500 });
    expect(c).toMatchObject({ dutyFils: 50_000, vatFils: 52_500, totalFils: 102_500, rateUsed: '1' });
  });

  it('an exempt line pays no duty but VAT on its CIF; an Art. 98 claim exempts any heading', () => {
    // Rice (1006) 0 %: AED 2,000.00 → duty 0, VAT 10,000 fils. Returned goods 8471: duty 0, VAT 5 %.
    const c = calculateDuties({
      type: 'import',
      incoterm: 'DAP',
      currency: 'AED',
      freight: 0,
      insurance: 0,
      lines: [line('100630', 200_000), { hsCode: '84713000', value: 100_000, exemption: 'returned_goods' }],
    });
    expect(c.lines.map((l) => [l.dutyRateBp, l.dutyFils, l.vatFils])).toEqual([
      [0, 0, 10_000],
      [0, 0, 5_000],
    ]);
    expect(c.lines[0]?.dutySource).toContain('rice');
    expect(c.lines[1]?.dutySource).toContain('Art. 98');
  });

  it('a foreign-currency FOB line: freight and insurance added, the declared rate used, half-up rounding per line', () => {
    // EUR (1,000.00 + 100.00 + 10.00) × 4.0125 = AED 4,453.875 → 445,388 fils; duty 22,269.4 → 22,269;
    // VAT 5 % of 467,657 = 23,382.85 → 23,383.
    const c = calculateDuties({
      type: 'import',
      incoterm: 'FOB',
      currency: 'EUR',
      exchangeRate: '4.0125',
      freight: 10_000,
      insurance: 1_000,
      lines: [line('847130', 100_000)],
    });
    expect(c.lines[0]).toMatchObject({ freightShare: 10_000, insuranceShare: 1_000, rateUsed: '4.0125' });
    expect(c).toMatchObject({ rateSource: 'declared', cifFils: 445_388, dutyFils: 22_269, vatFils: 23_383 });
  });

  it('USD uses the peg 3.6725; CIF terms ignore the declared freight; tobacco pays 100 %', () => {
    // USD 100.00 × 3.6725 = 36,725 fils; duty 100 % = 36,725; VAT 5 % of 73,450 = 3,672.5 → 3,673.
    const c = calculateDuties({
      type: 'free_zone_to_mainland',
      incoterm: 'CIF',
      currency: 'USD',
      freight: 5_000,
      insurance: 500,
      lines: [line('240220', 10_000)],
    });
    expect(c).toMatchObject({ rateSource: 'peg', rateUsed: '3.6725', freightIncluded: true, insuranceIncluded: true });
    expect(c.lines[0]).toMatchObject({ freightShare: 0, cifFils: 36_725, dutyFils: 36_725, vatFils: 3_673 });
  });

  it('duty and VAT are not due on exports, suspended in transit, VAT not computed into a free zone', () => {
    const of = (type: 'export' | 'transit' | 'mainland_to_free_zone') =>
      calculateDuties({
        type,
        incoterm: 'EXW',
        currency: 'AED',
        freight: 0,
        insurance: 0,
        lines: [line('847130', 100)],
      });
    expect(of('export')).toMatchObject({
      dutyTreatment: 'not_due',
      vatTreatment: 'not_due',
      totalFils: 0,
      cifFils: 100,
    });
    expect(of('transit')).toMatchObject({ dutyTreatment: 'suspended', vatTreatment: 'suspended', totalFils: 0 });
    expect(of('mainland_to_free_zone')).toMatchObject({ dutyTreatment: 'not_due', vatTreatment: 'not_computed' });
  });

  it('allocates freight by value; the units left by rounding go to the largest remainders', () => {
    expect(allocate(100, [1, 2])).toEqual([33, 67]);
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
  });

  it('reads and writes amounts in minor units without floats', () => {
    expect(parseAmount('1,250.5', 'USD')).toBe(125_050);
    expect(parseAmount('1.234', 'USD')).toBeNull();
    expect(parseAmount('1.234', 'BHD')).toBe(1_234);
    expect(parseAmount('12', 'JPY')).toBe(12);
    expect(formatMinor(125_050, 'USD')).toBe('1250.50');
    expect(formatMinor(5, 'AED')).toBe('0.05');
  });
});

describe('declaration requests', () => {
  const base = {
    trackingNumber: 'QAF1',
    type: 'import',
    incoterm: 'FOB',
    currency: 'AED',
    lines: [{ hsCode: '8471.30', description: 'Laptops', originCountry: 'cn', quantity: 2, unit: 'pcs', value: 100 }],
  };
  const messages = (input: unknown) => CreateDeclaration.safeParse(input).error?.issues.map((i) => i.message) ?? [];

  it('normalises the HS code and the country', () => {
    const d = CreateDeclaration.parse(base);
    expect(d.lines[0]).toMatchObject({ hsCode: '847130', originCountry: 'CN' });
    expect(d.freight).toBe(0);
  });

  it('needs a rate for an unpegged currency, a zone for free zone types, reasons people can read', () => {
    expect(messages({ ...base, currency: 'EUR' })).toEqual([
      'exchangeRate is required for EUR (AED per 1 EUR): only AED and pegged currencies have a fixed rate',
    ]);
    expect(messages({ ...base, type: 'free_zone_to_mainland' })).toEqual([
      'freeZone must be one of the free zones for free_zone_to_mainland',
    ]);
    expect(messages({ ...base, type: 'free_zone_to_mainland', freeZone: 'jafza' })).toEqual([]);
    expect(messages({ ...base, lines: [{ ...base.lines[0], originCountry: 'XX', hsCode: '7701.10' }] })).toEqual([
      'HS chapter 77 is reserved for future use in the Harmonized System',
      'originCountry must be an ISO 3166-1 alpha-2 code (e.g. CN)',
    ]);
  });

  it('knows the free zones in both languages, without invented customs codes', () => {
    expect(FREE_ZONES.find((z) => z.id === 'jafza')).toMatchObject({ emirate: 'dubai', customsCode: null });
    expect(FREE_ZONES.every((z) => /[\u0600-\u06FF]/.test(z.nameAr))).toBe(true);
    expect(new Set(FREE_ZONES.map((z) => z.id)).size).toBe(FREE_ZONES.length);
  });
});
