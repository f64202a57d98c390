import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { memoryRateStore, type RateStore } from '../../src/server/plugins/rate-limit.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  db: TestDatabase['db'];
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: './data/test', ...overrides });
}

/** The real app on a fresh database of its own; `inject` drives it without a socket. */
export async function createTestApp(
  options: { config?: Record<string, string>; rateStore?: RateStore } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(options.config),
    db: database.db,
    clientDir: '/nonexistent-client-build',
    rateStore: options.rateStore ?? memoryRateStore(),
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Headers our own browser client sends on every call (the AJAX marker). */
export const AJAX = { 'x-requested-with': 'XMLHttpRequest' } as const;
