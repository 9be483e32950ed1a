import { style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';

// Styles shared by the content pages (features, tutorial, about, legal), on top of `shared/page.css.ts`.

export const hero = style({
  backgroundImage: `linear-gradient(180deg, ${vars.color.accent.soft}, ${vars.color.surface.base})`,
});

export const heroInner = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', maxInlineSize: '52rem' });

/** A legal document: readable line length, sections stacked. */
export const article = style({
  display: 'grid',
  gap: vars.space.xxl,
  maxInlineSize: '48rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  '@media': { [breakpointQueries.tablet]: { paddingInline: vars.space.xl } },
});

export const articleHeader = style({ display: 'grid', gap: vars.space.md });

export const articleSection = style({ display: 'grid', gap: vars.space.md, scrollMarginBlockStart: vars.space.xl });

export const meta = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.typography.fontSize.sm,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.sm,
  color: vars.color.text.secondary,
});

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

export const steps = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

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

export const stepBody = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const faqList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const faqItem = style({ borderBlockEnd: `1px solid ${vars.color.border.subtle}` });

export const faqHeading = style({ margin: 0, fontSize: vars.typography.fontSize.md });

export const faqButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: '3rem',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
  border: 0,
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
  display: 'grid',
  gap: vars.space.sm,
  paddingInline: vars.space.xs,
  paddingBlockEnd: vars.space.lg,
  color: vars.color.text.secondary,
  // `display: grid` would otherwise override the `hidden` attribute of a closed answer.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const groupGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cta = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accent.soft,
});

export const address = style({ display: 'grid', gap: vars.space.xxs, fontStyle: 'normal' });
