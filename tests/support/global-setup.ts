import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/server/db/database.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { migrateToLatest } from '../../src/server/db/migrator.ts';
import { TEST_POOL } from './pool.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    templateDb: string;
  }
}

/**
 * One PostgreSQL for the whole run: the machine's (TEST_DATABASE_URL, an admin connection) or an embedded
 * one in a temp folder. A migrated template database is made once; every test file clones it.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let tempDir: string | null = null;
  let adminUrl: string;
  if (external) {
    adminUrl = external;
  } else {
    tempDir = mkdtempSync(path.join(tmpdir(), 'ran-test-pg-'));
    const embedded = await startEmbeddedPostgres({ dataDir: tempDir, database: 'postgres' });
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const templateDb = `ran_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${templateDb}`);
  const url = new URL(adminUrl);
  url.pathname = `/${templateDb}`;
  const handle = createDatabase({ connectionString: url.toString(), max: 1, ...TEST_POOL });
  await migrateToLatest(handle.db);
  await handle.close();

  project.provide('dbAdminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    // Drop every database this run made (the clones are named after the template).
    const clones = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${templateDb.replace('tpl', 't')}%`],
    );
    for (const { datname } of clones.rows)
      await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query(`drop database if exists ${templateDb} with (force)`);
    await admin.end();
    await stopEmbedded?.();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
}
