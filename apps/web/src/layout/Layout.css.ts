import { vars } from '@qafila/ui/themes';
import { style } from '@vanilla-extract/css';

export const shell = style({ minBlockSize: '100dvh', display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  transform: 'translateY(-200%)',
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  borderRadius: vars.radius.md,
  zIndex: 10,
  selectors: { '&:focus': { transform: 'none' } },
});

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
});
