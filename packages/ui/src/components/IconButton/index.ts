// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { IconButtonProps } from './IconButton.tsx';
export { IconButton } from './IconButton.tsx';
