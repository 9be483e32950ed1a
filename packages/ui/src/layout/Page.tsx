import clsx from 'clsx';
import { type ReactNode, useId } from 'react';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { Inline } from './Inline.tsx';
import * as styles from './page.css.ts';
import { Stack } from './Stack.tsx';
import { Text, type TextTone } from './Text.tsx';
import type { ResponsiveSpace } from './types.ts';

type HeadingElement = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

interface HeaderProps {
  title?: ReactNode;
  /** One or two sentences under the title, in the secondary text colour. */
  description?: ReactNode;
  /** Buttons or menus beside the title (below it on narrow screens). */
  actions?: ReactNode;
}

/** Props of `Page`. */
export interface PageProps extends HeaderProps {
  /** The element of the title: `h1` by default; `h2` inside a shell whose own `h1` names the section. */
  titleAs?: HeadingElement | undefined;
  /** Space between the header and each block of the page. */
  space?: ResponsiveSpace | undefined;
  /** Caps the reading width: `sm` 40rem (forms), `md` 60rem, `lg` 75rem; none by default. */
  maxWidth?: keyof typeof styles.maxWidth | undefined;
  /** The page's width decides its layout (container queries), not the viewport's: for views inside a shell. */
  container?: boolean | undefined;
  children?: ReactNode;
  className?: string | undefined;
  id?: string | undefined;
  'data-testid'?: string | undefined;
}

function Header({
  title,
  description,
  actions,
  titleAs,
  level,
  titleId,
  titleTone,
}: HeaderProps & {
  titleAs: HeadingElement;
  level: HeadingLevel;
  titleId: string;
  titleTone?: TextTone | undefined;
}) {
  if (!title && !description && !actions) return null;
  return (
    <Inline space="md" align="spaceBetween" alignY="end" className={styles.header}>
      {title || description ? (
        <Stack space="xxs" className={styles.headerText}>
          {title ? (
            <Heading level={level} as={titleAs} id={titleId} tone={titleTone}>
              {title}
            </Heading>
          ) : null}
          {description ? <Text tone="secondary">{description}</Text> : null}
        </Stack>
      ) : null}
      {actions ? <Inline space="sm">{actions}</Inline> : null}
    </Inline>
  );
}

/** A view's frame: its header (title, description, actions) and its blocks below, evenly spaced. */
export function Page({
  title,
  description,
  actions,
  titleAs = 'h1',
  space = 'lg',
  maxWidth,
  container,
  children,
  className,
  ...rest
}: PageProps) {
  const titleId = useId();
  return (
    <Stack
      space={space}
      className={clsx(maxWidth && styles.maxWidth[maxWidth], container && styles.container, className)}
      {...rest}
    >
      <Header title={title} description={description} actions={actions} titleAs={titleAs} level={2} titleId={titleId} />
      {children}
    </Stack>
  );
}

/** Props of `PageSection`. */
export interface PageSectionProps extends HeaderProps {
  /** The section's name: shown as its heading and naming the region. */
  title: ReactNode;
  /** Visual heading level (3 by default). */
  level?: HeadingLevel | undefined;
  /** The heading's element: `h2` by default (a section of a `Page`, whose title is the `h1`). */
  titleAs?: HeadingElement | undefined;
  /** The heading's colour: `secondary` for the small overline-style titles of side panels. */
  titleTone?: TextTone | undefined;
  space?: ResponsiveSpace | undefined;
  children?: ReactNode;
  className?: string | undefined;
  id?: string | undefined;
  'data-testid'?: string | undefined;
}

/** A titled block of a page: a `section` named by its heading, with optional description and actions. */
export function PageSection({
  title,
  description,
  actions,
  level = 3,
  titleAs,
  titleTone,
  space = 'sm',
  children,
  className,
  ...rest
}: PageSectionProps) {
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId} space={space} className={className} {...rest}>
      <Header
        title={title}
        description={description}
        actions={actions}
        titleAs={titleAs ?? 'h2'}
        level={level}
        titleId={titleId}
        titleTone={titleTone}
      />
      {children}
    </Stack>
  );
}
