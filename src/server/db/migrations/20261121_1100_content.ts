import { type Kysely, sql } from 'kysely';

/**
 * Public content: news (with per-visitor view counting), download links, site banners, clubs and their
 * areas, and the per-month character stats the MMR and killer rankings read. Also the indexes that keep an
 * uncached ranking query fast on a million characters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type between 0 and 2`))
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'varchar(60)', (c) => c.notNull())
    .addColumn('img_thumbnail', 'text')
    .addColumn('is_show_thumbnail', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index news_type_created on news (type, created_at desc, id desc)`.execute(db);

  // One row per (article, visitor): the view counts again only when the last counted view is an hour old.
  await db.schema
    .createTable('news_views')
    .addColumn('news_id', 'integer', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('counted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('news_views_pk', ['news_id', 'visitor'])
    .execute();
  await db.schema.createIndex('news_views_counted_at').on('news_views').column('counted_at').execute();

  await db.schema
    .createTable('downloads')
    .addColumn('seq', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('link_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('link_address', 'text', (c) => c.notNull())
    .addColumn('link_type', 'varchar(40)', (c) => c.notNull().defaultTo('mirror'))
    .addColumn('link_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link_date', 'date', (c) => c.notNull().defaultTo(sql`current_date`))
    .addColumn('link_icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('site_banners')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('img_url', 'text', (c) => c.notNull())
    .addColumn('alt_text', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('clubs')
    .addColumn('club_num', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('club_name', 'varchar(33)', (c) => c.notNull().unique())
    .addColumn('club_school', 'smallint', (c) => c.notNull().check(sql`club_school between 0 and 2`))
    .addColumn('master_cha_num', 'integer', (c) => c.references('characters.cha_num').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The three guild-war areas: who holds each, and the tax it charges. No holder = 'None', 0%.
  await db.schema
    .createTable('club_areas')
    .addColumn('area_id', 'smallint', (c) => c.primaryKey())
    .addColumn('area_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('club_num', 'integer', (c) => c.references('clubs.club_num').onDelete('set null'))
    .addColumn('tax_rate', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`tax_rate between 0 and 100`))
    .execute();

  // What the game server reports per character per calendar month (Asia/Manila): MMR gained, kills, deaths.
  await db.schema
    .createTable('character_month_stats')
    .addColumn('month', 'date', (c) => c.notNull())
    .addColumn('cha_num', 'integer', (c) => c.notNull().references('characters.cha_num').onDelete('cascade'))
    .addColumn('mmr', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('kills', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deaths', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('character_month_stats_pk', ['month', 'cha_num'])
    .execute();
  await sql`create index character_month_stats_mmr on character_month_stats (month, mmr desc, cha_num)`.execute(
    db,
  );
  await sql`create index character_month_stats_kills on character_month_stats (month, kills desc, deaths, cha_num)`.execute(
    db,
  );

  // Ranking orders over current values, players only; class and school ride along for index-only filtering.
  await sql`create index characters_rank_level on characters
    (cha_level desc, cha_level_up_date asc nulls last, cha_num) include (cha_class, cha_school) where not is_gm`.execute(
    db,
  );
  await sql`create index characters_rank_money on characters
    (cha_money desc, cha_num) include (cha_class, cha_school) where not is_gm`.execute(db);
  await sql`create index characters_rank_school_level on characters
    (cha_school, cha_level desc, cha_level_up_date asc nulls last, cha_num) include (cha_class) where not is_gm`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists characters_rank_school_level`.execute(db);
  await sql`drop index if exists characters_rank_money`.execute(db);
  await sql`drop index if exists characters_rank_level`.execute(db);
  await db.schema.dropTable('character_month_stats').execute();
  await db.schema.dropTable('club_areas').execute();
  await db.schema.dropTable('clubs').execute();
  await db.schema.dropTable('site_banners').execute();
  await db.schema.dropTable('downloads').execute();
  await db.schema.dropTable('news_views').execute();
  await db.schema.dropTable('news').execute();
}
