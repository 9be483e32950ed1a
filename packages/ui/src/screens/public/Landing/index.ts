// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { LandingProps } from './Landing.tsx';
export { Landing } from './Landing.tsx';
export { landingContactId } from './Landing.tsx';
export { scrollToContact } from './Landing.tsx';
