import { type Kysely, sql } from 'kysely';

const PICTURE_TABLES = ['media_wallpapers', 'media_gallery'] as const;

/**
 * What the operator edits on the media pages (docs/product/media.md): wallpapers and gallery pictures (each
 * with its thumbnail and both pixel sizes, so pages reserve their space), YouTube movies, the sections of
 * the server-information page and the social links. Every list has the operator's order (sort_order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PICTURE_TABLES) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('title', 'varchar(120)', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('image_width', 'integer', (c) => c.notNull().check(sql`image_width > 0`))
      .addColumn('image_height', 'integer', (c) => c.notNull().check(sql`image_height > 0`))
      .addColumn('thumb_url', 'text', (c) => c.notNull())
      .addColumn('thumb_width', 'integer', (c) => c.notNull().check(sql`thumb_width > 0`))
      .addColumn('thumb_height', 'integer', (c) => c.notNull().check(sql`thumb_height > 0`))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex(`${table}_order`).on(table).columns(['sort_order', 'id']).execute();
  }

  await db.schema
    .createTable('media_movies')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('video_id', 'varchar(11)', (c) => c.notNull().check(sql`video_id ~ '^[A-Za-z0-9_-]{11}$'`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('server_info_sections')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text')
    .addColumn('image_width', 'integer')
    .addColumn('image_height', 'integer')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A picture is all three columns or none, so the page can always reserve its space.
    .addCheckConstraint(
      'server_info_sections_image',
      sql`(image_url is null) = (image_width is null) and (image_url is null) = (image_height is null)`,
    )
    .execute();

  await db.schema
    .createTable('social_links')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().check(sql`url like 'https://%'`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_links').ifExists().execute();
  await db.schema.dropTable('server_info_sections').ifExists().execute();
  await db.schema.dropTable('media_movies').ifExists().execute();
  for (const table of [...PICTURE_TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute();
}
