import { vars } from '@qafila/ui/themes';
import { globalStyle, style } from '@vanilla-extract/css';

// Stories sit on the theme's base surface, as in the apps (which paint <body> from the same variable): a dark
// story on Storybook's white page would fail axe's colour-contrast for a reason no user ever sees.
export const canvas = style({ background: vars.color.surface.base });

// A single story (not a docs page) also paints the whole page: <body> carries the theme class (preview.tsx).
globalStyle('body[data-qafila-theme]', { background: vars.color.surface.base, color: vars.color.text.primary });
