// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { LegalLayoutProps } from './LegalLayout.tsx';
export { LegalLayout } from './LegalLayout.tsx';
export { legalNavLinks } from './LegalLayout.tsx';
