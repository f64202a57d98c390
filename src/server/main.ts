import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { postgresCacheBus } from './db/cache-bus.ts';
import { connectDatabase, type OpenDatabase } from './db/connect.ts';
import type { EmbeddedPostgres } from './db/embedded.ts';
import { migrateToLatest } from './db/migrator.ts';
import { underStartupLock } from './db/startup-lock.ts';
import { openSiteBridge } from './game-bridge.ts';
import { gameBridgeOf } from './modules/game/settings.ts';
import { memoryRateStore } from './plugins/rate-limit.ts';
import { redisRateStore } from './plugins/redis-rate-store.ts';
import { prepareDemoGame, wantsDemoGame } from './seed/game-demo.ts';
import { seedDemoWorld, shouldSeed } from './seed/index.ts';

export interface RunningSite {
  url: string;
  app: FastifyInstance;
  embedded: EmbeddedPostgres | null;
  /** The bridge runs on the demo's stand-in of the game (seed/game-demo.ts): npm start's banner says so. */
  demoGame: boolean;
  /**
   * Settles when the embedded PostgreSQL died and could not be restarted: the site cannot serve again and
   * the caller should exit non-zero so a supervisor (systemd, Docker, pm2) starts it afresh.
   */
  databaseLost: Promise<Error>;
  close(): Promise<void>;
}

/** Restarts of a crashed embedded PostgreSQL: 0.25, 0.5, 1, 2, 4 s apart, then give up (about 8 s). */
export const EMBEDDED_RESTART = { attempts: 5, firstDelayMs: 250, maxDelayMs: 4000 } as const;

export const CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client');

/**
 * Starts the whole site: database (embedded unless DATABASE_URL is set), migrations, first-run demo data,
 * then the HTTP server. `close()` undoes it all in reverse order.
 */
export async function startSite(config: Config = loadConfig(), log = console.log): Promise<RunningSite> {
  const { promise: databaseLost, resolve: loseDatabase } = Promise.withResolvers<Error>();
  const database: OpenDatabase = await connectDatabase(config, {
    role: 'site',
    restart: { ...EMBEDDED_RESTART, onGiveUp: loseDatabase },
    log,
    onError: (e) => log(`database connection error: ${e.message}`),
  });
  try {
    // One instance at a time, so any number may start at once in any seed mode.
    const demoGame = await underStartupLock(database.db, async () => {
      for (const line of await migrateToLatest(database.db)) log(line);
      if (await shouldSeed(database.db, config.SEED_DEMO, config.NODE_ENV)) {
        const report = await seedDemoWorld(database.db);
        log('Demo world seeded:');
        for (const note of report.notes) log(`  ${note}`);
      }
      return wantsDemoGame(config, database) ? await prepareDemoGame(database) : null;
    });
    const rateStore = config.REDIS_URL
      ? redisRateStore(config.REDIS_URL, { log, namespace: databaseName(database.url) })
      : memoryRateStore();
    const cacheBus = postgresCacheBus({ db: database.db, connectionString: database.url, log });
    const bridge = gameBridgeOf(config) ?? demoGame;
    const game = bridge ? openSiteBridge(database.db, bridge, log, cacheBus) : null;
    const app = await buildApp({
      config,
      db: database.db,
      clientDir: CLIENT_DIR,
      rateStore,
      cacheBus,
      game,
      demoGame: demoGame !== null,
    });
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    // Deliveries (the game's and Discord's), the claims check and the players-online sampler start once the site serves; the app stops
    // them before the pool closes.
    game?.start();
    app.serverStatus.start();
    app.discord.worker.start();
    const port = Number(new URL(address).port);
    return {
      url: config.PUBLIC_URL ?? `http://localhost:${port}`,
      app,
      embedded: database.embedded,
      demoGame: demoGame !== null,
      databaseLost,
      async close() {
        await app.close();
        await database.close(); // the pool, then the embedded server
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** The database a connection string names: the rate counters' namespace in a shared Redis. */
function databaseName(connectionString: string): string {
  return new URL(connectionString).pathname.slice(1) || 'postgres';
}
