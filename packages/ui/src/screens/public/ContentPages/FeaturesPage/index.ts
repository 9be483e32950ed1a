// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { FeaturesPageProps } from './FeaturesPage.tsx';
export { FeaturesPage } from './FeaturesPage.tsx';
