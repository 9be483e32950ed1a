/** The page numbers to show, with `'gap'` for skipped runs: first, last, and `siblings` either side of `page`. */
export function paginationRange(page: number, pageCount: number, siblings = 1): (number | 'gap')[] {
  if (pageCount <= 0) return [];
  // first + last + current + siblings + two gaps
  if (pageCount <= 5 + siblings * 2) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - siblings, pageCount - 2 - siblings * 2));
  const end = Math.min(pageCount - 1, Math.max(page + siblings, 3 + siblings * 2));
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [
    1,
    ...(start > 2 ? ['gap' as const] : []),
    ...middle,
    ...(end < pageCount - 1 ? ['gap' as const] : []),
    pageCount,
  ];
}
