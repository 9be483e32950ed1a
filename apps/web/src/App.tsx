import { messages as catalogues } from '@qafila/i18n';
import { QafilaProvider } from '@qafila/ui';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LocaleProvider, useLocale } from './i18n/LocaleContext.tsx';
import { Layout } from './layout/Layout.tsx';

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

/** The route table of both specifications; anything else is the 404 page. */
export function AppRoutes() {
  return (
    <Layout>
      <Suspense fallback={<div aria-busy="true" />}>
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route path="/features" element={<Features />} />
          <Route path="/tutorial" element={<Tutorial />} />
          <Route path="/about" element={<About />} />
          <Route path="/privacy" element={<Privacy />} />
          <Route path="/terms" element={<Terms />} />
          <Route path="/app/*" element={<SupportApp />} />
          <Route path="/admin/login" element={<AdminLogin />} />
          <Route path="/admin" element={<Admin />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}

function LocalizedApp() {
  const { locale } = useLocale();
  return (
    <QafilaProvider locale={locale} messages={catalogues[locale]} applyToDocument>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QafilaProvider>
  );
}

export function App() {
  return (
    <LocaleProvider>
      <LocalizedApp />
    </LocaleProvider>
  );
}
