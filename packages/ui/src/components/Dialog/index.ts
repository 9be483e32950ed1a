// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { DialogCloseProps } from './Dialog.tsx';
export type { DialogProps } from './Dialog.tsx';
export type { DialogSize } from './Dialog.tsx';
export { Dialog } from './Dialog.tsx';
export { DialogClose } from './Dialog.tsx';
export { dialogSizes } from './Dialog.tsx';
