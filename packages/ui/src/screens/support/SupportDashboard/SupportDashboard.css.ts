import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';

// The dashboard fills the viewport; each column scrolls on its own, so the chat's text box stays in view.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100dvh',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily,
  lineHeight: vars.typography.lineHeight.body,
});

export const columns = style({
  display: 'grid',
  flexGrow: 1,
  gridTemplateColumns: '17rem minmax(0, 1fr) 18rem',
  minBlockSize: 0,
  '@media': { [breakpointQueries.desktop]: { gridTemplateColumns: '20rem minmax(0, 1fr) 22rem' } },
});

export const column = style({
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minBlockSize: 0,
  minInlineSize: 0,
  boxSizing: 'border-box',
  padding: vars.space.lg,
  overflowY: 'auto',
  backgroundColor: vars.color.surface.base,
  selectors: {
    [`${columns} > &:not(:last-child)`]: { borderInlineEnd: `1px solid ${vars.color.border.subtle}` },
  },
});

export const chatColumn = style({
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  minInlineSize: 0,
  backgroundColor: vars.color.surface.base,
  selectors: {
    [`${columns} > &`]: { borderInlineEnd: `1px solid ${vars.color.border.subtle}` },
  },
});

export const tabs = style({ flexGrow: 1, minBlockSize: 0, backgroundColor: vars.color.surface.base });

export const tabList = style({ paddingInline: vars.space.sm, flexShrink: 0 });

globalStyle(`${tabList} > *`, { flexGrow: 1, justifyContent: 'center' });

export const tabPanel = style({
  flexGrow: 1,
  minBlockSize: 0,
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: 0,
  overflowY: 'auto',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  selectors: {
    '[data-layout="tabs"] > &': {
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      backgroundColor: vars.color.surface.base,
      borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const brandTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.heading,
});

export const brandMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
});

globalStyle(`${brandMark} > svg`, { inlineSize: '1.125rem', blockSize: '1.125rem' });

export const brandText = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

// The organization's white-label name and logo, above the product title.
export const orgBrand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const orgLogo = style({ blockSize: '1.5rem', inlineSize: 'auto', maxInlineSize: '6rem', objectFit: 'contain' });

export const brandActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const section = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text.secondary,
  lineHeight: vars.typography.lineHeight.heading,
});

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const customer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
});

export const customerText = style({ display: 'grid', minInlineSize: 0, gap: vars.space.xxs });

export const customerName = style({
  margin: 0,
  fontWeight: vars.typography.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, fontSize: vars.typography.fontSize.sm, color: vars.color.text.secondary });

export const shipment = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.xs,
  inlineSize: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  fontSize: vars.typography.fontSize.sm,
  cursor: 'pointer',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  ':hover': { borderColor: vars.color.border.strong },
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent.solid,
      backgroundColor: vars.color.accent.soft,
      boxShadow: `inset 3px 0 0 ${vars.color.accent.solid}`,
    },
    '[dir="rtl"] &[aria-pressed="true"]': { boxShadow: `inset -3px 0 0 ${vars.color.accent.solid}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant } },
});

export const shipmentTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const trackingNumber = style({
  fontWeight: vars.typography.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  // Tracking numbers are Latin codes: keep them left to right inside Arabic text.
  unicodeBidi: 'isolate',
  direction: 'ltr',
});

export const route = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  color: vars.color.text.primary,
});

export const routeArrow = style({ display: 'inline-flex', color: vars.color.text.secondary });

export const delayed = style({
  margin: 0,
  color: vars.color.critical.text,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const skeletonCard = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const channel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  fontSize: vars.typography.fontSize.sm,
});

export const channelName = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

// Chat

export const chatHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const chatTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minInlineSize: 0 });

export const chatHeading = style({
  margin: 0,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.heading,
});

export const connection = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.typography.fontSize.xs,
  color: vars.color.text.secondary,
});

export const dot = recipe({
  base: { inlineSize: '0.5rem', blockSize: '0.5rem', borderRadius: vars.radius.full, flexShrink: 0 },
  variants: {
    state: {
      connected: { backgroundColor: vars.color.positive.solid },
      disconnected: { backgroundColor: vars.color.critical.solid },
    },
  },
});

export const log = style({
  flexGrow: 1,
  minBlockSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  overflowY: 'auto',
  padding: vars.space.lg,
  selectors: { '[data-layout="tabs"] &': { minBlockSize: '16rem' } },
});

export const welcome = style({ maxInlineSize: '36rem' });

export const welcomeBody = style({ display: 'grid', gap: vars.space.md });

export const welcomeMeta = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });

export const capabilities = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.typography.fontSize.sm,
});

export const paragraph = style({ margin: 0, fontSize: vars.typography.fontSize.sm });

export const messageCard = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const messageCardTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

const bareFieldset = { minInlineSize: 0, margin: 0, padding: 0, border: 'none' } as const;

export const suggestions = style({ ...bareFieldset, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const composer = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.base,
});

export const prompts = style({ ...bareFieldset, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const inputRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const textarea = style({ flexGrow: 1, resize: 'none' });

export const hints = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.typography.fontSize.xs,
  color: vars.color.text.secondary,
});

// Details

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const factLabel = style({ fontSize: vars.typography.fontSize.xs, color: vars.color.text.secondary });

export const factValue = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const event = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  fontSize: vars.typography.fontSize.sm,
});

export const eventDot = style({
  marginBlockStart: '0.45em',
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.strong,
  selectors: { [`${event}:first-child &`]: { backgroundColor: vars.color.accent.solid } },
});

export const eventText = style({ display: 'grid', gap: vars.space.xxs });

export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.typography.fontSize.sm,
});

export const logEntry = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.typography.fontSize.sm,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const logTop = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const actions = style({ display: 'grid', gap: vars.space.sm });

globalStyle(`${actions} > button`, { justifyContent: 'flex-start' });

// Forms

export const fieldset = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.xs,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  fontSize: vars.typography.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent.solid, backgroundColor: vars.color.accent.soft },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
  },
});

export const radio = style({ margin: 0, accentColor: vars.color.accent.solid, inlineSize: '1rem', blockSize: '1rem' });

export const fieldError = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.critical.text,
});
