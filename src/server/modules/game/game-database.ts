import sql from 'mssql';
import pg from 'pg';
import type { GameBridgeSettings } from './settings.ts';
import type { Dialect, Param, Statement } from './statements.ts';

/**
 * The one way the bridge reaches the game's database: SQL Server through the mssql driver (tedious), or
 * the PostgreSQL stand-in through pg. Both run the statements of statements.ts with their typed
 * parameters and answer the same shape, so the code above them does not know which it talks to.
 */
interface GameResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

export interface GameSession {
  dialect: Dialect;
  run(statement: Statement): Promise<GameResult>;
}

export interface GameDatabase extends GameSession {
  /** Runs fn in one game-side transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (session: GameSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The game's database could not be reached (refused, timed out, login failed, connection lost). The
 * outbox waits and tries again later; only other errors count towards parking a row.
 */
export class GameUnreachableError extends Error {
  override name = 'GameUnreachableError';
}

const PG_UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
]);

function pgUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (PG_UNREACHABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P'))
  )
    return true;
  // node-postgres's own messages for a pool that cannot connect or a connection that dropped.
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/.test(
    error.message,
  );
}

function classify(error: unknown, unreachable: (error: unknown) => boolean): unknown {
  if (error instanceof GameUnreachableError || !unreachable(error)) return error;
  return new GameUnreachableError(error instanceof Error ? error.message : String(error), { cause: error });
}

function openPostgres(url: string): GameDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: 3000,
    statement_timeout: 10_000,
  });
  // An idle connection the server drops must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const runOn = async (client: pg.Pool | pg.PoolClient, statement: Statement): Promise<GameResult> => {
    try {
      const result = await client.query(
        statement.text,
        statement.params.map((p) => p.value),
      );
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    } catch (error) {
      throw classify(error, pgUnreachable);
    }
  };
  return {
    dialect: 'postgres',
    run: (statement) => runOn(pool, statement),
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw classify(error, pgUnreachable);
      }
      let broken = false;
      try {
        await runOn(client, { text: 'BEGIN', params: [] });
        const value = await fn({ dialect: 'postgres', run: (statement) => runOn(client, statement) });
        await runOn(client, { text: 'COMMIT', params: [] });
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

const MSSQL_UNREACHABLE_CODES = new Set([
  'ESOCKET',
  'ECONNCLOSED',
  'ETIMEOUT',
  'ELOGIN',
  'EINSTLOOKUP',
  'ENOTOPEN',
]);

function mssqlUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    error instanceof sql.ConnectionError || (typeof code === 'string' && MSSQL_UNREACHABLE_CODES.has(code))
  );
}

/** varchar, never nvarchar: the game's columns are varchar, and an nvarchar parameter would defeat its indexes. */
function mssqlType(param: Param) {
  if (param.type === 'int') return sql.Int;
  if (param.type === 'bigint') return sql.BigInt;
  return sql.VarChar(255);
}

/** mssql://user:password@host:port/?encrypt=true&trustServerCertificate=true (no database: names are three-part). */
export function mssqlConfigOf(url: string): sql.config {
  const address = new URL(url);
  const flag = (name: string, fallback: boolean) => {
    const value = address.searchParams.get(name);
    return value === null ? fallback : value === 'true';
  };
  return {
    server: address.hostname,
    port: address.port ? Number(address.port) : 1433,
    user: decodeURIComponent(address.username),
    password: decodeURIComponent(address.password),
    database: address.pathname.length > 1 ? decodeURIComponent(address.pathname.slice(1)) : undefined,
    connectionTimeout: 5000,
    requestTimeout: 10_000,
    pool: { max: 4, min: 0, idleTimeoutMillis: 30_000 },
    options: {
      encrypt: flag('encrypt', true),
      trustServerCertificate: flag('trustServerCertificate', false),
    },
  };
}

function openMssql(url: string): GameDatabase {
  const pool = new sql.ConnectionPool(mssqlConfigOf(url));
  pool.on('error', () => {});
  let connecting: Promise<sql.ConnectionPool> | null = null;
  const connected = async () => {
    if (pool.connected) return pool;
    connecting ??= pool.connect().finally(() => {
      connecting = null;
    });
    try {
      return await connecting;
    } catch (error) {
      throw classify(error, mssqlUnreachable);
    }
  };
  const runOn = async (request: sql.Request, statement: Statement): Promise<GameResult> => {
    for (const param of statement.params) request.input(param.name, mssqlType(param), param.value);
    try {
      const result = await request.query(statement.text);
      return {
        rows: (result.recordset ?? []) as Record<string, unknown>[],
        rowCount: result.rowsAffected.reduce((sum, n) => sum + n, 0),
      };
    } catch (error) {
      throw classify(error, mssqlUnreachable);
    }
  };
  return {
    dialect: 'mssql',
    run: async (statement) => runOn((await connected()).request(), statement),
    async transaction(fn) {
      const transaction = new sql.Transaction(await connected());
      try {
        await transaction.begin(sql.ISOLATION_LEVEL.READ_COMMITTED);
      } catch (error) {
        throw classify(error, mssqlUnreachable);
      }
      try {
        const value = await fn({
          dialect: 'mssql',
          run: (statement) => runOn(new sql.Request(transaction), statement),
        });
        await transaction.commit();
        return value;
      } catch (error) {
        await transaction.rollback().catch(() => {});
        throw classify(error, mssqlUnreachable);
      }
    },
    close: () => pool.close(),
  };
}

export function openGameDatabase(bridge: Pick<GameBridgeSettings, 'url' | 'dialect'>): GameDatabase {
  return bridge.dialect === 'mssql' ? openMssql(bridge.url) : openPostgres(bridge.url);
}
