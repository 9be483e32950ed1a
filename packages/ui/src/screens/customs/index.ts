// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { CustomsClearanceProps } from './CustomsClearance/CustomsClearance.tsx';
export type { DeclarationFilters } from './CustomsClearance/CustomsClearance.tsx';
export { CustomsClearance } from './CustomsClearance/CustomsClearance.tsx';
export type { FreeZonesProps } from './FreeZones/FreeZones.tsx';
export { FreeZones } from './FreeZones/FreeZones.tsx';
