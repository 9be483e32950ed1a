import { vars } from '@qafila/ui/themes';
import { style } from '@vanilla-extract/css';

export const title = style({
  fontSize: vars.typography.fontSize.xxl,
  lineHeight: 1.25,
  marginBlock: `0 ${vars.space.lg}`,
  color: vars.color.text.primary,
});

export const lead = style({
  fontSize: vars.typography.fontSize.lg,
  color: vars.color.text.secondary,
  maxInlineSize: '48rem',
  marginBlock: `0 ${vars.space.xl}`,
});

export const notFound = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.xxxl,
});
