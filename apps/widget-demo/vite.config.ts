import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the React page (react.html) into dist/; server.ts serves it on /react beside the script-tag pages.
export default defineConfig({
  plugins: [react()],
  build: { rollupOptions: { input: 'react.html' } },
});
