import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database.ts';
import { TEST_POOL } from './pool.ts';

export interface TestDatabase extends DatabaseHandle {
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('dbAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database of its own (cloned from the run's template in a few milliseconds), or with
 * `empty` one with no tables at all, as a first start finds it.
 */
export async function createTestDatabase(
  options: { max?: number; empty?: boolean } = {},
): Promise<TestDatabase> {
  const template = inject('templateDb');
  const name = `${template.replace('tpl', 't')}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}${options.empty ? '' : ` template ${template}`}`);
  const url = new URL(inject('dbAdminUrl'));
  url.pathname = `/${name}`;
  const handle = createDatabase({
    connectionString: url.toString(),
    max: options.max ?? 10,
    ...TEST_POOL,
  });
  return {
    ...handle,
    url: url.toString(),
    name,
    async drop() {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
