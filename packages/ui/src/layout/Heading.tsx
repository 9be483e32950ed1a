import clsx from 'clsx';
import type { ElementType } from 'react';
import * as layout from './layout.css.ts';
import type { TextTone } from './Text.tsx';
import type { PolymorphicProps } from './types.ts';
import * as styles from './typography.css.ts';

/** Visual heading levels (1 page title … 5 small overline). */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5;

interface HeadingOwnProps {
  /** The visual size; also the element (`h1`…`h5`) unless `as` gives another to keep the document outline right. */
  level: HeadingLevel;
  tone?: TextTone | undefined;
  align?: 'start' | 'center' | 'end' | undefined;
  truncate?: boolean | undefined;
  breakWord?: boolean | undefined;
  className?: string | undefined;
}

/** Props of `Heading`. */
export type HeadingProps<E extends ElementType = 'h2'> = PolymorphicProps<E, HeadingOwnProps>;

/** A heading in the theme's heading scale, without margins. */
export function Heading<E extends ElementType = 'h2'>({
  as,
  level,
  tone,
  align,
  truncate,
  breakWord,
  className,
  ...props
}: HeadingProps<E>) {
  const Component: ElementType = as ?? `h${level}`;
  return (
    <Component
      className={clsx(
        layout.reset,
        styles.heading,
        styles.headingLevel[level],
        tone && styles.tone[tone],
        align && layout.textAlign[align],
        truncate && styles.truncate,
        breakWord && styles.breakWord,
        className,
      )}
      {...props}
    />
  );
}
