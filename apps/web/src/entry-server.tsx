import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders, LocalizedApp } from './App.tsx';

/** Renders a public page to HTML at build time, waiting for its lazy chunks (react-dom/static). */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppProviders>
          <LocalizedApp />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
