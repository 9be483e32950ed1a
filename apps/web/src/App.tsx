import { messages as catalogues } from '@qafila/i18n';
import { QafilaProvider, ToastProvider } from '@qafila/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AuthProvider } from './auth/AuthContext.tsx';
import { LocaleProvider, useLocale } from './i18n/LocaleContext.tsx';
import { Layout } from './layout/Layout.tsx';
import { createQueryClient } from './queryClient.ts';

// Every route is its own chunk.
const Landing = lazy(() => import('./pages/Landing.tsx'));
const Features = lazy(() => import('./pages/Features.tsx'));
const Tutorial = lazy(() => import('./pages/Tutorial.tsx'));
const About = lazy(() => import('./pages/About.tsx'));
const Privacy = lazy(() => import('./pages/Privacy.tsx'));
const Terms = lazy(() => import('./pages/Terms.tsx'));
const SupportApp = lazy(() => import('./pages/SupportApp.tsx'));
const AdminLogin = lazy(() => import('./pages/AdminLogin.tsx'));
const Admin = lazy(() => import('./pages/Admin.tsx'));
const NotFound = lazy(() => import('./pages/NotFound.tsx'));

const Public = ({ children }: { children: ReactNode }) => <Layout>{children}</Layout>;

/** The route table of both specifications; anything else is the 404 page. /app has its own full-screen layout. */
export function AppRoutes() {
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <Routes>
        <Route
          path="/"
          element={
            <Public>
              <Landing />
            </Public>
          }
        />
        <Route
          path="/features"
          element={
            <Public>
              <Features />
            </Public>
          }
        />
        <Route
          path="/tutorial"
          element={
            <Public>
              <Tutorial />
            </Public>
          }
        />
        <Route
          path="/about"
          element={
            <Public>
              <About />
            </Public>
          }
        />
        <Route
          path="/privacy"
          element={
            <Public>
              <Privacy />
            </Public>
          }
        />
        <Route
          path="/terms"
          element={
            <Public>
              <Terms />
            </Public>
          }
        />
        <Route path="/app/*" element={<SupportApp />} />
        <Route
          path="/admin/login"
          element={
            <Public>
              <AdminLogin />
            </Public>
          }
        />
        <Route
          path="/admin"
          element={
            <Public>
              <Admin />
            </Public>
          }
        />
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

function LocalizedApp() {
  const { locale } = useLocale();
  return (
    <QafilaProvider locale={locale} messages={catalogues[locale]} applyToDocument>
      <ToastProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ToastProvider>
    </QafilaProvider>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <AuthProvider>
          <LocalizedApp />
        </AuthProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
