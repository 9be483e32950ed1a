import { arabicTwin, PUBLIC_ROUTES } from '@qafila/contracts/constants';
import { QafilaProvider, ToastProvider } from '@qafila/ui';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AuthProvider, useAuth } from './auth/AuthContext.tsx';
import { useBrandColour } from './branding/useBrandColour.ts';
import { ConsentProvider } from './consent/ConsentContext.tsx';
import { loadAppCatalogue, useCatalogue } from './i18n/catalogue.ts';
import { LocaleProvider } from './i18n/LocaleContext.tsx';
import { usePageLocale } from './i18n/usePageLocale.ts';
import { AppLink } from './layout/AppLink.tsx';
import { Layout } from './layout/Layout.tsx';
import Landing from './pages/Landing.tsx';
import { QueryScope } from './queries/QueryScope.tsx';

// The landing page is in the entry chunk (first paint); every other route is its own chunk.
const Features = lazy(() => import('./pages/Features.tsx'));
const Tutorial = lazy(() => import('./pages/Tutorial.tsx'));
const About = lazy(() => import('./pages/About.tsx'));
const Privacy = lazy(() => import('./pages/Privacy.tsx'));
const Terms = lazy(() => import('./pages/Terms.tsx'));
// The signed-in apps render once their code and the catalogue's app part (dashboard and admin copy) are both in.
const withAppCatalogue = <T,>(page: Promise<T>) => Promise.all([page, loadAppCatalogue()]).then(([module]) => module);
const SupportApp = lazy(() => withAppCatalogue(import('./pages/SupportApp.tsx')));
const AdminLogin = lazy(() => withAppCatalogue(import('./pages/AdminLogin.tsx')));
const Admin = lazy(() => withAppCatalogue(import('./pages/Admin.tsx')));
const Invitation = lazy(() => withAppCatalogue(import('./pages/Invitation.tsx')));
const NotFound = lazy(() => import('./pages/NotFound.tsx'));

const PUBLIC_PAGES: Record<(typeof PUBLIC_ROUTES)[number], ComponentType> = {
  '/': Landing,
  '/features': Features,
  '/tutorial': Tutorial,
  '/about': About,
  '/privacy': Privacy,
  '/terms': Terms,
};

const Public = ({ children }: { children: ReactNode }) => <Layout>{children}</Layout>;

/**
 * The route table of both specifications: public pages in English and at their Arabic `/ar` twins, /app with
 * its own full-screen layout, the admin pages, and the 404 page for anything else.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <Routes>
        {PUBLIC_ROUTES.flatMap((path) => {
          const Page = PUBLIC_PAGES[path];
          return [path, arabicTwin(path)].map((p) => (
            <Route
              key={p}
              path={p}
              element={
                <Public>
                  <Page />
                </Public>
              }
            />
          ));
        })}
        <Route path="/app/*" element={<SupportApp />} />
        {/* The admin pages have their own full-screen layout, like /app. */}
        <Route path="/admin/login" element={<AdminLogin />} />
        <Route path="/admin" element={<Admin />} />
        {/* An invitation link (issue 16): full screen like /app, where it leads. */}
        <Route path="/invite/:token" element={<Invitation />} />
        <Route
          path="*"
          element={
            <Public>
              <NotFound />
            </Public>
          }
        />
      </Routes>
    </Suspense>
  );
}

/**
 * Inside the router: the page's language (path or preference) drives messages, `lang` and `dir`; an
 * organization's white-label colour (by host, or the signed-in user's organization) re-colours the accent.
 */
export function LocalizedApp() {
  const { locale } = usePageLocale();
  const { user } = useAuth();
  const primaryColor = useBrandColour(user?.id ?? null);
  const messages = useCatalogue(locale);
  return (
    <QafilaProvider
      locale={locale}
      messages={messages}
      applyToDocument
      linkComponent={AppLink}
      {...(primaryColor ? { brand: { primaryColor } } : {})}
    >
      <ToastProvider>
        <ConsentProvider>
          <Suspense fallback={<div aria-busy="true" />}>
            <QueryScope>
              <AppRoutes />
            </QueryScope>
          </Suspense>
        </ConsentProvider>
      </ToastProvider>
    </QafilaProvider>
  );
}

/**
 * Providers shared by the browser and the prerenderer; the router is given by each. React Query is provided
 * around the routes by QueryScope, once a page outside the public site is shown.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <AuthProvider>{children}</AuthProvider>
    </LocaleProvider>
  );
}
