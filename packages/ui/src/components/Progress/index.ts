// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { ProgressProps } from './Progress.tsx';
export { Progress } from './Progress.tsx';
export type { ProgressTone } from './progressTones.ts';
export { progressTones } from './progressTones.ts';
