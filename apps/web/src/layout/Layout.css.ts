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

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const brand = style({
  fontWeight: 700,
  fontSize: vars.typography.fontSize.lg,
  color: vars.color.text.primary,
  textDecoration: 'none',
});

export const nav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const navLink = style({
  color: vars.color.text.secondary,
  textDecoration: 'none',
  paddingBlock: vars.space.xs,
  selectors: {
    '&:hover': { color: vars.color.text.primary, textDecoration: 'underline' },
    '&[aria-current="page"]': { color: vars.color.accent.text, fontWeight: 600 },
  },
});

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});

export const languageSelect = style({
  font: 'inherit',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.base,
  color: vars.color.text.primary,
});
