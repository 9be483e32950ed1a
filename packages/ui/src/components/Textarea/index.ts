// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { TextareaProps } from './Textarea.tsx';
export { Textarea } from './Textarea.tsx';
