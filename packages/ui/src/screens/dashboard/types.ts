import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** What a dashboard screen hands to `renderLink` for an in-app link (sidebar items, search results, cards). */
export interface DashboardLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  href: string;
  children: ReactNode;
  'data-section'?: string;
}

/**
 * Renders an in-app link, so the app can pass its router link, e.g.
 * `({ href, ...props }) => <RouterLink to={href} {...props} />`; every other prop must be passed on. Defaults to `<a>`.
 */
export type DashboardRenderLink = (props: DashboardLinkProps) => ReactNode;

/** The URL of a dashboard section (spec: `/app/dashboard/<feature-id>`). */
export const dashboardSectionPath = (sectionId: string): string => `/app/dashboard/${encodeURIComponent(sectionId)}`;
