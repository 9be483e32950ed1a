import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDays,
  businessDaysBetween,
  expectedDelivery,
  fromHijri,
  hijriMonthLength,
  isBusinessDay,
  nextSeason,
  seasonIn,
  toHijri,
  uaeHolidays,
} from './calendar.ts';

describe('Hijri dates (Umm al-Qura)', () => {
  it.each([
    // 1 Ramadan 1447 AH: Wednesday 18 February 2026 by Umm al-Qura (issue 19).
    ['2026-02-18', { year: 1447, month: 9, day: 1 }],
    // 1 Shawwal 1446 (Eid al-Fitr): Sunday 30 March 2025, as the UAE observed it.
    ['2025-03-30', { year: 1446, month: 10, day: 1 }],
    // 9 Dhu al-Hijjah 1446 (Arafat Day): Thursday 5 June 2025, as the UAE observed it.
    ['2025-06-05', { year: 1446, month: 12, day: 9 }],
    // 1 Muharram 1447: Thursday 26 June 2025.
    ['2025-06-26', { year: 1447, month: 1, day: 1 }],
    // 1 Ramadan 1445: Monday 11 March 2024.
    ['2024-03-11', { year: 1445, month: 9, day: 1 }],
  ])('%s is %o', (day, hijri) => {
    expect(toHijri(day)).toEqual(hijri);
    expect(fromHijri(hijri)).toBe(day);
  });

  it('finds every day of a year both ways and knows the month lengths', () => {
    for (let n = 0; n < 400; n++) {
      const day = new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
      expect(fromHijri(toHijri(day))).toBe(day);
    }
    // Ramadan 1447 has 30 days (1 Shawwal = 20 March 2026), Sha'ban 1447 has 29.
    expect(hijriMonthLength(1447, 9)).toBe(30);
    expect(hijriMonthLength(1447, 8)).toBe(29);
    expect(fromHijri({ year: 1447, month: 8, day: 30 })).toBeNull();
  });
});

describe('UAE public holidays', () => {
  it('lists 2026 with the expected Hijri-based ones', () => {
    const days = uaeHolidays(2026).map((h) => `${h.date} ${h.id} ${h.status}`);
    expect(days).toEqual([
      '2026-01-01 new_year fixed',
      '2026-03-18 eid_al_fitr expected',
      '2026-03-19 eid_al_fitr expected',
      '2026-03-20 eid_al_fitr expected',
      '2026-03-21 eid_al_fitr expected',
      '2026-03-22 eid_al_fitr expected',
      '2026-05-26 arafat_day expected',
      '2026-05-27 eid_al_adha expected',
      '2026-05-28 eid_al_adha expected',
      '2026-05-29 eid_al_adha expected',
      '2026-06-16 islamic_new_year expected',
      '2026-08-25 prophets_birthday expected',
      '2026-12-01 commemoration_day fixed',
      '2026-12-02 national_day fixed',
      '2026-12-03 national_day fixed',
    ]);
  });

  it('uses the dates the UAE announced where they differ (2025), with their source', () => {
    const h = uaeHolidays(2025);
    expect(h.filter((x) => x.id === 'islamic_new_year')).toEqual([
      expect.objectContaining({ date: '2025-06-27', status: 'official', source: expect.stringContaining('UAE') }),
    ]);
    expect(h.find((x) => x.id === 'prophets_birthday')?.date).toBe('2025-09-05');
    expect(h.filter((x) => x.id === 'eid_al_fitr').map((x) => x.date)).toEqual([
      '2025-03-29',
      '2025-03-30',
      '2025-03-31',
      '2025-04-01',
    ]);
  });
});

describe('business days', () => {
  it('skips the Saturday–Sunday weekend (Friday is a business day)', () => {
    // Thursday 5 November 2026 + 1 → Friday 6; + 2 → Monday 9.
    expect(addBusinessDays('2026-11-05', 1)).toBe('2026-11-06');
    expect(addBusinessDays('2026-11-05', 2)).toBe('2026-11-09');
    expect(businessDaysBetween('2026-11-05', '2026-11-09')).toBe(2);
    expect(isBusinessDay('2026-11-07')).toBe(false);
    // Before 2022 the weekend was Friday–Saturday.
    expect(isBusinessDay('2021-12-31')).toBe(false);
    expect(isBusinessDay('2021-12-26')).toBe(true);
  });

  it('skips a holiday and the weekend after it', () => {
    // Monday 30 November 2026 + 1: Commemoration Day (Tue 1 Dec), National Day (Wed 2, Thu 3) → Friday 4 December;
    // + 2 → Monday 7 December.
    expect(addBusinessDays('2026-11-30', 1)).toBe('2026-12-04');
    expect(addBusinessDays('2026-11-30', 2)).toBe('2026-12-07');
    expect(businessDaysBetween('2026-11-30', '2026-12-07')).toBe(2);
    expect(businessDays({ from: '2026-11-30', days: 2 })).toEqual({
      from: '2026-11-30',
      to: '2026-12-07',
      businessDays: 2,
      weekendDays: 2,
      holidays: [
        expect.objectContaining({ id: 'commemoration_day', date: '2026-12-01' }),
        expect.objectContaining({ id: 'national_day', date: '2026-12-02' }),
        expect.objectContaining({ id: 'national_day', date: '2026-12-03' }),
      ],
    });
    expect(businessDays({ from: '2026-11-30', to: '2026-12-07' }).businessDays).toBe(2);
  });

  it('gives a shipment its expected delivery from the service transit days', () => {
    // Booked Monday 30 November 2026 10:00 Dubai; standard = 3 business days → Fri 4, Mon 7, Tue 8 December, 18:00.
    expect(expectedDelivery(new Date('2026-11-30T06:00:00Z'), 'standard')?.toISOString()).toBe(
      '2026-12-08T14:00:00.000Z',
    );
    // Express, booked Friday 23:00 Dubai (19:00 UTC): Monday.
    expect(expectedDelivery(new Date('2026-11-13T19:00:00Z'), 'express')?.toISOString()).toBe(
      '2026-11-16T14:00:00.000Z',
    );
    expect(expectedDelivery(new Date(), 'teleport')).toBeNull();
  });
});

describe('seasons', () => {
  it('computes the dates of each season', () => {
    expect(seasonIn('ramadan', 2026)).toMatchObject({ start: '2026-02-18', end: '2026-03-19', status: 'expected' });
    expect(seasonIn('eid_al_fitr', 2026)).toMatchObject({ start: '2026-03-20', end: '2026-03-22' });
    expect(seasonIn('eid_al_adha', 2026)).toMatchObject({ start: '2026-05-26', end: '2026-05-29' });
    expect(seasonIn('dsf', 2024)).toMatchObject({ start: '2024-12-06', end: '2025-01-12', status: 'official' });
    expect(seasonIn('summer', 2026)).toMatchObject({ start: '2026-07-01', end: '2026-08-31', status: 'fixed' });
    expect(nextSeason('ramadan', '2026-11-24')).toMatchObject({ start: '2027-02-08' });
    expect(nextSeason('national_day', '2026-12-02')).toMatchObject({ start: '2026-12-01' });
  });
});
