import clsx from 'clsx';
import type { ReactNode } from 'react';
import { root as linkStyles } from '../../../components/Link/Link.css.ts';

/** What a public screen hands to `renderLink` for an in-app link. */
export interface PublicLinkProps {
  /** Target path, e.g. `/features` or `/tutorial#faq`. */
  href: string;
  children: ReactNode;
  className?: string;
  /** Called on activation (e.g. to close the mobile menu); the router link must call it too. */
  onClick?: () => void;
}

/**
 * Renders an in-app link, so the app can pass its router link, e.g.
 * `({ href, ...props }) => <RouterLink to={href} {...props} />`. Defaults to a plain `<a href>`.
 */
export type RenderLink = (props: PublicLinkProps) => ReactNode;

export const defaultRenderLink: RenderLink = ({ href, children, className, onClick }) => (
  <a href={href} className={className} onClick={onClick}>
    {children}
  </a>
);

/** The design system's link look for a rendered link. */
export const linkClass = (tone: 'accent' | 'neutral' | 'inherit' = 'accent', className?: string) =>
  clsx(linkStyles({ tone }), className);
