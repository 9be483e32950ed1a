import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';
import { brandMark as mark } from '../../mark.css.ts';
import { viewportShell } from '../../shell.css.ts';

// Layout and type come from the layout primitives; what stays here is the viewport-filling shell with its
// scrolling columns, and the shapes of the interactive cards.

const rule = `1px solid ${vars.color.border.subtle}`;

// The dashboard fills the viewport; each column scrolls on its own, so the chat's text box stays in view.
export const root = style([viewportShell, { display: 'flex', flexDirection: 'column' }]);

export const columns = style({
  display: 'grid',
  flexGrow: 1,
  gridTemplateColumns: '17rem minmax(0, 1fr) 18rem',
  minBlockSize: 0,
  '@media': { [breakpointQueries.desktop]: { gridTemplateColumns: '20rem minmax(0, 1fr) 22rem' } },
});

const scrollColumn = {
  flexGrow: 1,
  minBlockSize: 0,
  backgroundColor: vars.color.surface.base,
  selectors: { [`${columns} > &:not(:last-child)`]: { borderInlineEnd: rule } },
} as const;

export const column = style({ ...scrollColumn, padding: vars.space.lg, overflowY: 'auto' });

export const chatColumn = style(scrollColumn);

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

// Above the phone tabs the brand is a bar of its own.
export const brand = style({
  selectors: {
    '[data-layout="tabs"] > &': {
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      backgroundColor: vars.color.surface.base,
      borderBlockEnd: rule,
    },
  },
});

export const brandMark = style([mark]);

globalStyle(`${brandMark} > svg`, { inlineSize: '1.125rem', blockSize: '1.125rem' });

export const orgLogo = style({ blockSize: '1.5rem', inlineSize: 'auto', maxInlineSize: '6rem', objectFit: 'contain' });

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

export const padded = style({ padding: vars.space.md });

export const outlined = style([padded, { border: rule, borderRadius: vars.radius.md }]);

// Chat

export const chatHeader = style({ paddingBlock: vars.space.md, paddingInline: vars.space.lg, borderBlockEnd: rule });

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
  overflowY: 'auto',
  padding: vars.space.lg,
  selectors: { '[data-layout="tabs"] &': { minBlockSize: '16rem' } },
});

export const welcome = style({ maxInlineSize: '36rem' });

export const messageCard = style([
  outlined,
  { backgroundColor: vars.color.surface.raised, color: vars.color.text.primary },
]);

export const composer = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: rule,
  backgroundColor: vars.color.surface.base,
});

export const textarea = style({ flexGrow: 1 });

export const hints = style({
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.typography.fontSize.xs,
  color: vars.color.text.secondary,
});

// Details

export const eventDot = style({
  flexShrink: 0,
  marginBlockStart: '0.45em',
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.strong,
  selectors: { 'li:first-child > &': { backgroundColor: vars.color.accent.solid } },
});

export const logEntry = style({
  paddingBlock: vars.space.xs,
  fontSize: vars.typography.fontSize.sm,
  borderBlockEnd: rule,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

// Full-width quick actions read from the start, like a menu.
export const actions = style({});

globalStyle(`${actions} > button`, { justifyContent: 'flex-start' });

// Forms

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
