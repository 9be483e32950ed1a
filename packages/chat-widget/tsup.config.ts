import { defineConfig, type Options } from 'tsup';

// Three outputs from one source tree:
// - the npm package (ESM + types): dist/launcher.js (the `@qafila/chat-widget` entry), dist/react.js, and dist/panel.js,
//   which the launcher imports on first open; the panel bundles Preact and jotai so it is one self-contained file;
// - the script tag: dist/widget.js, an IIFE of the launcher, which loads dist/widget/panel.js (the same panel) from
//   beside it, so that serving dist/ as is gives /widget.js and /widget/panel.js.
const shared: Options = {
  platform: 'browser',
  // Native private fields and class statics (no helpers); every browser of the last three years.
  target: 'es2022',
  minify: true,
  treeshake: true,
  splitting: false,
  sourcemap: false,
  // Only types come from the contracts: nothing of zod is bundled.
  external: ['react'],
  noExternal: ['preact', 'jotai'],
  esbuildOptions(options) {
    options.jsx = 'automatic';
    options.jsxImportSource = 'preact';
    options.legalComments = 'none';
    // Arabic as UTF-8, not as \\u escapes (three times the bytes).
    options.charset = 'utf8';
  },
};

/** react.js imports the launcher from its own file, so a page has one widget state whichever entry it uses. */
const launcherExternal = {
  name: 'launcher-external',
  setup(build: { onResolve(o: { filter: RegExp }, f: () => { path: string; external: boolean }): void }) {
    build.onResolve({ filter: /^\.\/index\.ts$/ }, () => ({ path: './launcher.js', external: true }));
  },
};

export default defineConfig([
  { ...shared, entry: { launcher: 'src/index.ts', panel: 'src/panel/index.tsx' }, format: 'esm' },
  {
    ...shared,
    entry: { launcher: 'src/index.ts' },
    format: 'esm',
    dts: { only: true, entry: { index: 'src/index.ts' } },
  },
  { ...shared, entry: { react: 'src/react.ts' }, format: 'esm', dts: true, esbuildPlugins: [launcherExternal] },
  {
    ...shared,
    entry: { widget: 'src/script.ts' },
    format: 'iife',
    outExtension: () => ({ js: '.js' }),
  },
  { ...shared, entry: { 'widget/panel': 'src/panel/index.tsx' }, format: 'esm' },
]);
