import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xl, minInlineSize: 0 });

export const block = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const blockHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const blockTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.heading,
});

export const muted = style({ color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm, margin: 0 });

const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const metrics = style({
  ...bareList,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

export const metricItem = style({ display: 'grid' });

export const stat = style({ blockSize: '100%', boxSizing: 'border-box' });

export const results = style({ ...bareList, display: 'grid', gap: vars.space.xs });

export const result = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent.border },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const resultIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: '1rem',
});

export const resultText = style({ display: 'grid', gap: vars.space.xxs, flexGrow: 1, minInlineSize: 0 });

export const resultTitle = style({ fontWeight: vars.typography.fontWeight.semibold });

export const resultCategory = style({
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.xs,
  textAlign: 'end',
  '@media': { 'screen and (max-width: 480px)': { display: 'none' } },
});

export const categories = style({
  ...bareList,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const categoryCard = style({ blockSize: '100%' });

export const categoryTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const categoryItems = style({ ...bareList, display: 'grid', gap: vars.space.xxs });

export const categoryLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  borderRadius: vars.radius.sm,
  color: vars.color.accent.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.accent.soft },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
  },
});

export const categoryLinkIcon = style({ display: 'inline-flex', color: vars.color.text.secondary });

export const more = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});

export const noResultsActions = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md });

export const keywords = style({
  ...bareList,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
});
