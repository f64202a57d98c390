import path from 'node:path';
import type { Config } from '../config.ts';
import { createDatabase, type DatabaseHandle } from './database.ts';
import {
  type EmbeddedPostgres,
  type RestartPolicy,
  shareEmbeddedPostgres,
  startEmbeddedPostgres,
} from './embedded.ts';

export interface OpenDatabase extends DatabaseHandle {
  /** The connection string in use (DATABASE_URL, or the embedded server's). */
  url: string;
  /** The embedded server, when DATABASE_URL is unset. */
  embedded: EmbeddedPostgres | null;
  /** Closes the pool, then stops the embedded server if this process started it (never the site's). */
  close(): Promise<void>;
}

export type ConnectOptions =
  | {
      /** The site owns the embedded server of DATA_DIR (refusing if another live process does). */
      role: 'site';
      /** Restarts PostgreSQL when it dies; the site gives up (and exits) when this does. */
      restart: Omit<RestartPolicy, 'log'>;
      log: (line: string) => void;
      onError?: (error: Error) => void;
    }
  | {
      /**
       * A command (`npm run vouchers`, `db:migrate`, ...) safe beside the running site: it uses the site's
       * embedded server as it is and leaves it running; only when no process runs it does the command start
       * it, and stop it again at close.
       */
      role: 'command';
      /** What the command is, shown to another process that finds it holding the data folder. */
      label: string;
      /** Connections in the pool (a bulk job may want one). */
      max?: number;
      log?: (line: string) => void;
    };

/**
 * The one way `main` and every script reach PostgreSQL: DATABASE_URL when set, else the embedded server
 * of DATA_DIR (docs/decisions/0002-embedded-postgres.md), then one pool on it.
 */
export async function connectDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Config, 'EMBEDDED_PG_PORT'>>,
  options: ConnectOptions,
): Promise<OpenDatabase> {
  const log = options.log ?? ((line: string) => console.error(line));
  let embedded: EmbeddedPostgres | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    if (options.role === 'site') {
      embedded = await startEmbeddedPostgres({
        dataDir: config.DATA_DIR,
        port: config.EMBEDDED_PG_PORT,
        label: 'the site',
        restart: { ...options.restart, log },
      });
      log(
        `Embedded PostgreSQL on 127.0.0.1:${embedded.port} (data in ${path.resolve(config.DATA_DIR, 'pg')})`,
      );
    } else {
      embedded = await shareEmbeddedPostgres({
        dataDir: config.DATA_DIR,
        port: config.EMBEDDED_PG_PORT,
        label: options.label,
      });
      if (embedded.runBy) {
        const { label: by, pid } = embedded.runBy;
        log(`Using the embedded PostgreSQL of ${by} (pid ${pid}), port ${embedded.port}.`);
      }
    }
    url = embedded.url;
  }
  try {
    const handle = createDatabase({
      connectionString: url,
      max: options.role === 'command' ? options.max : undefined,
      onError: options.role === 'site' ? options.onError : undefined,
    });
    const server = embedded;
    return {
      ...handle,
      url,
      embedded,
      async close() {
        await handle.close();
        await server?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop().catch(() => {});
    throw error;
  }
}
