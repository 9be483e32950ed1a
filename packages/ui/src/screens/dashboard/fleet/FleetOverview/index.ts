// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { FleetOverviewProps } from './FleetOverview.tsx';
export { FleetOverview } from './FleetOverview.tsx';
