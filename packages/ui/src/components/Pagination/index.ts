// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { PaginationProps } from './Pagination.tsx';
export { Pagination } from './Pagination.tsx';
export { paginationRange } from './paginationRange.ts';
