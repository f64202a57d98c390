import type { Db } from '../../db/database.ts';

const SETTINGS_COLUMNS = ['site_name', 'support_chat_url', 'forum_url', 'updated_at', 'version'] as const;

/** The one settings row (the migration creates it; nothing deletes it). */
export function readSettings(db: Db) {
  return db.selectFrom('site_settings').select(SETTINGS_COLUMNS).executeTakeFirstOrThrow();
}

/** The settings row, locked until the transaction ends (for the audit row's "before"). */
export function lockSettings(db: Db) {
  return db.selectFrom('site_settings').select(SETTINGS_COLUMNS).forUpdate().executeTakeFirstOrThrow();
}

export interface SettingsValues {
  site_name: string;
  support_chat_url: string | null;
  forum_url: string | null;
}

export function updateSettings(db: Db, values: SettingsValues, now: Date) {
  return db
    .updateTable('site_settings')
    .set({ ...values, updated_at: now })
    .returning(SETTINGS_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function listPages(db: Db) {
  return db.selectFrom('site_pages').select(['slug', 'title', 'updated_at']).orderBy('slug').execute();
}

export function findPage(db: Db, slug: string) {
  return db
    .selectFrom('site_pages')
    .select(['slug', 'title', 'body', 'updated_at', 'version'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export function lockPage(db: Db, slug: string) {
  return db
    .selectFrom('site_pages')
    .select(['slug', 'title', 'body', 'updated_at'])
    .where('slug', '=', slug)
    .forUpdate()
    .executeTakeFirst();
}

export function updatePage(db: Db, slug: string, values: { title: string; body: string }, now: Date) {
  return db
    .updateTable('site_pages')
    .set({ ...values, updated_at: now })
    .where('slug', '=', slug)
    .returning(['slug', 'title', 'body', 'updated_at', 'version'])
    .executeTakeFirstOrThrow();
}

/** The operator's "require a second factor for staff", locked when `forUpdate` (its audit row's "before"). */
export function readRequireStaffFactor(db: Db, forUpdate = false) {
  const query = db.selectFrom('site_settings').select('require_staff_factor');
  return (forUpdate ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

export async function updateRequireStaffFactor(db: Db, value: boolean, now: Date): Promise<void> {
  await db.updateTable('site_settings').set({ require_staff_factor: value, updated_at: now }).execute();
}
