import { type Kysely, sql } from 'kysely';

/**
 * Every record the console edits with a form carries the version its editor loaded, so a save made from a
 * stale copy is refused instead of silently overwriting a colleague's change (docs/decisions/0009-edit-versions.md).
 * A row starts at version 1; db/versions.ts raises it by one with each change.
 */
const TABLES = [
  'news',
  'site_banners',
  'downloads',
  'club_areas',
  'media_wallpapers',
  'media_gallery',
  'media_movies',
  'server_info_sections',
  'social_links',
  'shop_categories',
  'shop_items',
  'topup_packages',
  'ticket_canned_answers',
  'site_settings',
  'site_pages',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    await sql`alter table ${sql.table(table)} add column version integer not null default 1 check (version > 0)`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql`alter table ${sql.table(table)} drop column version`.execute(db);
}
