import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

// Library build: dependencies stay imports; every `.css.ts` is compiled into one dist/style.css, so
// consumers of the published package need no vanilla-extract plugin.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    lib: {
      entry: {
        index: 'src/index.ts',
        themes: 'src/themes/index.ts',
        fonts: 'src/fonts.ts',
        test: 'src/test/index.ts',
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
