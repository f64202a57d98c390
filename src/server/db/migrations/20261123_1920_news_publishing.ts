import { type Kysely, sql } from 'kysely';

/**
 * News publishing (docs/product/content.md, News): an article is a draft or published, and a published
 * article shows from `publish_at` on (a scheduled article has it in the future). Articles written before
 * are published as of their creation. The public lists read only what players may see, newest publication
 * first; a partial index holds exactly those rows in that order, so the lists stay index scans.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('news')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('publish_at', 'timestamptz')
    // The thumbnail's pixel size (uploaded in the console), so pages can reserve its box.
    .addColumn('img_thumbnail_width', 'integer')
    .addColumn('img_thumbnail_height', 'integer')
    .addColumn('created_by', 'integer', (c) => c.references('users.user_num').onDelete('set null'))
    .execute();
  await sql`update news set publish_at = created_at`.execute(db);
  await sql`alter table news
    add constraint news_status check (status in ('draft', 'published')),
    add constraint news_published_has_time check (status = 'draft' or publish_at is not null)`.execute(db);
  await sql`drop index news_type_created`.execute(db);
  await sql`create index news_public on news (type, publish_at desc, id desc) where status = 'published'`.execute(
    db,
  );
  // The console's list: every article, newest first.
  await sql`create index news_created on news (created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index news_created`.execute(db);
  await sql`drop index news_public`.execute(db);
  await sql`create index news_type_created on news (type, created_at desc, id desc)`.execute(db);
  await sql`alter table news drop constraint news_published_has_time, drop constraint news_status`.execute(
    db,
  );
  await db.schema
    .alterTable('news')
    .dropColumn('created_by')
    .dropColumn('img_thumbnail_height')
    .dropColumn('img_thumbnail_width')
    .dropColumn('publish_at')
    .dropColumn('status')
    .execute();
}
