import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareList } from '../../private/list.css.ts';
import { vars } from '../../themes/vars.css.ts';

export const list = style([
  bareList,
  { display: 'grid', fontFamily: vars.typography.fontFamily, color: vars.color.text.primary },
]);

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
    selectors: { '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.border.subtle}` } },
  },
  variants: {
    variant: {
      default: { paddingBlock: vars.space.md },
      chat: { paddingBlock: vars.space.sm },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const text = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.control,
});

export const description = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text.secondary,
});

export const empty = style({ margin: 0, fontSize: vars.typography.fontSize.sm, color: vars.color.text.secondary });
