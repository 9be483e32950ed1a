import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { tableStackBelow } from './tableConstants.ts';

const container = createContainer('table');
const stacked = `${container} (max-width: ${tableStackBelow - 0.02}px)`;

export const root = style({
  containerName: container,
  containerType: 'inline-size',
  inlineSize: '100%',
  overflowX: 'auto',
  fontFamily: vars.typography.fontFamily,
  color: vars.color.text.primary,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.typography.fontSize.sm,
  lineHeight: vars.typography.lineHeight.body,
  '@container': { [stacked]: { display: 'block' } },
});

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space.sm,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.semibold,
  '@container': { [stacked]: { display: 'block' } },
});

export const head = style({
  '@container': {
    // Hidden from the eye only: each card repeats the header labels, and the headers still name the cells.
    [stacked]: {
      display: 'block',
      position: 'absolute',
      inlineSize: 1,
      blockSize: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const body = style({
  '@container': { [stacked]: { display: 'grid', gap: vars.space.sm } },
});

export const row = style({
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  '@container': {
    [stacked]: {
      display: 'grid',
      gap: vars.space.xs,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border.subtle}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface.raised,
    },
  },
});

const cellBase = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  verticalAlign: 'middle',
  '@container': {
    [stacked]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 40%) 1fr',
      alignItems: 'baseline',
      gap: vars.space.sm,
      padding: 0,
      textAlign: 'start',
    },
  },
});

export const headerCell = style([
  cellBase,
  {
    paddingBlock: vars.space.sm,
    borderBlockEnd: `1px solid ${vars.color.border.default}`,
    color: vars.color.text.secondary,
    fontSize: vars.typography.fontSize.xs,
    fontWeight: vars.typography.fontWeight.semibold,
    whiteSpace: 'nowrap',
  },
]);

export const cell = cellBase;

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export const cellLabel = style({
  display: 'none',
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.semibold,
  '@container': { [stacked]: { display: 'block' } },
});

export const sortButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  color: 'inherit',
  ':hover': { color: vars.color.text.primary },
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
});

export const sortIcon = style({ display: 'inline-flex', fontSize: '0.875rem' });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@container': { [stacked]: { justifyContent: 'flex-start' } },
});

export const fullRow = style({
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  '@container': { [stacked]: { display: 'block' } },
});
