import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
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

/** A legal document's header: its h1 (with `id`, which the article is labelled by), last-updated line and lead. */
export function DocHeader({ id, title, updated, lead }: { id: string; title: string; updated: string; lead: string }) {
  return (
    <header className={styles.articleHeader}>
      <h1 id={id} className={page.h1}>
        {title}
      </h1>
      <p className={styles.meta}>{updated}</p>
      <p className={page.lead}>{lead}</p>
    </header>
  );
}

/** A bulleted list whose items are messages. */
export function MessageList({ items }: { items: MessageDescriptor[] }) {
  const intl = useIntl();
  return (
    <ul className={page.list}>
      {items.map((item) => (
        <li key={item.id}>{intl.formatMessage(item)}</li>
      ))}
    </ul>
  );
}
