// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { EmptyStateProps } from './EmptyState.tsx';
export { EmptyState } from './EmptyState.tsx';
