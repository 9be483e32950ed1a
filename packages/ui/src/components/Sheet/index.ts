// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { SheetCloseProps } from './Sheet.tsx';
export type { SheetProps } from './Sheet.tsx';
export type { SheetSide } from './Sheet.tsx';
export { Sheet } from './Sheet.tsx';
export { SheetClose } from './Sheet.tsx';
export { sheetSides } from './Sheet.tsx';
