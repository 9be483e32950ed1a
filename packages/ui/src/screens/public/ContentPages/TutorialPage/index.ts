// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { TutorialPageProps } from './TutorialPage.tsx';
export { TutorialPage } from './TutorialPage.tsx';
export { tutorialFaqId } from './TutorialPage.tsx';
