// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { StatProps } from './Stat.tsx';
export type { StatTrend } from './Stat.tsx';
export type { StatTrendDirection } from './Stat.tsx';
export { Stat } from './Stat.tsx';
export { statTrendDirections } from './Stat.tsx';
