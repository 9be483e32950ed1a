// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { TableColumn } from './Table.tsx';
export type { TableProps } from './Table.tsx';
export type { TableSort } from './Table.tsx';
export type { TableAlign } from './tableConstants.ts';
export type { TableSortDirection } from './tableConstants.ts';
export { Table } from './Table.tsx';
export { tableAligns } from './tableConstants.ts';
export { tableStackBelow } from './tableConstants.ts';
