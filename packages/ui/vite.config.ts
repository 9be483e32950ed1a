import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

const fontsDir = fileURLToPath(new URL('./src/fonts/', import.meta.url));

/**
 * The font faces ship as files beside dist/fonts.js, not inlined into style.css (library mode would inline every
 * url() as base64): dist/fonts.js keeps `import './fonts/fonts.css'`, and dist/fonts/ holds that stylesheet with
 * every face it names — the first-screen subsets of src/fonts and the full @fontsource faces — so the consumer's
 * bundler emits them as ordinary assets.
 */
function publishFonts(): Plugin {
  return {
    name: 'qafila:publish-fonts',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === './fonts/fonts.css' && importer?.endsWith('/src/fonts.ts')) return { id, external: true };
      return null;
    },
    generateBundle() {
      const css = readFileSync(join(fontsDir, 'fonts.css'), 'utf8').replace(/url\(([^)]+)\)/g, (_, url: string) => {
        const file = basename(url);
        const source = url.startsWith('./') ? join(fontsDir, url) : fileURLToPath(new URL(url, `file://${fontsDir}`));
        this.emitFile({ type: 'asset', fileName: `fonts/${file}`, source: readFileSync(source) });
        return `url(./${file})`;
      });
      this.emitFile({ type: 'asset', fileName: 'fonts/fonts.css', source: css });
    },
  };
}

/**
 * The message catalogues ship as dist/locales/en.json and ar.json (`@qafila/ui/locales/ar.json`), so a consumer gets
 * the Arabic (and English) strings of every component and screen without depending on the unpublished @qafila/i18n.
 * The whole catalogue, not a subset: 1,258 of its 1,298 ids are the ui package's own descriptors; the other 40 (the
 * web app's page titles and a few shared samples, about 3 KB) are not worth a formatjs extraction in every build.
 */
function publishLocales(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'qafila:publish-locales',
    apply: 'build',
    generateBundle() {
      for (const locale of ['en', 'ar']) {
        const source = readFileSync(require.resolve(`@qafila/i18n/messages/${locale}.json`), 'utf8');
        this.emitFile({ type: 'asset', fileName: `locales/${locale}.json`, source });
      }
    },
  };
}

// Library build: dependencies stay imports; every `.css.ts` is compiled into one dist/style.css, so
// consumers of the published package need no vanilla-extract plugin.
export default defineConfig({
  plugins: [publishFonts(), publishLocales(), react(), vanillaExtractPlugin()],
  build: {
    lib: {
      entry: {
        index: 'src/index.ts',
        themes: 'src/themes/index.ts',
        fonts: 'src/fonts.ts',
        test: 'src/test/index.ts',
        'screens/public': 'src/screens/public/index.ts',
        'screens/dashboard': 'src/screens/dashboard/index.ts',
        'screens/fleet': 'src/screens/fleet/index.ts',
        'screens/widget': 'src/screens/widget/index.ts',
        'screens/support': 'src/screens/support/index.ts',
        'screens/admin': 'src/screens/admin/index.ts',
        'screens/team': 'src/screens/team/index.ts',
        'screens/account': 'src/screens/account/index.ts',
        'screens/billing': 'src/screens/billing/index.ts',
        'screens/integrations': 'src/screens/integrations/index.ts',
        'screens/api-management': 'src/screens/api-management/index.ts',
        'screens/whatsapp': 'src/screens/whatsapp/index.ts',
        'screens/temperature': 'src/screens/temperature/index.ts',
        'screens/monitoring': 'src/screens/monitoring/index.ts',
        'screens/calendar': 'src/screens/calendar/index.ts',
        'screens/customs': 'src/screens/customs/index.ts',
        'screens/compliance': 'src/screens/compliance/index.ts',
        'screens/insights': 'src/screens/insights/index.ts',
        'screens/predictive': 'src/screens/predictive/index.ts',
      },
      formats: ['es'],
      cssFileName: 'style',
    },
    cssCodeSplit: false,
    sourcemap: true,
    target: 'es2023',
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/\.css$/, '')}-[hash].js` },
    },
  },
});
