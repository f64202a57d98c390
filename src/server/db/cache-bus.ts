import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './database.ts';

/**
 * The public response caches a write can make stale, by name. Each instance's routes say what clearing a
 * topic means for them (`on`); a write names the topic it changed (`clear`).
 */
const CACHE_TOPICS = [
  'news',
  'banners',
  'downloads',
  'clubs',
  'media',
  'site',
  'shop',
  /**
   * A limited item sold out or back in stock: only the item shop's pages show it. Sent by the database
   * itself (the trigger shop_items_stock_notice, migration 20261128_2120), in the transaction that crossed
   * zero, so it is heard exactly when that transaction commits, whichever code or person changed the stock.
   */
  'shop-stock',
  'server-status',
] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

/**
 * Topics no server-rendered page shows (no rendered page lists the shop's items): clearing them leaves the
 * pages and the sitemap (`onAny`) as they are, so a sale does not cost every instance its rendered pages.
 */
const UNRENDERED_TOPICS: ReadonlySet<CacheTopic> = new Set(['shop-stock']);

/**
 * Caches kept per key (one player's balances), where clearing the whole topic on every write would empty
 * them all the time. Keys are short strings without commas (user numbers).
 */
const KEYED_TOPICS = ['balance', 'session'] as const;
export type KeyedTopic = (typeof KEYED_TOPICS)[number];
/** Keys a notice names, or every key (after notices may have been missed). */
export type ForgottenKeys = readonly string[] | 'all';

export interface CacheBus {
  /** What clearing `topic` means on this instance (several may be registered; they run in order). */
  on(topic: CacheTopic, clear: () => void): void;
  /**
   * What clearing any topic means on this instance: for what shows every kind of public content (the
   * server-rendered pages, the sitemap). Runs after the topic's own clears, for every topic a rendered
   * page may show (not 'shop-stock').
   */
  onAny(clear: () => void): void;
  /** Clears `topic` here at once and tells every other instance to clear it too. */
  clear(topic: CacheTopic): Promise<void>;
  /** What forgetting keys of `topic` means on this instance. */
  onKeys(topic: KeyedTopic, forget: (keys: ForgottenKeys) => void): void;
  /**
   * Forgets `key` here at once and tells every other instance soon after, on its own connection and outside
   * any transaction (so call it once what changed is committed). Notices in flight are gathered into one.
   */
  forgetKey(topic: KeyedTopic, key: string): void;
  /**
   * Whether this instance hears every other instance's notices. While it does not (its listening connection
   * is down, or not yet up), a keyed cache must not keep anything: a change elsewhere would go unheard.
   */
  hearing(): boolean;
  close(): Promise<void>;
}

const CHANNEL = 'ran_cache_clear';
const KEYS_CHANNEL = 'ran_cache_keys';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD = 7000;
const isTopic = (value: string): value is CacheTopic => (CACHE_TOPICS as readonly string[]).includes(value);
const isKeyedTopic = (value: string): value is KeyedTopic =>
  (KEYED_TOPICS as readonly string[]).includes(value);

function localKeyForgets() {
  const handlers = new Map<KeyedTopic, ((keys: ForgottenKeys) => void)[]>();
  return {
    on(topic: KeyedTopic, forget: (keys: ForgottenKeys) => void) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), forget]);
    },
    run(topic: KeyedTopic, keys: ForgottenKeys) {
      for (const forget of handlers.get(topic) ?? []) forget(keys);
    },
    runAll() {
      for (const topic of KEYED_TOPICS) this.run(topic, 'all');
    },
  };
}

/** `topic:key,key,...` payloads, each under PostgreSQL's limit. */
export function keyNotices(topic: KeyedTopic, keys: Iterable<string>): string[] {
  const notices: string[] = [];
  let current = '';
  for (const key of keys) {
    if (current && current.length + key.length + 1 > MAX_PAYLOAD) {
      notices.push(current);
      current = '';
    }
    current = current ? `${current},${key}` : `${topic}:${key}`;
  }
  if (current) notices.push(current);
  return notices;
}

/**
 * For code that moves money without an instance's bus (a command run beside the site, a test's fixture):
 * tells every instance, once the change is committed, to forget these keys.
 */
export async function announceForgottenKeys(
  db: Db,
  topic: KeyedTopic,
  keys: Iterable<string>,
): Promise<void> {
  for (const notice of keyNotices(topic, keys)) await sendKeyNotice(db, notice);
}

const sendKeyNotice = async (db: Db, notice: string) => {
  await sql`select pg_notify(${KEYS_CHANNEL}, ${notice})`.execute(db);
};

function parseKeyNotice(payload: string): { topic: KeyedTopic; keys: string[] } | null {
  const colon = payload.indexOf(':');
  const topic = payload.slice(0, colon);
  if (colon < 1 || !isKeyedTopic(topic)) return null;
  return { topic, keys: payload.slice(colon + 1).split(',') };
}

function localClears() {
  const handlers = new Map<CacheTopic, (() => void)[]>();
  const any: (() => void)[] = [];
  const runTopic = (topic: CacheTopic) => {
    for (const clear of handlers.get(topic) ?? []) clear();
  };
  return {
    on(topic: CacheTopic, clear: () => void) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), clear]);
    },
    onAny(clear: () => void) {
      any.push(clear);
    },
    run(topic: CacheTopic) {
      runTopic(topic);
      if (UNRENDERED_TOPICS.has(topic)) return;
      for (const clear of any) clear();
    },
    runAll() {
      for (const topic of CACHE_TOPICS) runTopic(topic);
      for (const clear of any) clear();
    },
  };
}

/** One instance on its own (tests that need no second instance): clearing is local. */
export function localCacheBus(): CacheBus {
  const clears = localClears();
  const forgets = localKeyForgets();
  return {
    on: clears.on,
    onAny: clears.onAny,
    clear: async (topic) => clears.run(topic),
    onKeys: forgets.on,
    forgetKey: (topic, key) => forgets.run(topic, [key]),
    hearing: () => true,
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
  const forgets = localKeyForgets();
  let listener: pg.Client | null = null;
  let heard = false;
  let stopped = false;
  let lostSince: number | null = null;
  let retryMs = 250;
  let retry: NodeJS.Timeout | null = null;
  const { promise: ready, resolve: listening } = Promise.withResolvers<void>();

  function lose(client: pg.Client, error?: Error): void {
    if (listener !== client || stopped) return;
    listener = null;
    heard = false;
    forgets.runAll();
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
      const notice = channel === KEYS_CHANNEL && payload ? parseKeyNotice(payload) : null;
      if (notice) forgets.run(notice.topic, notice.keys);
    });
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client));
    client
      .connect()
      .then(() => client.query(`listen ${CHANNEL}; listen ${KEYS_CHANNEL}`))
      .then(() => {
        if (stopped) return;
        retryMs = 250;
        heard = true;
        if (lostSince !== null) {
          clears.runAll();
          forgets.runAll();
          log(`cache invalidation: listening again after ${Date.now() - lostSince} ms; every cache emptied`);
          lostSince = null;
        }
        listening();
      })
      .catch((error: Error) => lose(client, error));
  }
  listen();

  // Keys to announce, gathered while one NOTIFY is in flight: under load many changes share one statement.
  const pending = new Map<KeyedTopic, Set<string>>();
  let sending: Promise<void> | null = null;
  async function send(notices: string[]): Promise<void> {
    for (const notice of notices) {
      await sendKeyNotice(db, notice).catch((error: Error) =>
        log(`cache invalidation: could not notify ${notice.slice(0, 40)}: ${error.message}`),
      );
    }
  }
  function flush(): void {
    if (sending || pending.size === 0) return;
    const notices = [...pending].flatMap(([topic, keys]) => keyNotices(topic, keys));
    pending.clear();
    sending = send(notices).finally(() => {
      sending = null;
      flush();
    });
  }

  return {
    ready,
    on: clears.on,
    onAny: clears.onAny,
    async clear(topic) {
      clears.run(topic);
      await sql`select pg_notify(${CHANNEL}, ${topic})`
        .execute(db)
        .catch((error: Error) => log(`cache invalidation: could not notify ${topic}: ${error.message}`));
    },
    onKeys: forgets.on,
    forgetKey(topic, key) {
      forgets.run(topic, [key]);
      if (stopped) return;
      pending.set(topic, (pending.get(topic) ?? new Set()).add(key));
      flush();
    },
    hearing: () => heard,
    async close() {
      while (sending) await sending;
      stopped = true;
      heard = false;
      if (retry) clearTimeout(retry);
      await listener?.end().catch(() => {});
      listener = null;
    },
  };
}
