import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.QAFILA_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // The manifest tells the prerenderer which chunk holds each language's catalogue (linked with modulepreload).
  build: { target: 'es2022', sourcemap: true, assetsInlineLimit: 0, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': api, '/ws': { target: api.replace(/^http/, 'ws'), ws: true } },
  },
});
