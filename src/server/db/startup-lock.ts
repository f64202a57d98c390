import { sql } from 'kysely';
import type { Db } from './database.ts';

/** The advisory lock key of "preparing the database" (any fixed number; only this code takes it). */
const STARTUP_LOCK = 726_112_403;

/**
 * Runs `work` (migrations, then the first-run seed) while holding a session advisory lock, so instances
 * started at the same moment prepare the database one at a time: the second finds the migrations applied
 * and the seed's rows present instead of racing the first for them. The lock lives on one pooled
 * connection, without the pool's statement timeout (a wait behind a long migration is not an error), and a
 * process that dies while holding it loses its connection and with it the lock.
 */
export async function underStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}
