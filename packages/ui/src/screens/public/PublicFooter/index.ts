// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { PublicFooterProps } from './PublicFooter.tsx';
export { PublicFooter } from './PublicFooter.tsx';
