// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { FleetAnalyticsProps } from './FleetAnalytics.tsx';
export { FleetAnalytics } from './FleetAnalytics.tsx';
