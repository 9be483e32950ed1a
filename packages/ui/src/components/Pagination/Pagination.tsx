import clsx from 'clsx';
import { useIntl } from 'react-intl';
import { ChevronForwardIcon } from '../../private/icons.tsx';
import { useControllableState } from '../../private/useControllableState.ts';
import * as styles from './Pagination.css.ts';
import { messages, valueMessages } from './Pagination.messages.ts';
import { paginationRange } from './paginationRange.ts';

/** Props of `Pagination`. */
export interface PaginationProps {
  /** Number of items in the whole list. */
  totalItems: number;
  /** Items per page. */
  pageSize: number;
  /** Controlled current page, from 1. */
  page?: number;
  /** Initial page when uncontrolled. Defaults to 1. */
  defaultPage?: number;
  /** Called with the page the user chooses. */
  onPageChange?: (page: number) => void;
  /** Pages shown either side of the current one before a gap. Defaults to 1. */
  siblingCount?: number;
  /** Show "Showing x–y of z results". Defaults to `true`. */
  showSummary?: boolean;
  /** Accessible name of the navigation. Defaults to a translated "Pagination". */
  label?: string;
  className?: string;
}

/**
 * Page buttons (the current one `aria-current="page"`), previous and next buttons whose arrows point the reading
 * way, and a live "Showing 11–20 of 95 results" summary with plural rules and digits of the current locale.
 */
export function Pagination({
  totalItems,
  pageSize,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  siblingCount = 1,
  showSummary = true,
  label,
  className,
}: PaginationProps) {
  const intl = useIntl();
  const pageCount = Math.max(1, Math.ceil(totalItems / Math.max(1, pageSize)));
  const [rawPage, setPage] = useControllableState(pageProp, defaultPage, onPageChange);
  const page = Math.min(Math.max(1, rawPage), pageCount);
  const start = totalItems === 0 ? 0 : (page - 1) * pageSize + 1;
  const end = Math.min(totalItems, page * pageSize);
  const go = (next: number) => {
    if (next !== page && next >= 1 && next <= pageCount) setPage(next);
  };

  return (
    <div className={clsx(styles.root, className)}>
      {showSummary ? (
        <p className={styles.summary} role="status">
          {totalItems === 0
            ? intl.formatMessage(messages.none)
            : intl.formatMessage(valueMessages.summary, {
                start: intl.formatNumber(start),
                end: intl.formatNumber(end),
                total: totalItems,
              })}
        </p>
      ) : null}
      <nav aria-label={label ?? intl.formatMessage(messages.label)}>
        <ul className={styles.list}>
          <li>
            <button
              type="button"
              className={styles.page}
              aria-label={intl.formatMessage(messages.previous)}
              disabled={page <= 1}
              onClick={() => go(page - 1)}
            >
              <span className={clsx(styles.arrow, styles.backward)} aria-hidden="true">
                <ChevronForwardIcon />
              </span>
            </button>
          </li>
          {paginationRange(page, pageCount, siblingCount).map((item, index) =>
            item === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position.
              <li key={`gap${index}`} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className={styles.page}
                  aria-label={intl.formatMessage(valueMessages.page, { page: intl.formatNumber(item) })}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => go(item)}
                >
                  {intl.formatNumber(item)}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={styles.page}
              aria-label={intl.formatMessage(messages.next)}
              disabled={page >= pageCount}
              onClick={() => go(page + 1)}
            >
              <span className={styles.arrow} aria-hidden="true">
                <ChevronForwardIcon />
              </span>
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
