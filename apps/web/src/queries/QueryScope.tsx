import { publicPage } from '@qafila/contracts/constants';
import { lazy, type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';

// React Query (and the client it configures) loads with the first page outside the public site.
const QueryProvider = lazy(() => import('./QueryProvider.tsx'));

/**
 * Provides React Query to the routes once the visitor reaches a page that is not a public page (/app, /admin,
 * the 404 page) and keeps it from then on, so the public pages' first load does not carry it. Rendering the
 * public pages needs no queries.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const outside = !publicPage(pathname);
  const [needed, setNeeded] = useState(outside);
  if (outside && !needed) setNeeded(true);
  return needed ? <QueryProvider>{children}</QueryProvider> : children;
}
