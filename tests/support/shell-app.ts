import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/database.ts';
import { testConfig } from './test-app.ts';

/**
 * Another instance of the app on `db`, serving the repository's index.html as its shell, as a built site
 * does (the test app has no client build, so it sends no shell). close() stops it and removes the folder.
 */
export async function startShellApp(
  db: Db,
  config: Record<string, string> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'ran-shell-'));
  writeFileSync(path.join(clientDir, 'index.html'), readFileSync('index.html', 'utf8'));
  const app = await buildApp({ config: testConfig(config), db, clientDir, logger: false });
  return {
    app,
    async close() {
      await app.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
