// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { RouteMapProps } from './RouteMap.tsx';
export type { RouteStop } from './RouteMap.tsx';
export type { Place } from './places.ts';
export { RouteMap } from './RouteMap.tsx';
export { findPlace } from './places.ts';
export { uaePlaces } from './places.ts';
