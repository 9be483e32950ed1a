// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { CheckboxProps } from './Checkbox.tsx';
export { Checkbox } from './Checkbox.tsx';
