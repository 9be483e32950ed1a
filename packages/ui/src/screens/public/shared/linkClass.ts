import clsx from 'clsx';
import { root as linkStyles } from '../../../components/Link/Link.css.ts';

/** The design system's link look for an element that is not a `Link` (a button that reads as a link). */
export const linkClass = (tone: 'accent' | 'neutral' | 'inherit' = 'accent', className?: string) =>
  clsx(linkStyles({ tone }), className);
