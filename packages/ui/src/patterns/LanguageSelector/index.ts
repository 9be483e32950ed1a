// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { LanguageOption } from './LanguageSelector.tsx';
export type { LanguageSelectorProps } from './LanguageSelector.tsx';
export { LanguageSelector } from './LanguageSelector.tsx';
export { defaultLanguages } from './LanguageSelector.tsx';
