import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    // .vite/manifest.json: which built file holds which source (the e2e tests find the console's chunks by it).
    manifest: true,
    // No modulepreload polyfill in the first chunk: every browser since 2023 (Chrome 66, Firefox 115,
    // Safari 17) preloads natively, and an older one still runs the same modules, only without preloading
    // them (docs/decisions/0005-declarative-router-and-lean-shell.md).
    modulePreload: { polyfill: false },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
