import type { CorridorTraffic, TrafficOverview, TruckRestriction } from '@qafila/contracts';
import { dubaiClock } from '../dashboard/environment.ts';
import { TRUCK_BANS, type TruckBan } from '../fleet/route/road-model.ts';
import { CORRIDORS, type Corridor, type TrafficProvider } from './provider.ts';

const HALF_HOUR_MS = 30 * 60_000;
const DUBAI_OFFSET_MS = 4 * 3_600_000;
const hoursOf = (hhmm: string) => Number(hhmm.slice(0, 2)) + Number(hhmm.slice(3, 5)) / 60;

/** The bans that name one of the corridor's roads in one of its regions. */
export function restrictionsOf(corridor: Corridor, bans: readonly TruckBan[] = TRUCK_BANS): TruckBan[] {
  return bans.filter(
    (b) => b.roads.some((r) => corridor.roads.includes(r)) && b.regions.some((r) => corridor.regions.includes(r)),
  );
}

/** Whether one of these bans is in force at a moment (Dubai time). */
export function restrictedAt(bans: readonly TruckBan[], at: Date): boolean {
  const { weekday, hour } = dubaiClock(at);
  return bans.some(
    (b) => b.weekdays.includes(weekday) && b.windows.some(([s, e]) => hour >= hoursOf(s) && hour < hoursOf(e)),
  );
}

/** The Dubai calendar day of a moment, YYYY-MM-DD. */
export function dubaiDate(at: Date): string {
  return new Date(at.getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Dubai Traffic Conditions (issue 19): every corridor now and over the 48 half hours of a day. */
export function createTrafficService(options: {
  provider: TrafficProvider;
  bans?: readonly TruckBan[];
  now?: () => Date;
}) {
  const now = () => options.now?.() ?? new Date();
  const bans = options.bans ?? TRUCK_BANS;
  return {
    async overview(date?: string): Promise<TrafficOverview> {
      const at = now();
      const day = date ?? dubaiDate(at);
      const midnight = Date.parse(`${day}T00:00:00Z`) - DUBAI_OFFSET_MS;
      const corridors: CorridorTraffic[] = [];
      for (const corridor of CORRIDORS) {
        const applicable = restrictionsOf(corridor, bans);
        const slots = [];
        for (let i = 0; i < 48; i++) {
          const slot = new Date(midnight + i * HALF_HOUR_MS);
          slots.push({
            ...(await options.provider.reading(corridor, slot)),
            restricted: restrictedAt(applicable, slot),
          });
        }
        corridors.push({
          id: corridor.id,
          roads: [...corridor.roads],
          now: await options.provider.reading(corridor, at),
          restrictedNow: restrictedAt(applicable, at),
          day: slots,
          restrictions: applicable.map(
            (b): TruckRestriction => ({
              authority: b.authority,
              windows: b.windows.map(([s, e]) => [s, e] as [string, string]),
              weekdays: [...b.weekdays],
              vehicleTypes: [...b.vehicleTypes],
            }),
          ),
        });
      }
      return {
        at: at.toISOString(),
        date: day,
        provider: options.provider.name,
        estimate: options.provider.estimate,
        method: options.provider.method,
        corridors,
      };
    },
  };
}
export type TrafficService = ReturnType<typeof createTrafficService>;
