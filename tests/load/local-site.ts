import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildClient, clientBuildIsStale } from '../../scripts/client-build.ts';
import { loadConfig } from '../../src/server/config.ts';
import { freePort } from '../../src/server/db/embedded.ts';
import { type RunningSite, startSite } from '../../src/server/main.ts';

export interface MeasuredSite {
  /** http://127.0.0.1:PORT, loopback only. */
  base: string;
  site: RunningSite;
  close(): Promise<void>;
}

/**
 * The site as measurement scripts see it: production settings, the current client build, a freshly seeded
 * database (embedded in a temp folder, or DATABASE_URL), on a free loopback port.
 */
export async function startMeasuredSite(name: string): Promise<MeasuredSite> {
  if (process.env.SKIP_CLIENT_BUILD !== '1' && clientBuildIsStale()) buildClient();
  const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), `ran-${name}-`));
  const port = await freePort();
  const site = await startSite(
    loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'always',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    }),
    () => {},
  );
  return {
    base: site.url,
    site,
    async close() {
      await site.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
