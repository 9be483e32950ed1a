// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { RouteOptimizerProps } from './types.ts';
export type { RouteOptimizeOutcome } from './types.ts';
export { RouteOptimizer } from './RouteOptimizer.tsx';
