// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { SwitchProps } from './Switch.tsx';
export { Switch } from './Switch.tsx';
