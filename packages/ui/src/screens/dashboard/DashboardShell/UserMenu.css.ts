import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xs, inlineSize: '100%', minInlineSize: 0 });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });

export const text = style({ display: 'grid', minInlineSize: 0 });

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const name = style({ ...ellipsis, fontWeight: vars.typography.fontWeight.semibold });

export const email = style({ ...ellipsis, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });
