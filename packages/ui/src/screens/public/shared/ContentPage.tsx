import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Text } from '../../../layout/Text.tsx';
import {
  BookDemoSection,
  CardGrid,
  FeatureCard,
  Hero,
  PublicPage,
  PublicSection,
  SectionHeader,
} from './PublicLayout.tsx';

// The frame and bands the content pages (features, tutorial, about) and the landing share, driven by messages.

/** Props of `ContentPage`. */
interface ContentPageProps {
  /** The page's `useId()`: the h1 gets `${id}title`, the call to action's h2 `${id}cta`. */
  id: string;
  /** The hero's eyebrow, h1 and lead. */
  hero: Record<'eyebrow' | 'title' | 'lead', MessageDescriptor>;
  /** Links under the hero's lead. */
  actions?: ReactNode;
  /** The closing call to action: its h2, sentence, "Book a demo" label and the link to the next page. */
  cta?: {
    title: MessageDescriptor;
    text: MessageDescriptor;
    book: MessageDescriptor;
    next: { href: string; label: MessageDescriptor };
  };
  /** The bands between the hero and the call to action. */
  children: ReactNode;
}

/** A content page: its hero, its bands (`children`) and, when given, the closing "Book a demo" call to action. */
export function ContentPage({ id, hero, actions, cta, children }: ContentPageProps) {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <PublicPage>
      <Hero
        titleId={`${id}title`}
        eyebrow={t(hero.eyebrow)}
        title={t(hero.title)}
        lead={t(hero.lead)}
        actions={actions}
      />
      {children}
      {cta ? (
        <BookDemoSection
          id={`${id}cta`}
          title={t(cta.title)}
          text={t(cta.text)}
          bookLabel={t(cta.book)}
          next={{ href: cta.next.href, label: t(cta.next.label) }}
        />
      ) : null}
    </PublicPage>
  );
}

/** Props of `ContentSection`. */
interface ContentSectionProps {
  /** Id of the h2, which names the section. */
  titleId: string;
  title: MessageDescriptor;
  /** The paragraph under the h2. */
  text: MessageDescriptor;
  /** The section's own id (an anchor such as `#faq`). */
  id?: string | undefined;
  tone?: 'sunken' | undefined;
  narrow?: boolean | undefined;
  className?: string | undefined;
  /** What follows the heading block (cards, a list). */
  children: ReactNode;
}

/** A band named by its h2, with a paragraph under the h2 and then its content. */
export function ContentSection({ titleId, title, text, id, tone, narrow, className, children }: ContentSectionProps) {
  const intl = useIntl();
  return (
    <PublicSection id={id} tone={tone} narrow={narrow} className={className} aria-labelledby={titleId}>
      <SectionHeader title={intl.formatMessage(title)} titleId={titleId}>
        <Text tone="secondary">{intl.formatMessage(text)}</Text>
      </SectionHeader>
      {children}
    </PublicSection>
  );
}

/** A card's title and text, and its own icon when the cards do not share one. */
export type MessageCard = readonly [title: MessageDescriptor, text: MessageDescriptor, icon?: ReactNode];

/** A `CardGrid` of `FeatureCard`s from messages; `icon`, when given, stands on every card. */
export function MessageCards({ cards, icon }: { cards: readonly MessageCard[]; icon?: ReactNode }) {
  const intl = useIntl();
  return (
    <CardGrid>
      {cards.map(([title, text, cardIcon]) => (
        <FeatureCard
          key={title.id}
          icon={cardIcon ?? icon}
          title={intl.formatMessage(title)}
          text={intl.formatMessage(text)}
        />
      ))}
    </CardGrid>
  );
}
