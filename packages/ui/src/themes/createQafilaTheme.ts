import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { resetLayer } from './layers.css.ts';
import { makeScriptVars, makeThemeVars } from './makeThemeVars.ts';
import type { QafilaTokens } from './tokens.ts';
import { scriptVars, vars } from './vars.css.ts';

/**
 * Creates a theme class from tokens. Call it from a `.css.ts` file only: it registers styles.
 *
 * Script-dependent typography follows `lang`, not direction: the theme root inside an Arabic document,
 * and any Arabic island inside the theme, switch to the Arabic family and line heights; a non-Arabic
 * island nested in Arabic content switches back.
 */
export function createQafilaTheme(tokens: QafilaTokens, debugId?: string): string {
  const themeClass = createTheme(vars, makeThemeVars(tokens), debugId);
  const { latin, arabic } = tokens.typography.scripts;

  const arabicIslands = `${themeClass}:lang(ar), ${themeClass} [lang|='ar']`;
  const latinIslands = `${themeClass} [lang|='ar'] [lang]:not([lang|='ar']), ${themeClass}:lang(ar) [lang]:not([lang|='ar'])`;

  globalStyle(arabicIslands, { vars: assignVars(scriptVars, makeScriptVars(arabic)) });
  globalStyle(latinIslands, { vars: assignVars(scriptVars, makeScriptVars(latin)) });

  // Children inherit computed values, not var() references: a `lang` boundary must declare the font
  // again to pick up its own variables. Layered, so component styles on the same element still win.
  globalStyle(`${arabicIslands}, ${latinIslands}`, {
    '@layer': {
      [resetLayer]: { fontFamily: vars.typography.fontFamily, lineHeight: vars.typography.lineHeight.body },
    },
  });

  return themeClass;
}
