import clsx from 'clsx';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '../../private/icons.tsx';
import { useControllableState } from '../../private/useControllableState.ts';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './Table.css.ts';
import { messages } from './Table.messages.ts';
import type { TableAlign, TableSortDirection } from './tableConstants.ts';

/** One column of a `Table`. */
export interface TableColumn<Row> {
  /** Unique id; used by sorting and as `data-column` on the cells. */
  id: string;
  /** Header content; also labels the cell in the stacked (card) layout. */
  header: ReactNode;
  /** Renders the cell of a row. */
  cell: (row: Row, rowIndex: number) => ReactNode;
  /** Inline alignment; `end` for numbers. Defaults to `start`. */
  align?: TableAlign;
  /** The header becomes a sort button and the column carries `aria-sort` when sorted. */
  sortable?: boolean;
  /**
   * Value to sort by on the client. Without it, a sortable column only reports `onSortChange` and the rows are
   * shown in the order given (sorted by the server).
   */
  sortValue?: (row: Row) => string | number | Date | null | undefined;
  /** Hides the header on screen (it still names the cells), e.g. a column of checkboxes. */
  hideHeader?: boolean;
  /** Inline size of the column, e.g. `12rem` or `30%`. */
  width?: string;
}

/** The sorted column and its direction. */
export interface TableSort {
  columnId: string;
  direction: TableSortDirection;
}

/** Props of `Table`. */
export interface TableProps<Row> {
  /** What the table lists; its accessible name. */
  caption: ReactNode;
  /** Keeps the caption for assistive technology but hides it on screen (when a heading above says the same). */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** Stable key of a row; rendered as `data-row-id`. */
  getRowId: (row: Row) => string;
  /** Actions of a row (e.g. a `DropdownMenu` or `IconButton`s), in a last column aligned to the inline end. */
  rowActions?: (row: Row) => ReactNode;
  /** Header of the actions column. Defaults to a translated "Actions", hidden on screen. */
  actionsLabel?: string;
  /** Controlled sort (`null`: unsorted). */
  sort?: TableSort | null;
  /** Initial sort when uncontrolled. */
  defaultSort?: TableSort | null;
  /** Called when the user sorts by a header: ascending first, then toggling. */
  onSortChange?: (sort: TableSort) => void;
  /** Shows skeleton rows instead of `rows` and marks the table `aria-busy`. */
  loading?: boolean;
  /** Number of skeleton rows. Defaults to 5. */
  loadingRows?: number;
  /** Shown in place of the rows when there are none. Defaults to a translated "No results". */
  emptyState?: ReactNode;
  className?: string;
}

const compare = (a: unknown, b: unknown, locale: string) => {
  if (a == null) return b == null ? 0 : 1;
  if (b == null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return String(a).localeCompare(String(b), locale, { numeric: true, sensitivity: 'base' });
};

/**
 * A semantic data table: caption, column headers, sortable columns (`aria-sort`, a button per header), alignment,
 * row actions, an empty state and skeleton rows while loading. When its container is narrower than 640 px, each
 * row becomes a card listing header–value pairs; the table semantics stay. `data-state` is `loading`, `empty` or
 * `ready`.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowId,
  rowActions,
  actionsLabel,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  loading = false,
  loadingRows = 5,
  emptyState,
  className,
}: TableProps<Row>) {
  const intl = useIntl();
  const [sort, setSort] = useControllableState<TableSort | null>(
    sortProp,
    defaultSort,
    onSortChange as ((sort: TableSort | null) => void) | undefined,
  );
  const actionsHeader = actionsLabel ?? intl.formatMessage(messages.actions);
  const columnCount = columns.length + (rowActions ? 1 : 0);

  const shownRows = useMemo(() => {
    const column = sort ? columns.find((candidate) => candidate.id === sort.columnId) : undefined;
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(value(a), value(b), intl.locale));
  }, [rows, columns, sort, intl.locale]);

  const state = loading ? 'loading' : rows.length === 0 ? 'empty' : 'ready';

  const header = (column: TableColumn<Row>) => {
    const sorted = sort?.columnId === column.id ? sort.direction : undefined;
    const content = column.hideHeader ? <span className={visuallyHidden}>{column.header}</span> : column.header;
    return (
      <th
        key={column.id}
        scope="col"
        aria-sort={sorted}
        className={clsx(styles.headerCell, styles.align[column.align ?? 'start'])}
        style={column.width ? { inlineSize: column.width } : undefined}
        data-column={column.id}
      >
        {column.sortable ? (
          <button
            type="button"
            className={styles.sortButton}
            onClick={() =>
              setSort({ columnId: column.id, direction: sorted === 'ascending' ? 'descending' : 'ascending' })
            }
          >
            {content}
            <span className={styles.sortIcon} aria-hidden="true">
              {sorted === 'ascending' ? <ArrowUpIcon /> : sorted === 'descending' ? <ArrowDownIcon /> : <SortIcon />}
            </span>
          </button>
        ) : (
          content
        )}
      </th>
    );
  };

  const label = (text: ReactNode) => (
    <span className={styles.cellLabel} aria-hidden="true">
      {text}
    </span>
  );

  return (
    <div className={clsx(styles.root, className)} data-state={state}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className={hideCaption ? visuallyHidden : styles.caption}>
          {caption}
          {loading ? <span className={visuallyHidden}> {intl.formatMessage(messages.loading)}</span> : null}
        </caption>
        <thead className={styles.head}>
          <tr>
            {columns.map(header)}
            {rowActions ? (
              <th scope="col" className={clsx(styles.headerCell, styles.align.end)} data-column="actions">
                <span className={visuallyHidden}>{actionsHeader}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {loading
            ? Array.from({ length: loadingRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <tr key={index} className={styles.row} data-skeleton="">
                  {columns.map((column) => (
                    <td key={column.id} className={clsx(styles.cell, styles.align[column.align ?? 'start'])}>
                      {label(column.header)}
                      <Skeleton inlineSize="70%" />
                    </td>
                  ))}
                  {rowActions ? <td className={styles.cell} /> : null}
                </tr>
              ))
            : null}
          {!loading && rows.length === 0 ? (
            <tr className={styles.row}>
              <td colSpan={columnCount} className={styles.fullRow}>
                {emptyState ?? intl.formatMessage(messages.empty)}
              </td>
            </tr>
          ) : null}
          {loading
            ? null
            : shownRows.map((row, rowIndex) => (
                <tr key={getRowId(row)} className={styles.row} data-row-id={getRowId(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={clsx(styles.cell, styles.align[column.align ?? 'start'])}
                      data-column={column.id}
                    >
                      {label(column.header)}
                      <span>{column.cell(row, rowIndex)}</span>
                    </td>
                  ))}
                  {rowActions ? (
                    <td className={clsx(styles.cell, styles.align.end)} data-column="actions">
                      {label(actionsHeader)}
                      <span className={styles.actions}>{rowActions(row)}</span>
                    </td>
                  ) : null}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
