import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  fontFamily: vars.typography.fontFamily,
  color: vars.color.text.primary,
});

export const zone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  border: `2px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.sunken,
  textAlign: 'center',
  selectors: {
    '&[data-dragging]': { borderColor: vars.color.accent.solid, backgroundColor: vars.color.accent.soft },
    // Not faded: the text must keep its contrast; the disabled button says the rest.
    '&[data-disabled]': { borderStyle: 'solid', borderColor: vars.color.border.subtle },
  },
});

export const icon = style({ display: 'inline-flex', color: vars.color.text.secondary, fontSize: '1.5rem' });

export const drag = style({ color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

export const selected = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
});
