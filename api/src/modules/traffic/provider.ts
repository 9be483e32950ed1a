import type { TrafficCorridorId, TrafficReading } from '@qafila/contracts';
import type { Region } from '../fleet/route/gazetteer-data.ts';
import { CONGESTION, regionTraffic } from '../fleet/route/road-model.ts';

/** A corridor of the traffic screen: its road numbers and the regions whose traffic profile it runs through. */
export interface Corridor {
  id: TrafficCorridorId;
  roads: readonly string[];
  regions: readonly Region[];
}

/**
 * The corridors shown, in the screen's order. Al Ittihad Road is the E11 between Dubai and Sharjah; the E11 Dubai–Abu
 * Dhabi runs through both emirates' traffic profiles.
 */
export const CORRIDORS: readonly Corridor[] = [
  { id: 'sheikh_zayed_road', roads: ['E11'], regions: ['dubai'] },
  { id: 'al_ittihad_road', roads: ['E11'], regions: ['dubai', 'sharjah'] },
  { id: 'al_khail_road', roads: ['E44'], regions: ['dubai'] },
  { id: 'mohammed_bin_zayed_road', roads: ['E311'], regions: ['dubai', 'sharjah'] },
  { id: 'emirates_road', roads: ['E611'], regions: ['dubai', 'sharjah'] },
  { id: 'dubai_abu_dhabi', roads: ['E11'], regions: ['dubai', 'abu_dhabi'] },
  { id: 'abu_dhabi_al_ain', roads: ['E22'], regions: ['abu_dhabi', 'al_ain'] },
];

/**
 * Where corridor traffic comes from. The built-in provider is the documented time-of-day and weekday model
 * (MODEL_METHOD); a provider backed by a live feed (a navigation company's API, the RTA's open data) replaces it
 * through the Services option `traffic` and says `estimate: false`.
 */
export interface TrafficProvider {
  /** `model`, or the feed's name. */
  readonly name: string;
  readonly estimate: boolean;
  readonly method: string;
  reading(corridor: Corridor, at: Date): Promise<TrafficReading>;
}

export const MODEL_METHOD =
  "time-of-day and weekday profiles of Dubai's and Abu Dhabi's traffic (the overview's and the route optimiser's model), averaged over the corridor's emirates (v1)";

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The model's reading: the mean travel-time index of the corridor's regions and the level it rounds to. */
export function modelReading(corridor: Corridor, at: Date): TrafficReading {
  const index =
    corridor.regions.reduce((sum, r) => sum + CONGESTION[regionTraffic(r, at)], 0) / corridor.regions.length;
  // Midpoints between the levels' indexes (1, 1.25, 1.6).
  const level = index >= 1.425 ? 'heavy' : index >= 1.125 ? 'moderate' : 'light';
  return { level, travelTimeIndex: round2(index) };
}

export function modelTrafficProvider(): TrafficProvider {
  return {
    name: 'model',
    estimate: true,
    method: MODEL_METHOD,
    reading: async (corridor, at) => modelReading(corridor, at),
  };
}
