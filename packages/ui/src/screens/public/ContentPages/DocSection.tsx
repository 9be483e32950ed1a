import type { ReactNode } from 'react';
import * as page from '../shared/page.css.ts';
import * as styles from './content.css.ts';

/** Formats the date a document was last changed, as a calendar date (no time zone shift). */
export const formatDocumentDate = (locale: string, isoDate: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** One numbered-free section of a legal document: an h2 and its content; `id` makes it linkable. */
export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.articleSection}>
      <h2 id={`${id}-title`} className={page.h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}
