import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  fontFamily: vars.typography.fontFamily,
  color: vars.color.text.primary,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '3rem',
  blockSize: '3rem',
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.text.secondary,
});

globalStyle(`${icon} > svg`, { inlineSize: '1.5rem', blockSize: '1.5rem' });

export const description = style({
  margin: 0,
  maxInlineSize: '40ch',
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});

export const action = style({ marginBlockStart: vars.space.sm });
