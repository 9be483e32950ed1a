// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { SidebarGroup } from './Sidebar.tsx';
export type { SidebarItem } from './Sidebar.tsx';
export type { SidebarLayout } from './Sidebar.tsx';
export type { SidebarProps } from './Sidebar.tsx';
export type { SidebarSlotState } from './Sidebar.tsx';
export { Sidebar } from './Sidebar.tsx';
export { sidebarDrawerBelow } from './sidebarWidths.ts';
export { sidebarWidths } from './sidebarWidths.ts';
