import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './scripts/precompress.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The scripts index.html loads (the entry and everything it imports statically) are in memory before any
 * lazily loaded page is imported, so a lazy import need not list them among the files to preload: each
 * name in those lists is bytes of the public pages' first chunk (docs/decisions/0005). Collected from the
 * finished bundle before Vite writes the lists (generateBundle, order 'pre').
 */
const initialScripts = new Set<string>();
const collectInitialScripts: Plugin = {
  name: 'collect-initial-scripts',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      initialScripts.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (initialScripts.has(fileName) || chunk?.type !== 'chunk') return;
        initialScripts.add(fileName);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    },
  },
};

/** Brotli and gzip copies of the built files, written once after the build (scripts/precompress.ts). */
let outDir = '';
const precompress: Plugin = {
  name: 'precompress',
  apply: 'build',
  configResolved(config) {
    outDir = path.resolve(config.root, config.build.outDir);
  },
  closeBundle: {
    order: 'post',
    handler() {
      precompressDir(outDir);
    },
  },
};

export default defineConfig({
  plugins: [react(), collectInitialScripts, precompress],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    // .vite/manifest.json: which built file holds which source (the e2e tests find the console's chunks by it).
    manifest: true,
    modulePreload: {
      // No modulepreload polyfill in the first chunk: every browser since 2023 (Chrome 66, Firefox 115,
      // Safari 17) preloads natively, and an older one still runs the same modules, only without preloading
      // them (docs/decisions/0005-declarative-router-and-lean-shell.md).
      polyfill: false,
      // index.html keeps its own preload links; lazy imports skip what it already loaded, and a lazy chunk
      // with nothing else to fetch is not listed at all (import() fetches it anyway).
      resolveDependencies: (file, deps, { hostType }) => {
        if (hostType === 'html') return deps;
        const needed = deps.filter((dep) => !initialScripts.has(dep));
        return needed.length === 1 && needed[0] === file ? [] : needed;
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
