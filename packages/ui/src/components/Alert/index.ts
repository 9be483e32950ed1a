// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { AlertProps } from './Alert.tsx';
export { Alert } from './Alert.tsx';
export type { AlertTone } from './alertTones.ts';
export type { AlertVariant } from './alertTones.ts';
export { alertTones } from './alertTones.ts';
export { alertVariants } from './alertTones.ts';
