// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
// The insights sections (issue 19): Business Intelligence and Carbon Footprint Tracking; their own entry,
// `@qafila/ui/screens/insights`, so that the dashboard entry does not grow (apps/web loads it lazily).
export type { BusinessIntelligenceProps, InsightsFilter } from './BusinessIntelligence/BusinessIntelligence.tsx';
export { BusinessIntelligence } from './BusinessIntelligence/BusinessIntelligence.tsx';
export type { CarbonFootprintProps } from './CarbonFootprint/CarbonFootprint.tsx';
export { CarbonFootprint } from './CarbonFootprint/CarbonFootprint.tsx';
export type { Period } from './PeriodFields.tsx';
