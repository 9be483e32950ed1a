/**
 * Minimum viewport widths in px. Media queries cannot read CSS custom properties, so breakpoints are
 * plain constants shared by every theme rather than part of the theme contract.
 */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const breakpointQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
