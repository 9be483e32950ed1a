// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export { FeaturesPage } from './FeaturesPage.tsx';
