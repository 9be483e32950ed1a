import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const text = style({ lineHeight: vars.typography.lineHeight.body });

export const heading = style({ lineHeight: vars.typography.lineHeight.heading });

/** Heading levels: 1 is a page title, 2 a section, 3 a card or panel, 4 a group within it, 5 a small overline. */
export const headingLevel = styleVariants({
  1: { fontSize: vars.typography.fontSize.xxl, fontWeight: vars.typography.fontWeight.bold },
  2: { fontSize: vars.typography.fontSize.xl, fontWeight: vars.typography.fontWeight.bold },
  3: { fontSize: vars.typography.fontSize.lg, fontWeight: vars.typography.fontWeight.semibold },
  4: { fontSize: vars.typography.fontSize.md, fontWeight: vars.typography.fontWeight.semibold },
  5: { fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.semibold },
});

export const size = styleVariants(vars.typography.fontSize, (value) => ({ fontSize: value }));

export const weight = styleVariants(vars.typography.fontWeight, (value) => ({ fontWeight: value }));

export const tone = styleVariants({
  primary: { color: vars.color.text.primary },
  secondary: { color: vars.color.text.secondary },
  disabled: { color: vars.color.text.disabled },
  inverse: { color: vars.color.text.inverse },
  accent: { color: vars.color.accent.text },
  positive: { color: vars.color.positive.text },
  caution: { color: vars.color.caution.text },
  critical: { color: vars.color.critical.text },
  info: { color: vars.color.info.text },
});

/** Long words (Arabic compounds, e-mail addresses, tracking numbers) break instead of overflowing. */
export const breakWord = style({ overflowWrap: 'anywhere' });

export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** Figures in tables and counters line up: every digit takes the same width. */
export const tabular = style({ fontVariantNumeric: 'tabular-nums' });
