import { globalStyle, type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';
import { type AlertTone, alertTones } from './alertTones.ts';

const toneStyles = {} as Record<AlertTone, StyleRule>;
for (const tone of alertTones) {
  toneStyles[tone] = {
    backgroundColor: vars.color[tone].soft,
    borderColor: vars.color[tone].border,
    vars: { '--qafila-alert-icon': vars.color[tone].text },
  };
}

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    boxSizing: 'border-box',
    padding: vars.space.lg,
    border: '1px solid transparent',
    color: vars.color.text.primary,
    fontFamily: vars.typography.fontFamily,
    fontSize: vars.typography.fontSize.sm,
  },
  variants: {
    tone: toneStyles,
    variant: {
      inline: { borderRadius: vars.radius.md },
      // Full-width strip at the top of a page or region: only the block-end edge keeps a rule.
      banner: {
        borderRadius: 0,
        borderInlineWidth: 0,
        borderBlockStartWidth: 0,
        paddingBlock: vars.space.md,
        alignItems: 'center',
      },
    },
  },
  defaultVariants: { tone: 'info', variant: 'inline' },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: 'var(--qafila-alert-icon)',
  paddingBlockStart: '0.125rem',
});

globalStyle(`${icon} > svg`, { inlineSize: '1.25rem', blockSize: '1.25rem' });

export const content = style({ flexGrow: 1, minInlineSize: 0, display: 'grid', gap: vars.space.xxs });

export const title = style({ margin: 0, fontWeight: vars.typography.fontWeight.semibold, fontSize: 'inherit' });

export const description = style({ margin: 0, color: vars.color.text.primary });

export const action = style({ display: 'flex', flexShrink: 0, alignItems: 'center', gap: vars.space.sm });
