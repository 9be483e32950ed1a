// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { TermsPageProps } from './TermsPage.tsx';
export { TermsPage } from './TermsPage.tsx';
export { termsLastUpdated } from './TermsPage.tsx';
