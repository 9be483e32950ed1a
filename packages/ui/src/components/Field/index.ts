// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { FieldProps } from './Field.tsx';
export { Field } from './Field.tsx';
export { useFieldControl } from './fieldContext.ts';
