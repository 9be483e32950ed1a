// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { LinkProps } from './Link.tsx';
export type { LinkTone } from './Link.tsx';
export { Link } from './Link.tsx';
export { linkTones } from './Link.tsx';
