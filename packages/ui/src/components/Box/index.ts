// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { BoxProps } from './Box.tsx';
export { Box } from './Box.tsx';
