import { assignInlineVars } from '@vanilla-extract/dynamic';
import { brandTokens } from './brandTokens.ts';
import type { ThemeName } from './themes.ts';
import { vars } from './vars.css.ts';

/**
 * Inline style that re-colours the accent tone (`vars.color.accent`) of an element and its descendants from one
 * brand colour, derived for `theme` (default `light`; pass the theme the element is shown in so text keeps its
 * contrast on that theme's surfaces). Spread it into `style`, or pass `brand` to `QafilaProvider`. Throws for
 * anything but `#RRGGBB`.
 */
export function brandStyle(primaryColor: string, theme: ThemeName = 'light'): Record<string, string> {
  return assignInlineVars(vars.color.accent, brandTokens(primaryColor, theme));
}
