// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { LiveTrackingProps } from './LiveTracking.tsx';
export type { TrackingError } from './LiveTracking.tsx';
export { LiveTracking } from './LiveTracking.tsx';
