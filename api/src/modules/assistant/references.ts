/**
 * Tracking references in free text: Qafila numbers (QAF-240001), IATA air waybills (176-12345675),
 * ISO 6346 container numbers (MSCU1234566) and UPU S10 postal item numbers (RR473265870AE), with their
 * check digits.
 */
import { toWesternDigits } from './normalize.ts';

export type ReferenceKind = 'qafila' | 'awb' | 'container' | 's10';

export interface Reference {
  kind: ReferenceKind;
  /** The canonical spelling: `QAF-240001`, `176-12345675`, `MSCU1234566`, `RR473265870AE`. */
  canonical: string;
  /** As written by the user. */
  raw: string;
  /** False when the check digit does not match (air waybills, containers, S10). */
  valid: boolean;
  start: number;
  end: number;
}

/** Compares references regardless of case, spaces and hyphens. */
export const referenceKey = (reference: string): string =>
  toWesternDigits(reference).replace(/[\s-]/g, '').toUpperCase();

/** IATA air waybill: 3-digit airline prefix + 7-digit serial + check digit (serial mod 7). */
export function awbCheckDigit(serial7: string): number {
  if (!/^\d{7}$/.test(serial7)) throw new RangeError('an air waybill serial has 7 digits');
  return Number(serial7) % 7;
}

export function isValidAwb(awb: string): boolean {
  const digits = referenceKey(awb);
  return /^\d{11}$/.test(digits) && awbCheckDigit(digits.slice(3, 10)) === Number(digits[10]);
}

/** ISO 6346 letter values: A=10 … Z=38, skipping multiples of 11. */
const ISO6346_LETTERS: Record<string, number> = (() => {
  const values: Record<string, number> = {};
  let v = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (v % 11 === 0) v++;
    values[letter] = v++;
  }
  return values;
})();

/** ISO 6346 check digit of the first 10 characters (owner code, category, 6-digit serial). */
export function containerCheckDigit(first10: string): number {
  const s = first10.toUpperCase();
  if (!/^[A-Z]{4}\d{6}$/.test(s)) throw new RangeError('a container number starts with 4 letters and 6 digits');
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = s[i]!;
    const value = i < 4 ? ISO6346_LETTERS[ch]! : Number(ch);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

export function isValidContainer(number: string): boolean {
  const s = referenceKey(number);
  return /^[A-Z]{3}[UJZ]\d{7}$/.test(s) && containerCheckDigit(s.slice(0, 10)) === Number(s[10]);
}

const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** UPU S10 check digit of the 8-digit serial. */
export function s10CheckDigit(serial8: string): number {
  if (!/^\d{8}$/.test(serial8)) throw new RangeError('an S10 serial has 8 digits');
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(serial8[i]) * S10_WEIGHTS[i]!;
  const c = 11 - (sum % 11);
  return c === 10 ? 0 : c === 11 ? 5 : c;
}

export function isValidS10(number: string): boolean {
  const s = referenceKey(number);
  return /^[A-Z]{2}\d{9}[A-Z]{2}$/.test(s) && s10CheckDigit(s.slice(2, 10)) === Number(s[10]);
}

/** `qaf240001`, `QAF 240001`, `qaf-240001` → `QAF-240001`; undefined for anything else. */
export function normalizeQafilaNumber(text: string): string | undefined {
  const m = /^QAF[\s-]*(\d{3,10})$/i.exec(toWesternDigits(text).trim());
  return m ? `QAF-${m[1]}` : undefined;
}

interface Pattern {
  kind: ReferenceKind;
  re: RegExp;
  build(m: RegExpExecArray): { canonical: string; valid: boolean };
}

// Latin letters/digits must not touch the match; Arabic letters may (users write "شحنتيQAF240001").
const B = '(?<![A-Za-z0-9])';
const E = '(?![A-Za-z0-9])';

const PATTERNS: Pattern[] = [
  {
    kind: 'qafila',
    re: new RegExp(`${B}QAF[\\s_-]*(\\d{3,10})${E}`, 'gi'),
    build: (m) => ({ canonical: `QAF-${m[1]}`, valid: true }),
  },
  {
    kind: 's10',
    re: new RegExp(`${B}([A-Z]{2})[\\s-]?(\\d{3})\\s?(\\d{3})\\s?(\\d{2})(\\d)[\\s-]?([A-Z]{2})${E}`, 'gi'),
    build: (m) => {
      const serial = `${m[2]}${m[3]}${m[4]}`;
      return {
        canonical: `${m[1]!.toUpperCase()}${serial}${m[5]}${m[6]!.toUpperCase()}`,
        valid: s10CheckDigit(serial) === Number(m[5]),
      };
    },
  },
  {
    kind: 'container',
    re: new RegExp(`${B}([A-Z]{3}[UJZ])[\\s-]?(\\d{6})[\\s-]?(\\d)${E}`, 'gi'),
    build: (m) => {
      const first10 = `${m[1]!.toUpperCase()}${m[2]}`;
      return { canonical: `${first10}${m[3]}`, valid: containerCheckDigit(first10) === Number(m[3]) };
    },
  },
  {
    kind: 'awb',
    re: new RegExp(`${B}(\\d{3})[\\s-]?(\\d{4})[\\s-]?(\\d{3})(\\d)${E}`, 'g'),
    build: (m) => {
      const serial7 = `${m[2]}${m[3]}`;
      return { canonical: `${m[1]}-${serial7}${m[4]}`, valid: awbCheckDigit(serial7) === Number(m[4]) };
    },
  },
];

/** Every reference in the text, in order of appearance, without duplicates. */
export function extractReferences(text: string): Reference[] {
  const source = toWesternDigits(text);
  const found: Reference[] = [];
  const taken: [number, number][] = [];
  for (const p of PATTERNS) {
    p.re.lastIndex = 0;
    for (let m = p.re.exec(source); m; m = p.re.exec(source)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      taken.push([start, end]);
      found.push({ kind: p.kind, raw: m[0], start, end, ...p.build(m) });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const seen = new Set<string>();
  return found.filter((r) => {
    const key = referenceKey(r.canonical);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The text with every reference blanked out (for language detection and intent scoring). */
export function withoutReferences(text: string, references = extractReferences(text)): string {
  let out = toWesternDigits(text);
  for (const r of [...references].sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, r.start)} ${out.slice(r.end)}`;
  }
  return out;
}
