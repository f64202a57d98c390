import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort, startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { type RunningSite, startSite } from '../../src/server/main.ts';
import { testConfig } from '../support/test-app.ts';

/**
 * The database goes away under load and comes back: the process must survive (node-postgres emits 'error'
 * on pooled clients), answer 503 meanwhile, and recover by itself.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'ran-restart-'));
let site: RunningSite | null = null;
/** Requests in flight at once while the load runs. */
const BATCH = 8;
/** How long a condition may take before the test gives up (generous: a loaded CI machine). */
const WAIT = { timeout: 20_000, interval: 50 };
afterAll(async () => {
  await site?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('database restart under load', () => {
  it('answers 503 during the outage and recovers without a restart of the site', async () => {
    const pgPort = await freePort();
    let pg = await startEmbeddedPostgres({ dataDir, port: pgPort });
    site = await startSite(
      testConfig({
        DATABASE_URL: pg.url,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'never',
        LOG_LEVEL: process.env.DEBUG_RESTART ? 'error' : 'silent',
      }),
      () => {},
    );
    const base = site.url.replace('localhost', '127.0.0.1');
    // A bearer token makes every API request read the sessions table: real queries through the pool.
    let phase: 'before' | 'outage' | 'after' = 'before';
    const outageStatuses: number[] = [];
    const hit = async () => {
      const startedIn = phase;
      const status = await request();
      if (startedIn === 'outage' && phase === 'outage') outageStatuses.push(status);
      return status;
    };
    const request = async () => {
      try {
        const res = await fetch(`${base}/api/health`, {
          headers: { authorization: 'Bearer not-a-real-token' },
        });
        return res.status;
      } catch {
        return 0;
      }
    };

    const statuses: number[] = [];
    let running = true;
    const load = (async () => {
      while (running) {
        statuses.push(...(await Promise.all(Array.from({ length: BATCH }, hit))));
      }
    })();

    // Condition waits, never fixed ones: on a loaded machine the first answers can take seconds.
    // Up: at least one full batch answered 200 before the database goes away.
    await vi.waitUntil(() => statuses.filter((s) => s === 200).length >= BATCH, WAIT);
    await pg.stop();
    phase = 'outage';
    // Down: at least one full batch both asked and answered while the database was away.
    await vi.waitUntil(() => outageStatuses.length >= BATCH, WAIT);
    phase = 'after';
    pg = await startEmbeddedPostgres({ dataDir, port: pgPort });
    let recoveredAt = -1;
    await vi.waitUntil(async () => {
      if ((await hit()) === 200) recoveredAt = Date.now();
      return recoveredAt > 0;
    }, WAIT);
    running = false;
    await load;

    expect(outageStatuses.length).toBeGreaterThan(0);
    expect(new Set(outageStatuses)).toEqual(new Set([503]));
    expect(statuses).not.toContain(500);
    expect(statuses).not.toContain(0);
    expect(recoveredAt).toBeGreaterThan(0);
    await site.close();
    site = null;
    await pg.stop();
  }, 90_000);
});
