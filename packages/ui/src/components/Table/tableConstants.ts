/** Below this inline size (px) of its container, a table shows each row as a stacked card. */
export const tableStackBelow = 640;

export const tableAligns = ['start', 'center', 'end'] as const;
/** Inline alignment of a column: `end` for numbers and amounts. */
export type TableAlign = (typeof tableAligns)[number];

/** Direction of a sorted column, as in `aria-sort`. */
export type TableSortDirection = 'ascending' | 'descending';
