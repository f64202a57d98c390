import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Whether the database answers a trivial query now (the health check). */
export function databaseAnswers(db: Db): Promise<boolean> {
  return sql`select 1`
    .execute(db)
    .then(() => true)
    .catch(() => false);
}
