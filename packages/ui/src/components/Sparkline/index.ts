// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { SparklineProps } from './Sparkline.tsx';
export type { SparklineTone } from './Sparkline.tsx';
export { Sparkline } from './Sparkline.tsx';
export { sparklineTones } from './Sparkline.tsx';
