import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// BIGINT (int8) columns hold balances and counters that stay far below 2^53: read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Db = Kysely<Database>;

const PREPARED_MARK = '/* prepared */';

/**
 * Put first in a hot statement's SQL: each connection then prepares it once under a name of its own (its
 * text's hash) and afterwards only binds and runs it, where any other statement is parsed and planned at
 * every run. For a statement of several CTEs run hundreds of times a second (buy-now's, decision 0073)
 * the planning is most of PostgreSQL's work. Only for a statement whose text does not vary with its values.
 */
export const prepared = sql.raw(PREPARED_MARK);

const statementNames = new Map<string, string>();

function nameOf(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `p_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** pg's client, sending a statement marked `prepared` as a named one (prepared once per connection). */
class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has many overloads; this passes them through.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && config.startsWith(PREPARED_MARK) && !(values instanceof Function)) {
      return super.query({ name: nameOf(config), text: config, values }, callback);
    }
    return super.query(config, values, callback);
  }
}

export interface DatabaseHandle {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  connectionString: string;
  max?: number;
  /**
   * How long a query waits for a free connection (or a new one) before failing; 0 waits as long as it
   * takes. Production fails fast (3 s) so a stalled database answers 503 instead of piling requests up.
   */
  acquireTimeoutMillis?: number;
  onError?: (error: Error) => void;
}

/**
 * One pool per process. node-postgres emits 'error' on idle clients and on checked-out clients when the
 * server goes away (restart, failover); without listeners that event would crash the process, so both are
 * caught here and the next query simply fails with a connection error (answered as 503 upstream).
 */
export function createDatabase({
  connectionString,
  max = 10,
  acquireTimeoutMillis = 3000,
  onError,
}: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString,
    max,
    connectionTimeoutMillis: acquireTimeoutMillis,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
  });
  const report = onError ?? (() => {});
  // The pool's end() settles once it has asked each connection to end, not once they have: a caller that
  // stops the database right after (npm start's shutdown) would otherwise cut those connections off, and
  // each would be reported as an error on a clean stop.
  const open = new Set<Promise<void>>();
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', report);
    const ended = new Promise<void>((resolve) => client.once('end', resolve));
    open.add(ended);
    ended.then(() => open.delete(ended));
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    async close() {
      await db.destroy();
      // Bounded: a connection whose socket never reports its end must not hold a shutdown up.
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 2000);
      });
      await Promise.race([Promise.all(open), bound]);
      clearTimeout(timer);
    },
  };
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** True when an error means "the database cannot be reached right now" rather than a bug or bad input. */
export function isConnectionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  if (typeof message !== 'string') return false;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(
    message,
  );
}
