import { style, styleVariants } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';

// The content pages' own exceptions to the layout primitives: anchor offsets, the retention table, the tutorial's
// step numbers and the FAQ disclosures.

/** Room above a section reached by its `#anchor`. */
export const anchor = styleVariants({
  section: { scrollMarginBlockStart: vars.space.lg },
  doc: { scrollMarginBlockStart: vars.space.xl },
});

/** A legal document's margins around its reading column. */
export const article = style({
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  '@media': { [breakpointQueries.tablet]: { paddingInline: vars.space.xl } },
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.typography.fontSize.sm });

export const caption = style({ paddingBlockEnd: vars.space.sm });

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const headCell = style([
  cell,
  { fontWeight: vars.typography.fontWeight.semibold, color: vars.color.text.primary },
]);

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
  fontWeight: vars.typography.fontWeight.bold,
});

const divider = `1px solid ${vars.color.border.subtle}`;
export const faqList = style({ borderBlockStart: divider });
export const faqItem = style({ borderBlockEnd: divider });
export const faqHeading = style({ margin: 0, fontSize: vars.typography.fontSize.md });

export const faqButton = style({
  inlineSize: '100%',
  minBlockSize: '3rem',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  fontWeight: vars.typography.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.accent.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const faqChevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const faqPanel = style({
  paddingInline: vars.space.xs,
  paddingBlockEnd: vars.space.lg,
  // The Stack's `display: flex` would otherwise override the `hidden` attribute of a closed answer.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const address = style({ fontStyle: 'normal' });
