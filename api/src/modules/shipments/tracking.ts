import type { EntityManager } from '@mikro-orm/core';
import { Shipment } from '../../db/entities/index.ts';
import { dubaiDay } from '../../lib/dubai-calendar.ts';
import { awbCheckDigit, containerCheckDigit, referenceKey } from '../assistant/references.ts';

/** Canonical form of a reference for look-ups: upper case, without spaces or hyphens. */
export function trackingKey(reference: string): string {
  return reference.toUpperCase().replace(/[\s-]+/g, '');
}

export type ReferenceSearch =
  | { kind: 'tracking'; key: string }
  | { kind: 'awb'; key: string }
  | { kind: 'container'; key: string }
  | { kind: 'id'; id: number }
  | { kind: 'invalid'; reason: string };

const MAX_ID = 2_147_483_647;

/**
 * What a search box entry is, tolerant of case, spaces, hyphens and Arabic-Indic digits:
 * - 11 digits: an IATA air waybill (3-digit airline prefix, 7-digit serial, check digit = serial mod 7);
 * - 4 letters and 7 digits: an ISO 6346 container number (owner code, category U/J/Z, serial, check digit);
 * - up to 10 digits: a shipment id;
 * - otherwise letters and digits: our tracking number (QAF-240001).
 * A wrong check digit is 'invalid' with the reason.
 */
export function classifyReference(raw: string): ReferenceSearch {
  const key = referenceKey(raw.trim());
  if (key === '')
    return { kind: 'invalid', reason: 'Enter a tracking number, air waybill, container number or shipment id' };
  if (/^\d{11}$/.test(key)) {
    const expected = awbCheckDigit(key.slice(3, 10));
    if (expected !== Number(key[10])) {
      return {
        kind: 'invalid',
        reason: `Air waybill ${key.slice(0, 3)}-${key.slice(3)} has a wrong check digit: the last digit should be ${expected} (the 7-digit serial ${key.slice(3, 10)} modulo 7)`,
      };
    }
    return { kind: 'awb', key };
  }
  if (/^[A-Z]{4}\d{7}$/.test(key)) {
    if (!/^[A-Z]{3}[UJZ]/.test(key)) {
      return {
        kind: 'invalid',
        reason: `Container number ${key} is not valid: its fourth letter (the equipment category) must be U, J or Z`,
      };
    }
    const expected = containerCheckDigit(key.slice(0, 10));
    if (expected !== Number(key[10])) {
      return {
        kind: 'invalid',
        reason: `Container number ${key} has a wrong check digit: the last digit should be ${expected} (ISO 6346)`,
      };
    }
    return { kind: 'container', key };
  }
  if (/^\d{1,10}$/.test(key)) {
    const id = Number(key);
    if (id < 1 || id > MAX_ID)
      return { kind: 'invalid', reason: `Shipment id ${key} is out of range (ids start at 1)` };
    return { kind: 'id', id };
  }
  if (!/^[A-Z0-9]{3,32}$/.test(key)) {
    return {
      kind: 'invalid',
      reason: 'A tracking number, air waybill, container number or shipment id has only letters and digits',
    };
  }
  return { kind: 'tracking', key };
}

/** Our tracking numbers: QAF-, the Dubai year's two digits and seven random digits (QAF-261234567). */
export function newTrackingNumber(now: Date = new Date(), random: () => number = Math.random): string {
  const digits = String(Math.floor(random() * 10_000_000)).padStart(7, '0');
  return `QAF-${dubaiDay(now).slice(2, 4)}${digits}`;
}

/** `count` tracking numbers that no shipment has yet (nor each other). */
export async function freshTrackingNumbers(em: EntityManager, count: number): Promise<string[]> {
  const chosen = new Set<string>();
  while (chosen.size < count) {
    const candidates = new Set<string>();
    while (candidates.size < count - chosen.size) {
      const n = newTrackingNumber();
      if (!chosen.has(n)) candidates.add(n);
    }
    const taken = new Set<string>();
    const list = [...candidates];
    for (let i = 0; i < list.length; i += 500) {
      const slice = list.slice(i, i + 500);
      const rows = await em.find(
        Shipment,
        { trackingKey: { $in: slice.map(trackingKey) } },
        { fields: ['trackingKey'] },
      );
      for (const r of rows) taken.add(r.trackingKey);
    }
    for (const n of list) if (!taken.has(trackingKey(n))) chosen.add(n);
  }
  return [...chosen];
}
