import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    minInlineSize: 0,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontFamily: vars.typography.fontFamily,
  },
  variants: {
    variant: {
      outline: { border: `1px solid ${vars.color.border.subtle}` },
      raised: { border: `1px solid ${vars.color.border.subtle}`, boxShadow: vars.shadow.md },
      sunken: { backgroundColor: vars.color.surface.sunken, border: '1px solid transparent' },
    },
  },
  defaultVariants: { variant: 'outline' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: `${vars.space.lg} 0`,
  paddingInline: vars.space.lg,
});

export const body = style({
  flexGrow: 1,
  padding: vars.space.lg,
  fontSize: vars.typography.fontSize.md,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});
