// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { SearchFieldProps } from './SearchField.tsx';
export { SearchField } from './SearchField.tsx';
