import '@qafila/ui/fonts';
import './global.css.ts';
import { publicPage } from '@qafila/contracts/constants';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, LocalizedApp } from './App.tsx';
import { loadAppCatalogue, loadCatalogue } from './i18n/catalogue.ts';
import { preferredLocale } from './i18n/LocaleContext.tsx';
import { languageRedirect } from './i18n/usePageLocale.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const preferred = preferredLocale().locale;
// A visitor whose language differs from the page goes to its twin before anything renders (spec 000 §4).
const redirect = languageRedirect(window.location, preferred);
if (redirect) window.location.replace(redirect);
else {
  // Only the shown language's catalogue is loaded (the prerendered page links it with modulepreload). No top-level
  // await here: it would turn off the bundler's merging of shared chunks into the entry chunk.
  const page = publicPage(window.location.pathname);
  loadCatalogue(page?.language ?? preferred).then(() => start(root));
  // Outside the public pages (/app, /admin) the catalogue's app part is needed too: fetch it alongside.
  if (!page) void loadAppCatalogue();
}

function start(root: HTMLElement) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <LocalizedApp />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>
  );
  // Prerendered public pages are hydrated; every other route renders into the empty shell.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
