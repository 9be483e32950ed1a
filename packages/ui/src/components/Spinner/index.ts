// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { SpinnerProps } from './Spinner.tsx';
export type { SpinnerSize } from './Spinner.tsx';
export { Spinner } from './Spinner.tsx';
export { spinnerSizes } from './Spinner.tsx';
