// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { ButtonProps } from './Button.tsx';
export { Button } from './Button.tsx';
export type { ButtonSize } from './buttonVariants.ts';
export type { ButtonTone } from './buttonVariants.ts';
export type { ButtonVariant } from './buttonVariants.ts';
export { buttonSizes } from './buttonVariants.ts';
export { buttonTones } from './buttonVariants.ts';
export { buttonVariants } from './buttonVariants.ts';
