import { type Kysely, sql } from 'kysely';

/**
 * What the console edits on banners and downloads (docs/product/content.md, Banners and Downloads).
 * - site_banners: where the carousel links (null: the image itself, as before), the image's pixel size
 *   (existing rows are the 615 x 210 carousel art), and an optional window in which the banner shows.
 * - downloads: the pixel size of an uploaded icon; null for the text icons written before (a site path the
 *   page shows at its default size).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('site_banners')
    .addColumn('link_url', 'text')
    .addColumn('img_width', 'integer', (c) =>
      c.notNull().defaultTo(615).check(sql`img_width between 1 and 10000`),
    )
    .addColumn('img_height', 'integer', (c) =>
      c.notNull().defaultTo(210).check(sql`img_height between 1 and 10000`),
    )
    .addColumn('active_from', 'timestamptz')
    .addColumn('active_until', 'timestamptz')
    .execute();
  await sql`alter table site_banners add constraint site_banners_window
    check (active_from is null or active_until is null or active_until > active_from)`.execute(db);

  await db.schema
    .alterTable('downloads')
    .addColumn('icon_width', 'integer', (c) => c.check(sql`icon_width between 1 and 1000`))
    .addColumn('icon_height', 'integer', (c) => c.check(sql`icon_height between 1 and 1000`))
    .execute();
  await sql`alter table downloads add constraint downloads_icon_size
    check ((icon_width is null) = (icon_height is null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table downloads drop constraint if exists downloads_icon_size`.execute(db);
  await db.schema.alterTable('downloads').dropColumn('icon_width').dropColumn('icon_height').execute();
  await sql`alter table site_banners drop constraint if exists site_banners_window`.execute(db);
  await db.schema
    .alterTable('site_banners')
    .dropColumn('link_url')
    .dropColumn('img_width')
    .dropColumn('img_height')
    .dropColumn('active_from')
    .dropColumn('active_until')
    .execute();
}
