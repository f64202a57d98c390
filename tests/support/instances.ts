import { postgresCacheBus } from '../../src/server/db/cache-bus.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

/**
 * Two instances of the site on one fresh database, each with its own caches and its own cache bus listening
 * on PostgreSQL (LISTEN/NOTIFY), as two processes behind one load balancer are. Resolves once both buses
 * listen; `close` ends both and drops the database. `log` receives both buses' lines.
 */
export async function twoInstances(log: (line: string) => void = () => {}): Promise<{
  database: TestDatabase;
  a: TestApp;
  b: TestApp;
  close: () => Promise<void>;
}> {
  const database = await createTestDatabase();
  const instance = () => {
    const bus = postgresCacheBus({ db: database.db, connectionString: database.url, log });
    return { bus, app: createTestApp({ database, cacheBus: bus }) };
  };
  const first = instance();
  const second = instance();
  const [a, b] = await Promise.all([first.app, second.app]);
  await Promise.all([first.bus.ready, second.bus.ready]);
  return {
    database,
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await database.drop();
    },
  };
}
