import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders, LocalizedApp } from './App.tsx';
import { loadCatalogue } from './i18n/catalogue.ts';

// The prerenderer renders both languages, so it holds both catalogues; browsers load only their page's. Only the
// public parts, as in the browser: a public page that needed an app-part message would render its id, which the
// prerender script refuses.
await Promise.all([loadCatalogue('en'), loadCatalogue('ar')]);

const app = (url: string) => (
  <StrictMode>
    <StaticRouter location={url}>
      <AppProviders>
        <LocalizedApp />
      </AppProviders>
    </StaticRouter>
  </StrictMode>
);

/**
 * Renders a public page to static HTML at build time. The first pass (react-dom/static) loads every lazy
 * chunk the page needs; the second renders with nothing left to suspend, so the content is inline HTML that
 * reads without JavaScript (streamed output would hide it behind a script).
 */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(app(url));
  await new Response(prelude).text();
  return renderToString(app(url));
}
