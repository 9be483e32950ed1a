// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { CreateTripOutcome } from './types.ts';
export type { FleetTripsProps } from './types.ts';
export type { TripShipmentOption } from './types.ts';
export { FleetTrips } from './FleetTrips.tsx';
