// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { RadioGroupProps } from './RadioGroup.tsx';
export type { RadioOption } from './RadioGroup.tsx';
export { RadioGroup } from './RadioGroup.tsx';
