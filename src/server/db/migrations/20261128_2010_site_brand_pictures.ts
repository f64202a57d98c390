import { type Kysely, sql } from 'kysely';

/**
 * The operator's brand pictures (docs/product/site-settings.md, Brand pictures;
 * docs/decisions/0068-brand-pictures.md):
 * - site_settings names each uploaded picture by its hash (images.hash): the header's logo and its variant for
 *   dark screens (never without the logo), the site icon, and the link preview picture. Null: the site's
 *   own default. `brand_pictures_version` is the pictures' own edit version, so saving them never makes the
 *   settings form stale, nor the other way round.
 * - image_sizes links a picture to the smaller copies made from it (the site icon's 16, 32, 180 and 192),
 *   each a row of images of its own named by its bytes.
 */
const PICTURES = ['brand_logo', 'brand_logo_dark', 'brand_icon', 'brand_social'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('image_sizes')
    .addColumn('image_hash', 'text', (c) => c.notNull().references('images.hash'))
    .addColumn('side', 'integer', (c) => c.notNull().check(sql`side > 0`))
    .addColumn('size_hash', 'text', (c) => c.notNull().references('images.hash'))
    .addPrimaryKeyConstraint('image_sizes_pkey', ['image_hash', 'side'])
    .execute();
  for (const column of PICTURES) {
    await db.schema
      .alterTable('site_settings')
      .addColumn(column, 'text', (c) => c.references('images.hash'))
      .execute();
  }
  await sql`alter table site_settings
    add column brand_pictures_version integer not null default 1 check (brand_pictures_version > 0),
    add constraint site_settings_dark_logo check (brand_logo_dark is null or brand_logo is not null)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table site_settings drop constraint site_settings_dark_logo,
    drop column brand_pictures_version`.execute(db);
  for (const column of PICTURES) await db.schema.alterTable('site_settings').dropColumn(column).execute();
  await db.schema.dropTable('image_sizes').execute();
}
