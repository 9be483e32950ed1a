// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { TypingIndicatorProps } from './TypingIndicator.tsx';
export { TypingIndicator } from './TypingIndicator.tsx';
