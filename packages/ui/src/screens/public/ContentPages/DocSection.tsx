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

/** A block of a legal section: a paragraph (one message) or a bulleted list (several messages). */
export type DocBlock = MessageDescriptor | readonly MessageDescriptor[];

/** A section of a legal document as data: its anchor id, its h2, its blocks in order, then `extra` (a table, a link). */
export interface DocSectionContent {
  id: string;
  title: MessageDescriptor;
  blocks: readonly DocBlock[];
  extra?: ReactNode;
}

/** Props of `LegalDocument`. */
interface LegalDocumentProps {
  /** Id of the h1, which the article is labelled by. */
  titleId: string;
  /** The document's h1, lead and closing "Contact us" section. */
  messages: Record<'title' | 'lead' | 'contactTitle' | 'contactText' | 'contactAddress', MessageDescriptor>;
  /** The last-updated line, given the formatted date. */
  updated: TypedMessageDescriptor<{ date: string }>;
  /** Date the document was last changed (ISO calendar date). */
  lastUpdated: string;
  /** The e-mail address of the "Contact us" section. */
  contactEmail: string;
  /** "Back" in the legal bar. */
  onBack(): void;
  /** The sections before "Contact us". */
  sections: readonly DocSectionContent[];
}

/**
 * A legal document inside `LegalLayout`: a readable column with its header (h1, last-updated line and lead), then its
 * sections stacked and the "Contact us" section (`#contact`) last.
 */
export function LegalDocument({
  titleId,
  messages,
  updated,
  lastUpdated,
  contactEmail,
  onBack,
  sections,
}: LegalDocumentProps) {
  const intl = useIntl();
  return (
    <LegalLayout onBack={onBack}>
      <article aria-labelledby={titleId} className={styles.article}>
        <Stack space="xxl" className={container.narrow}>
          <Stack as="header" space="md">
            <DisplayHeading level={1} id={titleId}>
              {intl.formatMessage(messages.title)}
            </DisplayHeading>
            <Text size="sm" tone="secondary">
              {intl.formatMessage(updated, { date: formatDocumentDate(intl.locale, lastUpdated) })}
            </Text>
            <Text size="lg" tone="secondary">
              {intl.formatMessage(messages.lead)}
            </Text>
          </Stack>
          {sections.map(({ id, title, blocks, extra }) => (
            <DocSection key={id} id={id} title={title}>
              {blocks.map((block) =>
                isList(block) ? (
                  <MessageList key={block[0]?.id} items={block} />
                ) : (
                  <DocText key={block.id} message={block} />
                ),
              )}
              {extra}
            </DocSection>
          ))}
          <DocContactSection
            title={messages.contactTitle}
            text={messages.contactText}
            email={contactEmail}
            address={messages.contactAddress}
          />
        </Stack>
      </article>
    </LegalLayout>
  );
}

const isList = (block: DocBlock): block is readonly MessageDescriptor[] => Array.isArray(block);

/** One numbered-free section of a legal document: an h2 and its content; `id` makes it linkable. */
function DocSection({ id, title, children }: { id: string; title: MessageDescriptor; children: ReactNode }) {
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
function DocText({ message }: { message: MessageDescriptor }) {
  const intl = useIntl();
  return <Text tone="secondary">{intl.formatMessage(message)}</Text>;
}

/** A bulleted list whose items are messages. */
function MessageList({ items }: { items: readonly MessageDescriptor[] }) {
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
function DocContactSection({
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
