import type { ReactNode } from 'react';
import { type MessageDescriptor, type TypedMessageDescriptor, useIntl } from 'react-intl';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { linkClass } from '../shared/linkClass.ts';
import { BulletList, DisplayHeading } from '../shared/PublicLayout.tsx';
import { container } from '../shared/page.css.ts';
import * as styles from './content.css.ts';
import { LegalLayout } from './LegalLayout/LegalLayout.tsx';

/** Formats the date a document was last changed, as a calendar date (no time zone shift). */
const formatDocumentDate = (locale: string, isoDate: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** Props of `LegalDocument`. */
interface LegalDocumentProps {
  /** Id of the h1, which the article is labelled by. */
  titleId: string;
  title: MessageDescriptor;
  /** The last-updated line, given the formatted date. */
  updated: TypedMessageDescriptor<{ date: string }>;
  /** Date the document was last changed (ISO calendar date). */
  lastUpdated: string;
  lead: MessageDescriptor;
  /** "Back" in the legal bar. */
  onBack(): void;
  /** The sections (`DocSection`). */
  children: ReactNode;
}

/**
 * A legal document inside `LegalLayout`: a readable column with its header (h1, last-updated line and lead), then its
 * sections stacked.
 */
export function LegalDocument({ titleId, title, updated, lastUpdated, lead, onBack, children }: LegalDocumentProps) {
  const intl = useIntl();
  return (
    <LegalLayout onBack={onBack}>
      <article aria-labelledby={titleId} className={styles.article}>
        <Stack space="xxl" className={container.narrow}>
          <Stack as="header" space="md">
            <DisplayHeading level={1} id={titleId}>
              {intl.formatMessage(title)}
            </DisplayHeading>
            <Text size="sm" tone="secondary">
              {intl.formatMessage(updated, { date: formatDocumentDate(intl.locale, lastUpdated) })}
            </Text>
            <Text size="lg" tone="secondary">
              {intl.formatMessage(lead)}
            </Text>
          </Stack>
          {children}
        </Stack>
      </article>
    </LegalLayout>
  );
}

/** One numbered-free section of a legal document: an h2 and its content; `id` makes it linkable. */
export function DocSection({ id, title, children }: { id: string; title: MessageDescriptor; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack as="section" space="md" id={id} aria-labelledby={`${id}-title`} className={styles.anchor.doc}>
      <DisplayHeading level={2} id={`${id}-title`}>
        {intl.formatMessage(title)}
      </DisplayHeading>
      {children}
    </Stack>
  );
}

/** A paragraph of a legal document. */
export function DocText({ message }: { message: MessageDescriptor }) {
  const intl = useIntl();
  return <Text tone="secondary">{intl.formatMessage(message)}</Text>;
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

/** The closing "Contact us" section of a legal document (`#contact`): its text, the e-mail address and the postal one. */
export function DocContactSection({
  title,
  text,
  email,
  address,
}: {
  title: MessageDescriptor;
  text: MessageDescriptor;
  email: string;
  address: MessageDescriptor;
}) {
  const intl = useIntl();
  return (
    <DocSection id="contact" title={title}>
      <DocText message={text} />
      <Stack as="address" space="xxs" className={styles.address}>
        <a href={`mailto:${email}`} className={linkClass()} dir="ltr">
          {email}
        </a>
        <span>{intl.formatMessage(address)}</span>
      </Stack>
    </DocSection>
  );
}
