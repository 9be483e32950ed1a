import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_PARTS, cataloguePartsFromCode, splitCatalogue } from '@qafila/i18n/parts';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.QAFILA_API_URL ?? 'http://localhost:8080';

/**
 * Drops `defaultMessage` and `description` from the message descriptors (`*.messages.ts`) in builds: the page has
 * its language's catalogue, which holds every id (`pnpm --filter @qafila/i18n i18n:check` guarantees it), so the
 * English source texts would only be shipped twice. Dev keeps them.
 */
function stripMessageDefaults(): Plugin {
  // The property with its string literal value ('…', "…" or a template without substitutions) and its comma.
  const property =
    /\b(?:defaultMessage|description)\s*:\s*(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\$]|\\.)*`)\s*,?/g;
  return {
    name: 'qafila:strip-message-defaults',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: /\.messages\.ts$/ },
      handler: (code) => ({ code: code.replace(property, ''), map: null }),
    },
  };
}

const CATALOGUE_PREFIX = 'virtual:qafila-catalogue/';
const repository = fileURLToPath(new URL('../..', import.meta.url));
const catalogueFile = (locale: string) =>
  fileURLToPath(new URL(`../../packages/i18n/src/messages/${locale}.json`, import.meta.url));

/**
 * `virtual:qafila-catalogue/<en|ar>-<public|app>` (chunks `en-public-….js` and so on): each language's catalogue in two parts, split by where each id is
 * used (packages/i18n/scripts/parts.ts): public pages load only the public part, the /app and /admin routes add the
 * app part (the dashboard and admin copy). Each part is its own chunk.
 */
function catalogueParts(): Plugin {
  return {
    name: 'qafila:catalogue-parts',
    resolveId: (id) => (id.startsWith(CATALOGUE_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${CATALOGUE_PREFIX}`)) return undefined;
      const [locale, part] = id.slice(CATALOGUE_PREFIX.length + 1).split('-') as [string, string];
      if (!['en', 'ar'].includes(locale) || !(CATALOGUE_PARTS as readonly string[]).includes(part)) {
        throw new Error(`Unknown catalogue part ${id}`);
      }
      this.addWatchFile(catalogueFile('en'));
      this.addWatchFile(catalogueFile(locale));
      const english = JSON.parse(readFileSync(catalogueFile('en'), 'utf8')) as Record<string, string>;
      const catalogue = JSON.parse(readFileSync(catalogueFile(locale), 'utf8')) as Record<string, string>;
      // Parts follow the English ids (the reference catalogue); Arabic has the same ids (catalogue test).
      const parts = cataloguePartsFromCode(repository, english);
      const messages = splitCatalogue(catalogue, parts)[part as 'public' | 'app'];
      // JSON.parse of a string literal parses faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), stripMessageDefaults(), catalogueParts()],
  // The manifest tells the prerenderer which chunk holds each language's catalogue (linked with modulepreload).
  build: { target: 'es2022', sourcemap: true, assetsInlineLimit: 0, manifest: true },
  server: {
    port: 5173,
    // The chat widget's script (/widget.js, /widget/…) comes from the API too, so the dashboard's embed snippet works.
    proxy: {
      '/api': api,
      '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
      '/widget.js': api,
      '/widget/': api,
    },
  },
});
