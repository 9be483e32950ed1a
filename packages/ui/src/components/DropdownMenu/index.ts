// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { DropdownMenuAction } from './DropdownMenu.tsx';
export type { DropdownMenuEntry } from './DropdownMenu.tsx';
export type { DropdownMenuLabel } from './DropdownMenu.tsx';
export type { DropdownMenuProps } from './DropdownMenu.tsx';
export type { DropdownMenuRadioGroup } from './DropdownMenu.tsx';
export type { DropdownMenuRadioOption } from './DropdownMenu.tsx';
export type { DropdownMenuSeparator } from './DropdownMenu.tsx';
export { DropdownMenu } from './DropdownMenu.tsx';
