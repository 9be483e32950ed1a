// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { FleetMapProps } from './FleetMap.tsx';
export type { FleetMapStop } from './FleetMap.tsx';
export type { FleetMapVehicle } from './FleetMap.tsx';
export { FleetMap } from './FleetMap.tsx';
