// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { HealthBarProps } from './HealthBar.tsx';
export { HealthBar } from './HealthBar.tsx';
export { healthThresholds } from './healthTone.ts';
export { healthTone } from './healthTone.ts';
