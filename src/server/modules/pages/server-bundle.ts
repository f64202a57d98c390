import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '#shared/languages.ts';

/**
 * The client's server build (`vite build --ssr`, dist/ssr/entry-server.js: src/client/entry-server.tsx)
 * and the client build's manifest, which names the scripts and styles of each lazily loaded page
 * (docs/decisions/0050-server-rendering.md). The shapes below are that entry's; the server never imports
 * client source.
 */
interface RenderInput {
  url: string;
  siteConfig: Record<string, string>;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  now: number;
  language: Language;
}
interface RenderResult {
  html: string;
  state: string;
  modules: string[];
}

export interface ServerBundle {
  render(input: RenderInput): Promise<RenderResult>;
  /** <link> tags for the styles of the lazily loaded modules a page shows, and a <meta> naming their scripts. */
  assetLinks(modules: string[]): string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** The chunk of `key` and every chunk it imports statically, once each. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function linksFor(manifest: Manifest): (modules: string[]) => string {
  // What index.html loads already (the entry and its imports) is never listed again.
  const initial = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, initial);
  const loaded = new Set([...initial].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]));
  const memo = new Map<string, string>();
  return (modules) => {
    const cacheKey = modules.join('\n');
    const known = memo.get(cacheKey);
    if (known !== undefined) return known;
    const styles = new Set<string>();
    const scripts = new Set<string>();
    for (const module of modules) {
      for (const key of closure(manifest, module)) {
        const chunk = manifest[key]!;
        if (!loaded.has(chunk.file)) scripts.add(chunk.file);
        for (const css of chunk.css ?? []) if (!loaded.has(css)) styles.add(css);
      }
    }
    const links =
      [...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
      // The page's scripts are named, not preloaded: the client's first script (src/client/boot.ts) fetches
      // them once the page is painted, so they never compete with its styles and pictures.
      (scripts.size > 0
        ? `<meta name="page-scripts" content="${[...scripts].map((file) => `/${file}`).join(' ')}">`
        : '');
    memo.set(cacheKey, links);
    return links;
  };
}

/**
 * The server build beside `clientDir` (dist/client → dist/ssr), or null when there is none. React chooses
 * its build by process.env.NODE_ENV when first imported: the site's NODE_ENV setting is handed over, so a
 * production site renders with React's production build (several times faster, no development checks).
 */
export async function loadServerBundle(clientDir: string, nodeEnv: string): Promise<ServerBundle | null> {
  const entry = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  process.env.NODE_ENV ??= nodeEnv;
  const module = (await import(pathToFileURL(entry).href)) as Pick<ServerBundle, 'render'>;
  return { render: module.render, assetLinks: linksFor(readManifest(clientDir)) };
}
