import { readFileSync } from 'node:fs';
import path from 'node:path';

const MANIFEST = path.resolve(import.meta.dirname, '../../dist/client/.vite/manifest.json');

interface ManifestChunk {
  file: string;
  src?: string;
}

/**
 * The script files (as '/assets/...' paths) built from the operator console's sources
 * (src/client/features/admin/) and from its chart library, read from the build's manifest (vite.config.ts
 * build.manifest), so the check does not depend on how the bundler names chunks.
 */
export function consoleScripts(): string[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const files = Object.entries(manifest)
    .filter(([key, chunk]) => key.startsWith('src/client/features/admin/') || chunk.src?.includes('/uplot/'))
    .map(([, chunk]) => `/${chunk.file}`)
    .filter((file) => file.endsWith('.js'));
  if (files.length === 0) throw new Error(`No console chunk in ${MANIFEST}`);
  return [...new Set(files)];
}

/** The script file of one console source, e.g. 'dashboard-chart.tsx'. */
export function consoleScript(source: string): string {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const chunk = manifest[`src/client/features/admin/${source}`];
  if (!chunk) throw new Error(`${source} is not a chunk of its own in ${MANIFEST}`);
  return `/${chunk.file}`;
}
