// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { SkeletonProps } from './Skeleton.tsx';
export type { SkeletonShape } from './Skeleton.tsx';
export { Skeleton } from './Skeleton.tsx';
export { skeletonShapes } from './Skeleton.tsx';
