// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { PrivacyPageProps } from './PrivacyPage.tsx';
export { PrivacyPage } from './PrivacyPage.tsx';
export { privacyLastUpdated } from './PrivacyPage.tsx';
