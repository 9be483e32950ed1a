// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { BoxProps } from './components/Box/index.ts';
export { Box } from './components/Box/index.ts';
export type { ButtonProps } from './components/Button/index.ts';
export type { ButtonSize } from './components/Button/index.ts';
export type { ButtonTone } from './components/Button/index.ts';
export type { ButtonVariant } from './components/Button/index.ts';
export { Button } from './components/Button/index.ts';
export { buttonSizes } from './components/Button/index.ts';
export { buttonTones } from './components/Button/index.ts';
export { buttonVariants } from './components/Button/index.ts';
export type { QafilaProviderProps } from './components/QafilaProvider/index.ts';
export { QafilaProvider } from './components/QafilaProvider/index.ts';
export type { Direction } from './direction/useDirection.ts';
export { useDirection } from './direction/useDirection.ts';
