import { TIME_ZONE } from '@qafila/contracts';
import { describe, expect, it } from 'vitest';
import { dubaiDay, dubaiDayRange, dubaiMonth } from './dubai-calendar.ts';

const byIntl = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

describe('dubaiDay', () => {
  it.each([
    '2026-01-01T00:00:00Z',
    '2026-03-29T19:59:59.999Z',
    '2026-03-29T20:00:00Z',
    '2026-06-30T20:00:00Z',
    '2026-10-25T01:30:00Z',
    '2024-02-28T20:00:00Z',
    '2027-12-31T19:59:59Z',
    '2027-12-31T20:00:00Z',
  ])('is the Asia/Dubai calendar day of %s, as Intl names it', (iso) => {
    expect(dubaiDay(new Date(iso))).toBe(byIntl(new Date(iso)));
    expect(dubaiMonth(new Date(iso))).toBe(byIntl(new Date(iso)).slice(0, 7));
  });

  it('starts at 20:00 UTC, where dubaiDayRange says the day starts', () => {
    const { start, end } = dubaiDayRange('2026-05-10');
    expect(dubaiDay(start)).toBe('2026-05-10');
    expect(dubaiDay(new Date(end.getTime() - 1))).toBe('2026-05-10');
    expect(dubaiDay(end)).toBe('2026-05-11');
  });
});
