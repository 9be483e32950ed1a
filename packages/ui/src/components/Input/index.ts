// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { InputProps } from './Input.tsx';
export type { InputSize } from './Input.tsx';
export { Input } from './Input.tsx';
export { inputSizes } from './Input.tsx';
