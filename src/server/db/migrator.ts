import { type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

function migratorFor(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((r) => `${r.direction === 'Up' ? 'applied' : 'reverted'} ${r.migrationName}`);
}

/** Applies every pending migration; returns one line per migration applied. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return unwrap(await migratorFor(db).migrateToLatest());
}

/** Reverts the most recent migration. */
export async function rollbackOne(db: Db): Promise<string[]> {
  return unwrap(await migratorFor(db).migrateDown());
}
