import '@qafila/ui/fonts';
import './global.css.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, LocalizedApp } from './App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
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
