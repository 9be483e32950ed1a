import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const trigger = style({ gap: vars.space.sm, paddingInline: vars.space.sm });

/** The deferred selector's wrapper: no box of its own, so the button lays out as if it were not there. */
export const deferred = style({ display: 'contents' });

export const code = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' });

export const flag = style({ display: 'inline-flex', borderRadius: 2, overflow: 'hidden', flexShrink: 0 });

globalStyle(`${flag} > svg`, { display: 'block', blockSize: '1rem', inlineSize: 'auto' });

export const chevron = style({ display: 'inline-flex', color: vars.color.text.secondary });
