import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** A session: its facts, and its Sign out at the end of the line (under them on a phone). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});
