import type { FastifyInstance } from 'fastify';
import type { Language } from '#shared/languages.ts';
import { buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { type CacheBus, localCacheBus } from '../../src/server/db/cache-bus.ts';
import type { Db } from '../../src/server/db/database.ts';
import type { GameBridge } from '../../src/server/modules/game/bridge.ts';
import { memoryRateStore, type RateStore } from '../../src/server/plugins/rate-limit.ts';
import type { MailCatcher } from './mail-catcher.ts';
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
  options: {
    config?: Record<string, string>;
    rateStore?: RateStore;
    cacheBus?: CacheBus;
    /** A database another app uses too (a second instance); the caller drops it. */
    database?: TestDatabase;
    /** The app's clock (AppDeps.now): a test moves it instead of waiting. */
    now?: () => Date;
    /** Mail goes to this catcher, which waits for the app's background tasks before it answers. */
    mail?: MailCatcher;
    /** The game bridge the app holds (app.game), opened on the app's database and bus; the app closes it. */
    game?: (db: Db, bus: CacheBus) => GameBridge;
    /** The languages offered (AppDeps.languages): Filipino before players are offered it. */
    languages?: readonly Language[];
  } = {},
): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await createTestDatabase());
  // The app's bus, made here when a bridge needs it too (its refunds' notices go on it).
  const cacheBus = options.cacheBus ?? (options.game ? localCacheBus() : undefined);
  const app = await buildApp({
    config: testConfig({ ...(options.mail && { SMTP_URL: options.mail.url }), ...options.config }),
    db: database.db,
    clientDir: '/nonexistent-client-build',
    rateStore: options.rateStore ?? memoryRateStore(),
    ...(cacheBus && { cacheBus }),
    ...(options.now && { now: options.now }),
    ...(options.languages && { languages: options.languages }),
    ...(options.game && cacheBus && { game: options.game(database.db, cacheBus) }),
    logger: false,
  });
  await app.ready();
  options.mail?.follow(app.tasks);
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close();
      if (!shared) await database.drop();
    },
  };
}

/** Headers our own browser client sends on every call (the AJAX marker). */
export const AJAX = { 'x-requested-with': 'XMLHttpRequest' } as const;
