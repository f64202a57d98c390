import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.ts';
import { type RunningSite, startSite } from '../../src/server/main.ts';
import { seedDemoWorld } from '../../src/server/seed/index.ts';
import { testConfig } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';

/**
 * Several instances started at the same moment on one new database, each asked to seed (SEED_DEMO=always,
 * or auto, where each would find no users yet):
 * migrations and seeding run one instance at a time under an advisory lock, so every start succeeds and
 * the demo world exists once, exactly as one seeding leaves it.
 */
const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.drop();
});

const TABLES = [
  'users',
  'news',
  'shop_items',
  'shop_categories',
  'shop_purchases',
  'site_banners',
  'downloads',
  'characters',
  'clubs',
  'wallet_ledger',
];

async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    result[table] = rows[0]!.n;
  }
  return result;
}

// Three migrations-and-seeds one after another (the point of the lock), each hashing demo passwords.
describe('instances starting at once', { timeout: 180_000 }, () => {
  it.each(['always', 'auto'])(
    'three starts with SEED_DEMO=%s on one empty database all succeed and seed the world once',
    async (mode) => {
      const fresh = await createTestDatabase({ empty: true, max: 2 });
      const reference = await createTestDatabase({ max: 2 });
      databases.push(fresh, reference);
      await seedDemoWorld(reference.db);

      const config = testConfig({ DATABASE_URL: fresh.url, SEED_DEMO: mode, PORT: '0', HOST: '127.0.0.1' });
      const starts = await Promise.allSettled([0, 1, 2].map(() => startSite(config, () => {})));
      const sites = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        expect(
          starts
            .filter((s) => s.status === 'rejected')
            .map((s) => String((s as PromiseRejectedResult).reason)),
        ).toEqual([]);
        for (const site of sites)
          expect((await fetch(`${site.url.replace('localhost', '127.0.0.1')}/api/health`)).status).toBe(200);
        expect(await counts(fresh.db)).toEqual(await counts(reference.db));
      } finally {
        await Promise.all(sites.map((site: RunningSite) => site.close()));
      }
    },
  );
});
