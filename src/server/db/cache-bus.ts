import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './database.ts';

/**
 * The public response caches a write can make stale, by name. Each instance's routes say what clearing a
 * topic means for them (`on`); a write names the topic it changed (`clear`).
 */
const CACHE_TOPICS = ['news', 'banners', 'downloads', 'clubs', 'media', 'site', 'shop'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

export interface CacheBus {
  /** What clearing `topic` means on this instance (several may be registered; they run in order). */
  on(topic: CacheTopic, clear: () => void): void;
  /** Clears `topic` here at once and tells every other instance to clear it too. */
  clear(topic: CacheTopic): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'ran_cache_clear';
const isTopic = (value: string): value is CacheTopic => (CACHE_TOPICS as readonly string[]).includes(value);

function localClears() {
  const handlers = new Map<CacheTopic, (() => void)[]>();
  return {
    on(topic: CacheTopic, clear: () => void) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), clear]);
    },
    run(topic: CacheTopic) {
      for (const clear of handlers.get(topic) ?? []) clear();
    },
    runAll() {
      for (const topic of CACHE_TOPICS) this.run(topic);
    },
  };
}

/** One instance on its own (tests that need no second instance): clearing is local. */
export function localCacheBus(): CacheBus {
  const clears = localClears();
  return {
    on: clears.on,
    clear: async (topic) => clears.run(topic),
    close: async () => {},
  };
}

export interface PostgresCacheBusOptions {
  db: Db;
  /** The database the listening connection opens (the pool's own; a LISTEN needs a connection of its own). */
  connectionString: string;
  log?: (line: string) => void;
}

/**
 * Cache invalidation across instances through PostgreSQL LISTEN/NOTIFY (docs/decisions/0004): no other
 * service. `clear` empties this instance's caches at once, then sends NOTIFY on the pool; every instance,
 * this one included, hears it on its listening connection and empties the same caches. The listening
 * connection reconnects when lost (0.25 s, doubling to 5 s); on its return every cache is emptied, since
 * notices sent meanwhile were missed. A NOTIFY that fails (the database is down) is logged and the write's
 * answer stands: the other instances then catch up when their entries expire.
 */
export function postgresCacheBus({
  db,
  connectionString,
  log = console.warn,
}: PostgresCacheBusOptions): CacheBus & {
  /** Settles when this instance first listens. */
  ready: Promise<void>;
} {
  const clears = localClears();
  let listener: pg.Client | null = null;
  let stopped = false;
  let lostSince: number | null = null;
  let retryMs = 250;
  let retry: NodeJS.Timeout | null = null;
  const { promise: ready, resolve: listening } = Promise.withResolvers<void>();

  function lose(client: pg.Client, error?: Error): void {
    if (listener !== client || stopped) return;
    listener = null;
    client.end().catch(() => {});
    if (lostSince === null) {
      lostSince = Date.now();
      log(`cache invalidation: listening connection lost (${error?.message ?? 'closed'}); reconnecting`);
    }
    retry = setTimeout(listen, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, 5000);
  }

  function listen(): void {
    retry = null;
    const client = new pg.Client({ connectionString, keepAlive: true });
    listener = client;
    client.on('notification', ({ channel, payload }) => {
      if (channel === CHANNEL && payload && isTopic(payload)) clears.run(payload);
    });
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client));
    client
      .connect()
      .then(() => client.query(`listen ${CHANNEL}`))
      .then(() => {
        if (stopped) return;
        retryMs = 250;
        if (lostSince !== null) {
          clears.runAll();
          log(`cache invalidation: listening again after ${Date.now() - lostSince} ms; every cache emptied`);
          lostSince = null;
        }
        listening();
      })
      .catch((error: Error) => lose(client, error));
  }
  listen();

  return {
    ready,
    on: clears.on,
    async clear(topic) {
      clears.run(topic);
      await sql`select pg_notify(${CHANNEL}, ${topic})`
        .execute(db)
        .catch((error: Error) => log(`cache invalidation: could not notify ${topic}: ${error.message}`));
    },
    async close() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await listener?.end().catch(() => {});
      listener = null;
    },
  };
}
