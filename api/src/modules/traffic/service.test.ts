import { describe, expect, it } from 'vitest';
import { estimateTraffic } from '../dashboard/environment.ts';
import { CORRIDORS, modelReading, modelTrafficProvider } from './provider.ts';
import { createTrafficService, restrictionsOf } from './service.ts';

const corridor = (id: string) => CORRIDORS.find((c) => c.id === id)!;
// Tuesday 25 Nov 2026, 08:00 in Dubai (04:00 UTC): the morning peak, inside the RTA's 06:30–08:30 truck ban.
const TUESDAY_8 = new Date('2026-11-25T04:00:00Z');

describe('traffic by corridor', () => {
  it("reads Dubai's corridors from the overview's model, and averages the E11 to Abu Dhabi over both emirates", () => {
    expect(modelReading(corridor('sheikh_zayed_road'), TUESDAY_8)).toEqual({ level: 'heavy', travelTimeIndex: 1.6 });
    expect(estimateTraffic(TUESDAY_8)).toBe('heavy');
    // Abu Dhabi's morning peak ends at 08:30 too: both heavy.
    expect(modelReading(corridor('dubai_abu_dhabi'), TUESDAY_8)).toEqual({ level: 'heavy', travelTimeIndex: 1.6 });
    // 09:00 Dubai: Dubai still heavy (to 09:30), Abu Dhabi moderate → (1.6 + 1.25) / 2.
    const nine = new Date('2026-11-25T05:00:00Z');
    expect(modelReading(corridor('dubai_abu_dhabi'), nine)).toEqual({ level: 'heavy', travelTimeIndex: 1.43 });
    // 03:00 on a Saturday: light everywhere.
    expect(modelReading(corridor('al_khail_road'), new Date('2026-11-27T23:00:00Z'))).toEqual({
      level: 'light',
      travelTimeIndex: 1,
    });
  });

  it('gives each corridor the truck bans that name its roads, and marks the half hours they cover', async () => {
    expect(restrictionsOf(corridor('sheikh_zayed_road')).map((b) => b.authority)).toEqual(['Dubai RTA']);
    expect(restrictionsOf(corridor('dubai_abu_dhabi')).map((b) => b.authority)).toEqual(['Dubai RTA', 'Abu Dhabi ITC']);
    expect(restrictionsOf(corridor('emirates_road'))).toEqual([]);

    const service = createTrafficService({ provider: modelTrafficProvider(), now: () => TUESDAY_8 });
    const overview = await service.overview();
    expect(overview).toMatchObject({ date: '2026-11-25', provider: 'model', estimate: true });
    expect(overview.corridors.map((c) => c.id)).toEqual(CORRIDORS.map((c) => c.id));
    const szr = overview.corridors[0]!;
    expect(szr.restrictedNow).toBe(true);
    // Half hours 13 (06:30) to 16 (08:00) and 26 (13:00) to 29 (14:30) are under the ban.
    expect(szr.day.flatMap((s, i) => (s.restricted ? [i] : []))).toEqual([13, 14, 15, 16, 26, 27, 28, 29]);
    expect(szr.day[16]).toMatchObject({ level: 'heavy' });
    expect(szr.day[6]).toMatchObject({ level: 'light' });
    // A Saturday: no bans.
    const saturday = await service.overview('2026-11-28');
    expect(saturday.corridors[0]?.day.some((s) => s.restricted)).toBe(false);
    expect(overview.corridors.find((c) => c.id === 'emirates_road')?.restrictedNow).toBe(false);
  });
});
