import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createSignedInUser } from './factories.ts';
import { AJAX, type TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An administrator calling the console's API as the browser would (bearer session, AJAX marker). */
export async function adminClient(t: TestApp) {
  const admin = await createSignedInUser(t.db, { userType: 11 });
  const call = async (method: Method, url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { ...admin.auth, ...AJAX }, payload });
    return { status: res.statusCode, body: res.body === '' ? null : res.json() };
  };
  return { admin, call };
}

/** The newest audit row's id (0 when none): rows written after it are a test's own. */
export async function auditMark(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The audit rows of one record type written after `since` (auditMark), oldest first. */
export function auditRows(t: TestApp, recordType: string, since: number) {
  return t.db
    .selectFrom('audit_log')
    .select(['actor_user_num', 'ip', 'action', 'record_id', 'changes'])
    .where('record_type', '=', recordType)
    .where('id', '>', since)
    .orderBy('id')
    .execute();
}

/**
 * Makes the audit insert of `action` fail inside the database, to show the change it belongs to rolls
 * back with it. Returns a function that removes the trap.
 */
export async function failAuditOf(t: TestApp, action: string): Promise<() => Promise<void>> {
  const name = `fail_${action.replace(/\W/g, '_')}`;
  await sql
    .raw(`create function ${name}() returns trigger language plpgsql as $$
      begin if new.action = '${action}' then raise exception 'audit refused for test'; end if; return new; end $$;
      create trigger ${name} before insert on audit_log for each row execute function ${name}();`)
    .execute(t.db);
  return async () => {
    await sql.raw(`drop trigger ${name} on audit_log; drop function ${name}();`).execute(t.db);
  };
}

/**
 * A picture in the image store, as an upload leaves it (the bytes are a stand-in: only the row's size and
 * type matter to the records that use it). Returns its /media address with its size.
 */
export async function storeTestImage(t: TestApp, width: number, height: number, purpose: string) {
  const hash = randomBytes(32).toString('hex');
  const bytes = randomBytes(16);
  await t.db
    .insertInto('images')
    .values({
      hash,
      content_type: 'image/webp',
      bytes,
      width,
      height,
      byte_size: bytes.length,
      purpose,
      kind: 'image',
    })
    .execute();
  return { url: `/media/${hash}.webp`, width, height };
}

/** Each versioned table's key column (src/server/db/versions.ts). */
const VERSION_KEYS = {
  news: 'id',
  site_banners: 'id',
  downloads: 'seq',
  club_areas: 'area_id',
  media_wallpapers: 'id',
  media_gallery: 'id',
  media_movies: 'id',
  server_info_sections: 'id',
  social_links: 'id',
  shop_categories: 'id',
  shop_items: 'product_num',
  topup_packages: 'id',
  ticket_canned_answers: 'id',
  site_settings: 'id',
  site_pages: 'slug',
} as const;

/**
 * The version a console form would load now: what an edit sends back (docs/decisions/0009-edit-versions.md).
 * 1 for a row that does not exist (the save is then refused for that, not for its version).
 */
export async function versionOf(
  t: TestApp,
  table: keyof typeof VERSION_KEYS,
  key: number | string | true,
): Promise<number> {
  const result = await sql<{ version: number }>`select version from ${sql.table(table)}
    where ${sql.ref(VERSION_KEYS[table])} = ${key}`.execute(t.db);
  return result.rows[0]?.version ?? 1;
}
