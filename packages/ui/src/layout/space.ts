import type { Breakpoint } from '../themes/breakpoints.ts';
import type { Space } from '../themes/tokens.ts';
import { space } from './layout.css.ts';
import type { ResponsiveSpace } from './types.ts';

/** The class names that set `gap` (and the gap variable) for a responsive space value. */
export function spaceClasses(value: ResponsiveSpace | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [space.mobile[value]];
  return (Object.entries(value) as [Breakpoint, Space][]).map(([bp, token]) => space[bp][token]);
}

/** `ul`/`ol` keep list semantics without bullets. */
export const isList = (as: unknown) => as === 'ul' || as === 'ol';
