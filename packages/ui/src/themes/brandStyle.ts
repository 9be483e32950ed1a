import { assignInlineVars } from '@vanilla-extract/dynamic';
import { brandTokens } from './brandTokens.ts';
import { vars } from './vars.css.ts';

/**
 * Inline style that re-colours the accent tone (`vars.color.accent`) of an element and its descendants from one
 * brand colour. Spread it into `style`, or pass `brand` to `QafilaProvider`. Throws for anything but `#RRGGBB`.
 */
export function brandStyle(primaryColor: string): Record<string, string> {
  return assignInlineVars(vars.color.accent, brandTokens(primaryColor));
}
