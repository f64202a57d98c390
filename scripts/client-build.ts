import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const INPUTS = ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const OUTPUT = path.join(ROOT, 'dist/client/index.html');
// The server build of the public pages (docs/decisions/0050-server-rendering.md), made after the client's.
const SERVER_OUTPUT = path.join(ROOT, 'dist/ssr/entry-server.js');

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the client has never been built or a source file changed after the last build. */
export function clientBuildIsStale(): boolean {
  if (!existsSync(OUTPUT) || !existsSync(SERVER_OUTPUT)) return true;
  const built = Math.min(statSync(OUTPUT).mtimeMs, statSync(SERVER_OUTPUT).mtimeMs);
  return INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > built);
}

export function buildClient(log = console.log): void {
  log('Building the client (first start or sources changed)...');
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  for (const args of [[], ['--ssr', 'src/client/entry-server.tsx', '--outDir', 'dist/ssr']]) {
    const result = spawnSync(process.execPath, [vite, 'build', ...args, '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('The client build failed (see above).');
  }
}
