import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as maintenanceWindow from '../../src/server/db/migrations/20261128_2020_maintenance_window.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';

/** The maintenance switch becomes a window (docs/decisions/0067-maintenance.md), and back. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const raw = (db: TestDatabase['db']) => db as unknown as Kysely<unknown>;
const switchIs = async () =>
  (await sql<{ on: boolean }>`select server_maintenance as on from site_settings`.execute(database.db))
    .rows[0]?.on;
const window = () => database.db.selectFrom('server_maintenance').selectAll().execute();

describe('20261128_2020_maintenance_window', () => {
  it('carries a switch that was on over as a maintenance started at the upgrade, with no end, and back', async () => {
    const db = database.db;
    await maintenanceWindow.down(raw(db));
    expect(await switchIs()).toBe(false);
    await sql`update site_settings set server_maintenance = true`.execute(db);
    const before = new Date();
    await maintenanceWindow.up(raw(db));
    const [row, ...others] = await window();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ ends_at: null, message: null, version: 1 });
    expect(row!.starts_at!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 5_000);

    // Down again: a maintenance on now is the switch on.
    await maintenanceWindow.down(raw(db));
    expect(await switchIs()).toBe(true);
    await sql`update site_settings set server_maintenance = false`.execute(db);
    await maintenanceWindow.up(raw(db));
    expect(await window()).toEqual([
      expect.objectContaining({ starts_at: null, ends_at: null, message: null, version: 1 }),
    ]);
  });

  it('refuses an end without a start or before it, and a message over 300 characters', async () => {
    const db = database.db;
    const at = new Date('2026-11-28T06:00:00Z');
    const refused = [
      { starts_at: null, ends_at: at },
      { starts_at: at, ends_at: at },
      { starts_at: at, ends_at: null, message: 'x'.repeat(301) },
      { starts_at: null, ends_at: null, message: 'A note without a maintenance' },
    ];
    for (const values of refused) {
      await expect(db.updateTable('server_maintenance').set(values).execute()).rejects.toThrow(/check/);
    }
    await expect(db.insertInto('server_maintenance').values({ id: false }).execute()).rejects.toThrow(
      /check/,
    );
  });
});
