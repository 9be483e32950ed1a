// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { PublicHeaderProps } from './PublicHeader.tsx';
export { PublicHeader } from './PublicHeader.tsx';
