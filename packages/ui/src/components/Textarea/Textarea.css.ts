import { style } from '@vanilla-extract/css';
import { textControl } from '../../private/control.css.ts';
import { vars } from '../../themes/vars.css.ts';

export const root = style([
  textControl,
  {
    display: 'block',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    // The height follows the content (up to maxHeight), so a manual resize handle would only fight it.
    resize: 'none',
    overflowY: 'hidden',
  },
]);
