import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpointQueries } from './breakpoints.ts';
import { vars } from './vars.css.ts';

const space = vars.space;
const margins = { ...vars.space, auto: 'auto' };
const insets = { 0: '0', ...vars.space };

// Only logical properties: `start`/`end` follow the writing direction, so one declaration serves LTR and RTL.
const layoutProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': breakpointQueries.tablet },
    desktop: { '@media': breakpointQueries.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'inline-grid'],
    position: ['static', 'relative', 'absolute', 'fixed', 'sticky'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline' },
    alignSelf: { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline' },
    justifyContent: {
      start: 'flex-start',
      center: 'center',
      end: 'flex-end',
      spaceBetween: 'space-between',
      spaceAround: 'space-around',
      spaceEvenly: 'space-evenly',
    },
    textAlign: ['start', 'center', 'end'],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingBlockStart: space,
    paddingBlockEnd: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginBlockStart: margins,
    marginBlockEnd: margins,
    marginInlineStart: margins,
    marginInlineEnd: margins,
    insetBlockStart: insets,
    insetBlockEnd: insets,
    insetInlineStart: insets,
    insetInlineEnd: insets,
    inlineSize: { auto: 'auto', full: '100%' },
    blockSize: { auto: 'auto', full: '100%' },
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
    marginBlock: ['marginBlockStart', 'marginBlockEnd'],
    marginInline: ['marginInlineStart', 'marginInlineEnd'],
    inset: ['insetBlockStart', 'insetBlockEnd', 'insetInlineStart', 'insetInlineEnd'],
    insetBlock: ['insetBlockStart', 'insetBlockEnd'],
    insetInline: ['insetInlineStart', 'insetInlineEnd'],
    placeItems: ['justifyContent', 'alignItems'],
  },
});

const toneText = {
  accent: vars.color.accent.text,
  positive: vars.color.positive.text,
  caution: vars.color.caution.text,
  critical: vars.color.critical.text,
  info: vars.color.info.text,
};

const toneSoft = {
  accentSoft: vars.color.accent.soft,
  neutralSoft: vars.color.neutral.soft,
  positiveSoft: vars.color.positive.soft,
  cautionSoft: vars.color.caution.soft,
  criticalSoft: vars.color.critical.soft,
  infoSoft: vars.color.info.soft,
};

const appearanceProperties = defineProperties({
  properties: {
    color: { ...vars.color.text, ...toneText },
    background: { ...vars.color.surface, ...toneSoft },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    zIndex: vars.zIndex,
    fontSize: vars.typography.fontSize,
    fontWeight: vars.typography.fontWeight,
    overflow: ['visible', 'hidden', 'auto'],
  },
});

/** Atomic, theme-aware style props. Layout props accept responsive values: `{ mobile, tablet, desktop }` or an array. */
export const sprinkles = createSprinkles(layoutProperties, appearanceProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
