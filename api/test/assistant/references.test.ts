import { describe, expect, it } from 'vitest';
import {
  awbCheckDigit,
  containerCheckDigit,
  extractReferences,
  isValidAwb,
  isValidContainer,
  isValidS10,
  normalizeQafilaNumber,
  s10CheckDigit,
} from '../../src/modules/assistant/references.ts';

describe('IATA air waybill (mod 7)', () => {
  it.each(['176-12345675', '17612345675', '157-98765435', '020 1234 5675'])('accepts %s', (n) => {
    expect(isValidAwb(n)).toBe(true);
  });
  it.each(['176-12345670', '176-12345676', '157-98765432', '176-1234567', 'ABC-12345675'])('rejects %s', (n) => {
    expect(isValidAwb(n)).toBe(false);
  });
  it('computes the check digit of the 7-digit serial', () => {
    expect(awbCheckDigit('1234567')).toBe(5);
    expect(awbCheckDigit('0000007')).toBe(0);
    expect(() => awbCheckDigit('123')).toThrow(RangeError);
  });
});

describe('ISO 6346 container numbers', () => {
  it.each(['MSCU1234566', 'CSQU3054383', 'mscu 123456 6', 'TGHU-1234567'])('accepts %s', (n) => {
    expect(isValidContainer(n)).toBe(true);
  });
  it.each(['MSCU1234567', 'CSQU3054384', 'MSCX1234566', 'MSC1234566'])('rejects %s', (n) => {
    expect(isValidContainer(n)).toBe(false);
  });
  it('computes the check digit, 10 counting as 0', () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(containerCheckDigit('MSCU123456')).toBe(6);
    // Letter values skip multiples of 11 (A=10, K=21, L=23, U=32, V=34).
    expect(containerCheckDigit('AAAU000000')).toBe(((10 + 20 + 40 + 32 * 8) % 11) % 10);
  });
});

describe('UPU S10 postal item numbers', () => {
  it.each(['RR473265870AE', 'rr473265870ae', 'RR 473 265 870 AE', 'EE123456785AE'])('accepts %s', (n) => {
    expect(isValidS10(n)).toBe(true);
  });
  it.each(['RR473265871AE', 'RR47326587AE', 'R1473265870AE'])('rejects %s', (n) => {
    expect(isValidS10(n)).toBe(false);
  });
  it('maps 10 to 0 and 11 to 5', () => {
    expect(s10CheckDigit('47326587')).toBe(0);
    expect(s10CheckDigit('12345678')).toBe(5);
  });
});

describe('extractReferences', () => {
  it('finds every kind, canonical, in order, and marks bad check digits', () => {
    const refs = extractReferences(
      'wain qaf240001 w QAF 240002, awb 176 1234 5675, MSCU 123456 6, RR 473 265 870 AE and 176-12345670',
    );
    expect(refs.map((r) => [r.kind, r.canonical, r.valid])).toEqual([
      ['qafila', 'QAF-240001', true],
      ['qafila', 'QAF-240002', true],
      ['awb', '176-12345675', true],
      ['container', 'MSCU1234566', true],
      ['s10', 'RR473265870AE', true],
      ['awb', '176-12345670', false],
    ]);
  });

  it('reads Arabic-Indic digits and references glued to Arabic words', () => {
    expect(extractReferences('شحنتيQAF-٢٤٠٠٠٣ وين؟').map((r) => r.canonical)).toEqual(['QAF-240003']);
  });

  it('ignores phone numbers, dates, amounts and duplicates', () => {
    expect(extractReferences('call +971 50 123 4567 on 2025-05-14 about AED 12,300')).toEqual([]);
    expect(extractReferences('QAF-240001 qaf 240001')).toHaveLength(1);
  });

  it('normalises Qafila numbers', () => {
    expect(normalizeQafilaNumber('qaf240001')).toBe('QAF-240001');
    expect(normalizeQafilaNumber('QAF 240001')).toBe('QAF-240001');
    expect(normalizeQafilaNumber('QAF-240001')).toBe('QAF-240001');
    expect(normalizeQafilaNumber('240001')).toBeUndefined();
  });
});
