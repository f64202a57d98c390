import { sql } from 'kysely';
import { manilaDateTime } from '#shared/manila-time.ts';
import { HttpError } from '../http-error.ts';
import type { Db } from './database.ts';

/**
 * Optimistic versions of the records the console edits (docs/decisions/0009-edit-versions.md): each row
 * carries `version`, raised by one with every change; an edit names the version it was loaded at, and a
 * save from an older one is refused with who changed the record and when, from the audit log.
 *
 * Each versioned record: its key column, and the record type its audit rows carry (db/audited.ts); its table
 * and version column, when they are not its name and `version`. The settings row is one of a kind: its
 * audit rows have no record id. It carries two versions: the settings form's and the brand pictures'
 * (docs/decisions/0068-brand-pictures.md).
 */
interface VersionedEntry {
  key: string;
  record: string;
  table?: string;
  column?: string;
}

const VERSIONED = {
  news: { key: 'id', record: 'news' },
  site_banners: { key: 'id', record: 'banner' },
  downloads: { key: 'seq', record: 'download' },
  club_areas: { key: 'area_id', record: 'club_area' },
  media_wallpapers: { key: 'id', record: 'wallpaper' },
  media_gallery: { key: 'id', record: 'gallery' },
  media_movies: { key: 'id', record: 'movie' },
  server_info_sections: { key: 'id', record: 'serverinfo' },
  social_links: { key: 'id', record: 'social' },
  shop_categories: { key: 'id', record: 'shop_category' },
  shop_items: { key: 'product_num', record: 'shop_item' },
  topup_packages: { key: 'id', record: 'topup_package' },
  ticket_canned_answers: { key: 'id', record: 'ticket_canned' },
  site_settings: { key: 'id', record: 'site' },
  site_brand_pictures: {
    key: 'id',
    record: 'site_brand',
    table: 'site_settings',
    column: 'brand_pictures_version',
  },
  site_pages: { key: 'slug', record: 'page' },
  payment_settings: { key: 'id', record: 'payment_settings' },
  character_service_settings: { key: 'id', record: 'character_services' },
  server_maintenance: { key: 'id', record: 'server_status' },
  vote_sites: { key: 'id', record: 'vote_site' },
  discord_webhooks: { key: 'id', record: 'discord_webhook' },
} as const satisfies Record<string, VersionedEntry>;

export type VersionedTable = keyof typeof VERSIONED;

/** Where a versioned record's version lives: its table, key and version column. */
function versionOf(name: VersionedTable) {
  const entry: VersionedEntry = VERSIONED[name];
  return {
    table: sql.table(entry.table ?? name),
    key: sql.ref(entry.key),
    column: sql.ref(entry.column ?? 'version'),
  };
}

/** The row's key: its id, or the slug of a policy page; the one settings row is `true`. */
type RowKey = number | string | true;

/**
 * Moves the row on to its next version if it is still at `loaded`, the version its editor opened; else
 * refuses with 409 `stale_edit`. Call it inside the transaction of the save, after the row is known to exist:
 * a conditional UPDATE, so two saves from the same version cannot both pass, and a refused save has
 * written nothing (its transaction rolls back with the throw, audit row included).
 */
export async function claimVersion(
  trx: Db,
  table: VersionedTable,
  key: RowKey,
  loaded: number,
): Promise<void> {
  const at = versionOf(table);
  const claimed = await sql`update ${at.table} set ${at.column} = ${at.column} + 1
    where ${at.key} = ${key} and ${at.column} = ${loaded} returning ${at.column}`.execute(trx);
  if (claimed.rows.length === 0) throw await staleEdit(trx, table, key);
}

/**
 * Moves the row on to its next version without a check: for a change made without the edit form (publish,
 * hide, an import), so a form opened before it cannot save over it unseen.
 */
export async function bumpVersion(trx: Db, table: VersionedTable, key: RowKey): Promise<void> {
  const at = versionOf(table);
  await sql`update ${at.table} set ${at.column} = ${at.column} + 1 where ${at.key} = ${key}`.execute(trx);
}

/** The refusal: who made the record's latest change (its newest audit row) and when, in Manila time. */
async function staleEdit(trx: Db, table: VersionedTable, key: RowKey): Promise<HttpError> {
  let query = trx
    .selectFrom('audit_log')
    .leftJoin('users', 'users.user_num', 'audit_log.actor_user_num')
    .select(['users.user_id', 'audit_log.actor_user_num', 'audit_log.created_at'])
    .where('audit_log.record_type', '=', VERSIONED[table].record);
  query =
    key === true
      ? query.where('audit_log.record_id', 'is', null)
      : query.where('audit_log.record_id', '=', String(key));
  const last = await query.orderBy('audit_log.id', 'desc').limit(1).executeTakeFirst();
  const who = !last
    ? 'someone'
    : last.actor_user_num === null
      ? 'a server command'
      : (last.user_id ?? 'a removed account');
  const when = last ? ` at ${manilaDateTime(last.created_at)}` : '';
  return new HttpError(409, `Changed by ${who}${when} since you opened it.`, { code: 'stale_edit' });
}
