// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { SelectOption } from './Select.tsx';
export type { SelectProps } from './Select.tsx';
export { Select } from './Select.tsx';
