import clsx from 'clsx';
import type { ElementType } from 'react';
import type { FontSize } from '../themes/tokens.ts';
import * as layout from './layout.css.ts';
import type { PolymorphicProps } from './types.ts';
import * as styles from './typography.css.ts';

/** Colours text can take: the surface's text colours, or a tone's. */
export type TextTone = keyof typeof styles.tone;

interface TextOwnProps {
  /** Font size; inherits when not given. */
  size?: FontSize | undefined;
  weight?: 'regular' | 'semibold' | 'bold' | undefined;
  /** Colour; inherits when not given. `secondary` for captions and hints. */
  tone?: TextTone | undefined;
  align?: 'start' | 'center' | 'end' | undefined;
  /** One line, cut with an ellipsis (give the full text elsewhere, e.g. a `title`). */
  truncate?: boolean | undefined;
  /** Break long words anywhere rather than overflow (addresses, e-mail, tracking numbers). */
  breakWord?: boolean | undefined;
  /** Equal-width digits, for figures that are compared. */
  tabularNumbers?: boolean | undefined;
  className?: string | undefined;
}

/** Props of `Text`. */
export type TextProps<E extends ElementType = 'p'> = PolymorphicProps<E, TextOwnProps>;

/** Body text: a paragraph by default (`as="span"`, `"dd"`, `"label"` …), without margins. */
export function Text<E extends ElementType = 'p'>({
  as,
  size,
  weight,
  tone,
  align,
  truncate,
  breakWord,
  tabularNumbers,
  className,
  ...props
}: TextProps<E>) {
  const Component: ElementType = as ?? 'p';
  return (
    <Component
      className={clsx(
        layout.reset,
        styles.text,
        size && styles.size[size],
        weight && styles.weight[weight],
        tone && styles.tone[tone],
        align && layout.textAlign[align],
        truncate && styles.truncate,
        breakWord && styles.breakWord,
        tabularNumbers && styles.tabular,
        className,
      )}
      {...props}
    />
  );
}
