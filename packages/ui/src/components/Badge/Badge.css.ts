import { globalStyle, type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';
import { type BadgeTone, badgeTones } from './badgeTones.ts';

const toneStyles = {} as Record<BadgeTone, StyleRule>;
for (const tone of badgeTones) {
  toneStyles[tone] = {
    backgroundColor: vars.color[tone].soft,
    color: vars.color[tone].text,
    borderColor: vars.color[tone].softActive,
  };
}

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.typography.fontFamily,
    fontWeight: vars.typography.fontWeight.semibold,
    lineHeight: vars.typography.lineHeight.control,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: toneStyles,
    size: {
      sm: { paddingInline: vars.space.sm, paddingBlock: 0, fontSize: vars.typography.fontSize.xs },
      md: { paddingInline: vars.space.md, paddingBlock: vars.space.xxs, fontSize: vars.typography.fontSize.sm },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

globalStyle(`${icon} > svg`, { inlineSize: '1.1em', blockSize: '1.1em' });
