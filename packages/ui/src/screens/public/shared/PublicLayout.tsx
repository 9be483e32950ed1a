import clsx from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { root as buttonStyles } from '../../../components/Button/Button.css.ts';
import { useLinkComponent } from '../../../components/Link/linkComponent.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import type { ResponsiveSpace } from '../../../layout/types.ts';
import * as page from './page.css.ts';

// The building blocks of the public pages (landing, features, tutorial, about, legal), from the layout primitives.

/** The root of a public page: the theme's text colour, font and line height. */
export function PublicPage({ children }: { children: ReactNode }) {
  return <div className={page.page}>{children}</div>;
}

interface PublicSectionProps extends ComponentPropsWithoutRef<'section'> {
  /** `hero`: the accent gradient of a page's first band; `sunken`: the alternate band colour. */
  tone?: 'hero' | 'sunken' | undefined;
  /** A 48rem reading column instead of the 72rem page width. */
  narrow?: boolean | undefined;
  /** Space between the blocks of the section. */
  space?: ResponsiveSpace | undefined;
}

/** A full-width band of a public page around its centred container. */
export function PublicSection({ tone, narrow, space = 'xl', className, children, ...props }: PublicSectionProps) {
  return (
    <section className={clsx(page.section, tone && page.tone[tone], className)} {...props}>
      <Stack space={space} className={page.container[narrow ? 'narrow' : 'page']}>
        {children}
      </Stack>
    </section>
  );
}

/** A page's or section's title in the display sizes, which grow with the viewport. */
export function DisplayHeading({ level, id, children }: { level: 1 | 2; id: string; children: ReactNode }) {
  return (
    <Heading level={level} id={id} className={page.display[level]}>
      {children}
    </Heading>
  );
}

/** The small accent line above a title. */
function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" weight="semibold" tone="accent">
      {children}
    </Text>
  );
}

interface HeroProps {
  /** Id of the h1, which names the section. */
  titleId: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** Space between eyebrow, title, lead and actions. */
  space?: 'md' | 'lg' | undefined;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
}

/** A page's first band: eyebrow, h1, lead and actions on the accent gradient. */
export function Hero({ titleId, eyebrow, title, lead, space = 'md', actions }: HeroProps) {
  return (
    <PublicSection tone="hero" aria-labelledby={titleId}>
      <Stack space={space} align="start" className={page.width.hero}>
        <Eyebrow>{eyebrow}</Eyebrow>
        <DisplayHeading level={1} id={titleId}>
          {title}
        </DisplayHeading>
        <Text size="lg" tone="secondary">
          {lead}
        </Text>
        {actions ? <Inline space="md">{actions}</Inline> : null}
      </Stack>
    </PublicSection>
  );
}

/** A section's heading block: optional eyebrow, the h2 and an optional paragraph (`children`). */
export function SectionHeader({
  eyebrow,
  title,
  titleId,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  titleId: string;
  children?: ReactNode;
}) {
  return (
    <Stack space="sm" className={page.width.header}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <DisplayHeading level={2} id={titleId}>
        {title}
      </DisplayHeading>
      {children}
    </Stack>
  );
}

/** A card in a `Tiles` list: `children` one below another. */
export function Card({ children }: { children: ReactNode }) {
  return (
    <Stack as="li" space="sm" className={page.panel.xl}>
      {children}
    </Stack>
  );
}

/** A feature's icon on its tinted square (decorative). */
function FeatureIcon({ children }: { children: ReactNode }) {
  return (
    <span className={page.icon} aria-hidden="true">
      {children}
    </span>
  );
}

/** A card with an optional icon, an h3 and its text. */
export function FeatureCard({ icon, title, text }: { icon?: ReactNode; title: ReactNode; text: ReactNode }) {
  return (
    <Card>
      {icon ? <FeatureIcon>{icon}</FeatureIcon> : null}
      <Heading level={3}>{title}</Heading>
      <Text tone="secondary">{text}</Text>
    </Card>
  );
}

/** A list of `FeatureCard`s or `Card`s: as many 16rem columns as fit, sharing the row. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Tiles as="ul" minItemWidth="md" fit space="lg">
      {children}
    </Tiles>
  );
}

/** A bulleted list (`ul` with its markers). */
export function BulletList({ children }: { children: ReactNode }) {
  return <ul className={page.bullets}>{children}</ul>;
}

/** The closing call to action of a content page: an h2, a sentence and centred actions on the accent tint. */
export function CallToAction({
  titleId,
  title,
  text,
  children,
}: {
  titleId: string;
  title: ReactNode;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack space="md" align="center" className={page.cta.accent}>
      <DisplayHeading level={2} id={titleId}>
        {title}
      </DisplayHeading>
      <Text tone="secondary">{text}</Text>
      <Inline space="md" align="center">
        {children}
      </Inline>
    </Stack>
  );
}

/**
 * The closing band of a content page: its call to action with "Book a demo" (the landing's contact form) and a
 * second link to another page.
 */
export function BookDemoSection({
  id,
  title,
  text,
  bookLabel,
  next,
}: {
  id: string;
  title: ReactNode;
  text: ReactNode;
  bookLabel: ReactNode;
  next: { href: string; label: ReactNode };
}) {
  const AppLink = useLinkComponent();
  return (
    <PublicSection aria-labelledby={id}>
      <CallToAction titleId={id} title={title} text={text}>
        <AppLink href="/#contact" className={buttonStyles({ variant: 'solid', tone: 'accent', size: 'lg' })}>
          {bookLabel}
        </AppLink>
        <AppLink href={next.href} className={buttonStyles({ variant: 'outline', tone: 'accent', size: 'lg' })}>
          {next.label}
        </AppLink>
      </CallToAction>
    </PublicSection>
  );
}
