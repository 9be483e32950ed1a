import { emissionsKg, MODE_FACTORS, type TransportMode } from '@qafila/contracts';
import { DETOUR_FACTORS, laneDistanceKm, modeOf, shipmentSavingKg } from '../dashboard/environment.ts';
import { roadKm } from '../fleet/route/road-model.ts';
import { solveTour } from '../fleet/route/tour.ts';

/**
 * The carbon model (issue 19, docs/carbon.md, docs/estimates.md "Carbon footprint"): kg CO₂e = tonnes × km × factor
 * (kg CO₂e per tonne-km, well-to-wheel). Pure functions, shared by the Carbon section and the overview's carbonSaved.
 */

export interface LaneShipment {
  service: string;
  origin: string;
  destination: string;
  weightKg: number;
}

/** A shipment not carried on one of the fleet's trips: its mode, the lane's route km (great circle × detour), factor. */
export function laneEmissions(s: LaneShipment): { mode: TransportMode; km: number; factor: number; kgCo2e: number } {
  const mode = modeOf(s);
  const km = laneDistanceKm(s, mode) * DETOUR_FACTORS[mode];
  const factor = MODE_FACTORS[mode];
  return { mode, km, factor, kgCo2e: emissionsKg(s.weightKg, km, factor) };
}

/**
 * Allocation of a trip's emissions to the shipments it carried, by tonne-km (ISO 14083): every shipment rides the
 * whole trip, so each gets weight (t) × trip km × the vehicle's factor, and the shares add up to the trip's total.
 */
export function allocateTrip(km: number, factor: number, weightsKg: readonly number[]): number[] {
  return weightsKg.map((w) => emissionsKg(w, km, factor));
}

/**
 * Km of the stops in their planned order, and of the shortest order of the same stops with the first and last kept
 * (the fleet's route optimiser, solveTour), both over the road model's distances between the stops' coordinates.
 */
export function stopOrderKm(stops: readonly { lat: number; lon: number }[]): { planned: number; optimised: number } {
  const n = stops.length;
  if (n < 3) {
    const km = n === 2 ? roadKm(stops[0]!, stops[1]!) : 0;
    return { planned: km, optimised: km };
  }
  const data = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const km = roadKm(stops[i]!, stops[j]!);
      data[i * n + j] = km;
      data[j * n + i] = km;
    }
  }
  let planned = 0;
  for (let i = 1; i < n; i++) planned += data[(i - 1) * n + i]!;
  const tour = solveTour({ n, data }, { start: 0, end: n - 1, budgetMs: 50, seed: 1 });
  return { planned, optimised: Math.min(planned, tour.length) };
}

/**
 * kg CO₂e a shipment saved against moving the same goods by road over the road route (negative for air freight): the
 * dashboard's shipmentSavingKg, whose month's net sum (in tonnes, never below zero) is the overview's carbonSaved.
 */
export const modalSavingKg = (s: LaneShipment): number => shipmentSavingKg(s);
