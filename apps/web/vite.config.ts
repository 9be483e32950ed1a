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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), stripMessageDefaults()],
  // The manifest tells the prerenderer which chunk holds each language's catalogue (linked with modulepreload).
  build: { target: 'es2022', sourcemap: true, assetsInlineLimit: 0, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': api, '/ws': { target: api.replace(/^http/, 'ws'), ws: true } },
  },
});
