// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { FormDialogProps } from './FormDialog.tsx';
export type { FormDialogState } from './FormDialog.tsx';
export type { FormErrors } from './FormDialog.tsx';
export { FormDialog } from './FormDialog.tsx';
