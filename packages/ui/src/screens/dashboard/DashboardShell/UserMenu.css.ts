import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

export const root = style({ display: 'flex', inlineSize: '100%', minInlineSize: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minInlineSize: 0,
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:not([data-expanded])': { justifyContent: 'center', inlineSize: 'auto' },
    '&:hover, &[data-state="open"]': { backgroundColor: vars.color.surface.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const avatar = style({ display: 'inline-flex', flexShrink: 0 });

export const text = style({ display: 'grid', flexGrow: 1, minInlineSize: 0 });

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const name = style({ ...ellipsis, fontWeight: vars.typography.fontWeight.semibold });

export const email = style({ ...ellipsis, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

export const chevron = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.text.secondary });
