import type { Db } from '../../db/database.ts';

/** The operator's maintenance window, the one row (docs/product/server-status.md, Maintenance). */
export interface MaintenanceRow {
  starts_at: Date | null;
  ends_at: Date | null;
  message: string | null;
  version: number;
}

/** The window's row; locked when `forUpdate` (a save reads it, then writes it, in one transaction). */
export async function readMaintenance(db: Db, forUpdate = false): Promise<MaintenanceRow> {
  const query = db.selectFrom('server_maintenance').select(['starts_at', 'ends_at', 'message', 'version']);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

/**
 * Whether Discord was last told the maintenance is on (docs/decisions/0071-discord-outbox.md): read, and
 * locked when `forUpdate`, beside the window it was decided from.
 */
export async function readAnnouncedMaintenance(db: Db, forUpdate = false) {
  const query = db
    .selectFrom('server_maintenance')
    .select(['starts_at', 'ends_at', 'message', 'announced_on']);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

export async function setAnnouncedMaintenance(db: Db, on: boolean): Promise<void> {
  await db.updateTable('server_maintenance').set({ announced_on: on }).execute();
}

export async function writeMaintenance(
  db: Db,
  values: { starts_at: Date | null; ends_at: Date | null; message: string | null },
): Promise<void> {
  await db
    .updateTable('server_maintenance')
    .set({ ...values, updated_at: new Date() })
    .execute();
}

/**
 * The slot's sample, unless one is there already: every instance samples every slot, and the first one
 * keeps it. Answers whether this call stored it.
 */
export async function insertSample(
  db: Db,
  sample: { slot: Date; players: number; simulated: boolean },
): Promise<boolean> {
  const result = await db
    .insertInto('players_online_samples')
    .values(sample)
    .onConflict((oc) => oc.column('slot').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Many slots' samples at once (the simulated slots a start fills in), keeping those already there. */
export async function insertSamples(
  db: Db,
  samples: readonly { slot: Date; players: number; simulated: boolean }[],
): Promise<number> {
  if (samples.length === 0) return 0;
  const result = await db
    .insertInto('players_online_samples')
    .values([...samples])
    .onConflict((oc) => oc.column('slot').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Samples of slots before `before` go (the history keeps 31 days). */
export async function pruneSamples(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('players_online_samples').where('slot', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
