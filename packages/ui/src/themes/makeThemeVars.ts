import type { QafilaTokens, ScriptTypography } from './tokens.ts';

/**
 * Maps typed tokens onto the shape of the theme contract. Pure, so the same values can feed `createTheme`
 * at build time or `assignInlineVars` for a run-time brand override.
 */
export function makeThemeVars(tokens: QafilaTokens) {
  const { scripts, fontSize, fontWeight } = tokens.typography;
  return {
    color: tokens.color,
    typography: { ...makeScriptVars(scripts.latin), fontSize, fontWeight },
    space: tokens.space,
    radius: tokens.radius,
    shadow: tokens.shadow,
    motion: tokens.motion,
    zIndex: tokens.zIndex,
  };
}

export function makeScriptVars(script: ScriptTypography) {
  return { fontFamily: script.fontFamily, lineHeight: script.lineHeight };
}
