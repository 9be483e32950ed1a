import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { BulletList, DisplayHeading } from '../shared/PublicLayout.tsx';
import { container } from '../shared/page.css.ts';
import * as styles from './content.css.ts';

/** Formats the date a document was last changed, as a calendar date (no time zone shift). */
export const formatDocumentDate = (locale: string, isoDate: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** A legal document: a readable column, its sections stacked; labelled by its h1 (`titleId`). */
export function DocArticle({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <article aria-labelledby={titleId} className={styles.article}>
      <Stack space="xxl" className={container.narrow}>
        {children}
      </Stack>
    </article>
  );
}

/** One numbered-free section of a legal document: an h2 and its content; `id` makes it linkable. */
export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" space="md" id={id} aria-labelledby={`${id}-title`} className={styles.anchor.doc}>
      <DisplayHeading level={2} id={`${id}-title`}>
        {title}
      </DisplayHeading>
      {children}
    </Stack>
  );
}

/** A legal document's header: its h1 (with `id`, which the article is labelled by), last-updated line and lead. */
export function DocHeader({ id, title, updated, lead }: { id: string; title: string; updated: string; lead: string }) {
  return (
    <Stack as="header" space="md">
      <DisplayHeading level={1} id={id}>
        {title}
      </DisplayHeading>
      <Text size="sm" tone="secondary">
        {updated}
      </Text>
      <Text size="lg" tone="secondary">
        {lead}
      </Text>
    </Stack>
  );
}

/** A bulleted list whose items are messages. */
export function MessageList({ items }: { items: MessageDescriptor[] }) {
  const intl = useIntl();
  return (
    <BulletList>
      {items.map((item) => (
        <li key={item.id}>{intl.formatMessage(item)}</li>
      ))}
    </BulletList>
  );
}
