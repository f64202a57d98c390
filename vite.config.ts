import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
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
      const later = [...initialScripts].find((file) => file.includes('layout-later'));
      if (later) throw new Error(`${later} is among the first scripts: the layout-later rule is broken`);
    },
  },
};

/**
 * The message catalogs (src/shared/i18n/<area>.<language>.ts, docs/decisions/0075-languages.md) compiled
 * for Lingui's runtime: each message parsed here, at build time, so the browser carries no parser and
 * formats a plural or a select from data. The catalog is run as the module it is (Node reads TypeScript)
 * and replaced by its compiled default export; a message that does not parse fails the build.
 */
const CATALOG = /\/src\/shared\/i18n\/[a-z-]+\.[a-z]+\.ts$/;
const compileCatalogs: Plugin = {
  name: 'compile-catalogs',
  enforce: 'pre',
  async load(id) {
    if (!CATALOG.test(id)) return null;
    this.addWatchFile(id);
    const module = (await import(`${pathToFileURL(id).href}?at=${Date.now()}`)) as {
      default: Record<string, string>;
    };
    const compiled = Object.fromEntries(
      Object.entries(module.default).map(([key, message]) => [key, compileMessage(message)]),
    );
    return { code: `export default ${JSON.stringify(compiled)};\n`, map: null };
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

/**
 * The page loads one tiny script (src/client/boot.ts, an entry of its own), which fetches the app's own
 * scripts once the page is painted. index.html is built as usual, then its script tag and module preloads
 * become a list for boot.ts to read, so the app's chunks are exactly what they would be otherwise.
 */
const bootAfterPaint: Plugin = {
  name: 'boot-after-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const boot = Object.values(context.bundle ?? {}).find(
        (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'boot',
      );
      if (!boot) throw new Error('boot-after-paint: the build has no boot entry');
      const scripts: string[] = [];
      const rest = html
        .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => {
          scripts.unshift(src);
          return '';
        })
        .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
          scripts.push(href);
          return '';
        });
      if (scripts.length === 0) throw new Error('boot-after-paint: index.html has no script');
      return rest.replace(
        '</head>',
        `  <meta name="app-scripts" content="${scripts.join(' ')}">\n` +
          `    <script type="module" crossorigin src="/${boot.fileName}"></script>\n  </head>`,
      );
    },
  },
};

/**
 * The site's icon is written into the page as a `data:` address: a request of its own would start before the
 * first paint and hold one of the few connections a phone opens. public/favicon.svg stays served for
 * anything that asks for it by name.
 */
const inlineFavicon: Plugin = {
  name: 'inline-favicon',
  apply: 'build',
  transformIndexHtml(html) {
    const svg = readFileSync(path.resolve(import.meta.dirname, 'public/favicon.svg'), 'utf8').trim();
    const href = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    const tag = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
    if (!html.includes(tag)) throw new Error('inline-favicon: index.html has no favicon link');
    return html.replace(tag, `<link rel="icon" href="${href}" type="image/svg+xml" />`);
  },
};

/**
 * Server build only: each page module (and the side column) says which source file it is, so the server
 * can put that module's styles and scripts, named by the client build's manifest, in the page's head
 * (src/client/entry-server.tsx, docs/decisions/0050-server-rendering.md).
 */
const PAGE_MODULE = /\/src\/client\/(features\/.+-(page|entry)|layout\/side-column)\.tsx$/;
const nameServerPages: Plugin = {
  name: 'name-server-pages',
  apply: 'build',
  transform(code, id, options) {
    if (!options?.ssr || !PAGE_MODULE.test(id)) return null;
    const source = id.slice(id.indexOf('/src/client/') + 1);
    return { code: `${code}\nexport const __moduleId = ${JSON.stringify(source)};\n`, map: null };
  },
};

/**
 * What every page's frame fetches once the page is painted (the header's signed-in part and ticket badge,
 * the side column, the page's bottom, the dialog host) is one file instead of about fifteen small ones:
 * each file is a request of its own on a phone's few connections and a task of its own on its main thread
 * (docs/decisions/0059-frame-after-paint-in-one-file.md). The chunk holds those modules and everything they
 * import that the first scripts do not: a module the first scripts import stays there, or the first
 * JavaScript would grow. That is also why the group need not take its modules' dependencies along
 * (includeDependenciesRecursively): what they import is either in the chunk or already loaded. A page
 * that imports one of these modules too (the shop's rules, the modal) finds it in the file the frame has
 * already fetched. The header clock stays apart: a server-rendered page waits for it before hydrating
 * (router.tsx, preloadPage), and should not wait for the rest.
 */
const LAYOUT_LATER_ROOTS = [
  'src/client/layout/account-signed-in.tsx',
  'src/client/layout/ticket-badge.tsx',
  'src/client/layout/side-column.tsx',
  'src/client/layout/site-bottom.tsx',
  'src/client/ui/dialog-host.tsx',
].map((file) => path.resolve(import.meta.dirname, file));
const FIRST_SCRIPTS = ['src/client/main.tsx', 'src/client/boot.ts'].map((file) =>
  path.resolve(import.meta.dirname, file),
);
/** What rolldown's chunking passes a group's name function (its ChunkingContext), as far as used here. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}
/** Worked out once per chunking pass (one context each), not once per module asked about. */
const layoutLaterOf = new WeakMap<ModuleGraph, Set<string>>();
function layoutLaterChunk(id: string, graph: ModuleGraph): string | null {
  let modules = layoutLaterOf.get(graph);
  if (!modules) {
    const reach = (from: string[]) => {
      // A moved file must fail the build: unseen, it would move first-script code into the later file.
      for (const file of from)
        if (!graph.getModuleInfo(file)) throw new Error(`layout-later: ${file} is not in the build`);
      const seen = new Set<string>();
      const visit = (module: string) => {
        if (seen.has(module)) return;
        seen.add(module);
        for (const imported of graph.getModuleInfo(module)?.importedIds ?? []) visit(imported);
      };
      for (const module of from) visit(module);
      return seen;
    };
    const first = reach(FIRST_SCRIPTS);
    modules = new Set([...reach(LAYOUT_LATER_ROOTS)].filter((module) => !first.has(module)));
    layoutLaterOf.set(graph, modules);
  }
  return modules.has(id) ? 'layout-later' : null;
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server build (dist/ssr) is not served to browsers: only the client build is precompressed.
  plugins: [
    react(),
    compileCatalogs,
    collectInitialScripts,
    nameServerPages,
    ...(isSsrBuild ? [] : [bootAfterPaint, inlineFavicon, precompress]),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The server bundle (dist/ssr) needs no copy of public/: the client build's is served.
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    // .vite/manifest.json: which built file holds which source (the e2e tests find the console's chunks by it).
    manifest: !isSsrBuild,
    // The client build has two entries: the page (index.html, whose script is src/client/main.tsx) and the
    // script that loads it once the page is painted (src/client/boot.ts).
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            input: {
              index: path.resolve(import.meta.dirname, 'index.html'),
              boot: path.resolve(import.meta.dirname, 'src/client/boot.ts'),
            },
            output: {
              codeSplitting: {
                groups: [
                  // React, with the boundary every lazy part sits in, in a chunk of its own, for bytes alone:
                  // without it the bundler splits modules the entry shares with lazy chunks (the API client,
                  // the dialog store, the messages) into files of their own, 950 B more of the first
                  // JavaScript (docs/decisions/0060-one-step-boot.md).
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|ui[\\/]load-boundary/,
                  },
                  // debugName: how the bundler's reports name a group whose name is a function.
                  {
                    name: layoutLaterChunk,
                    debugName: 'layout-later',
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        }),
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
}));
