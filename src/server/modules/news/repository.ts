import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

const LIST_COLUMNS = [
  'id',
  'subject',
  'type',
  'publish_at',
  'author',
  'img_thumbnail',
  'img_thumbnail_width',
  'img_thumbnail_height',
  'is_show_thumbnail',
  'views',
] as const;

/** What players may see: published articles whose publication time has come (the index news_public). */
function visible(eb: ExpressionBuilder<Database, 'news'>) {
  return eb.and([eb('status', '=', 'published'), eb('publish_at', '<=', sql<Date>`now()`)]);
}

export async function countNews(db: Db, type: number): Promise<number> {
  const row = await db
    .selectFrom('news')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('type', '=', type)
    .where(visible)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest publication first; ties on the time keep a stable order by id. */
export function listNews(db: Db, type: number, limit: number, offset: number) {
  return db
    .selectFrom('news')
    .select(LIST_COLUMNS)
    .where('type', '=', type)
    .where(visible)
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Every article players may see, newest first, for sitemap.xml (id and dates only). */
export function listVisibleNewsDates(db: Db, limit: number) {
  return db
    .selectFrom('news')
    .select(['id', 'publish_at'])
    .where(visible)
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest articles players may see, with their text and last change, for the news feed (modules/pages). */
export function listLatestNews(db: Db, limit: number) {
  return db
    .selectFrom('news')
    .select([...LIST_COLUMNS, 'content', 'updated_at'])
    .where(visible)
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One article as players may see it (undefined for a draft, a scheduled one before its time, or none). */
export function findNews(db: Db, id: number) {
  return db
    .selectFrom('news')
    .select([...LIST_COLUMNS, 'content'])
    .where('id', '=', id)
    .where(visible)
    .executeTakeFirst();
}

export interface NewsValues {
  type: number;
  subject: string;
  content: string;
  author: string;
  img_thumbnail: string | null;
  is_show_thumbnail: boolean;
  img_thumbnail_width?: number | null;
  img_thumbnail_height?: number | null;
  status?: 'draft' | 'published';
  publish_at?: Date | null;
  created_by?: number | null;
  created_at?: Date;
}

export function insertNews(db: Db, values: NewsValues) {
  return db.insertInto('news').values(values).returning('id').executeTakeFirstOrThrow();
}

/** The stored values of an article, locked until the transaction ends (for the audit row's "before"). */
export function lockNews(db: Db, id: number) {
  return db
    .selectFrom('news')
    .select([
      'type',
      'subject',
      'content',
      'author',
      'img_thumbnail',
      'img_thumbnail_width',
      'img_thumbnail_height',
      'is_show_thumbnail',
      'status',
      'publish_at',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updateNews(db: Db, id: number, values: Partial<NewsValues>) {
  return db
    .updateTable('news')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

/**
 * Counts a view unless this visitor's last counted view of the article is under an hour old. One statement
 * decides and records, so parallel reloads cannot count twice. Returns true when the view counted.
 */
export async function countView(db: Db, newsId: number, visitor: string): Promise<boolean> {
  const result = await sql<{ counted: boolean }>`
    with claimed as (
      insert into news_views (news_id, visitor, counted_at) values (${newsId}, ${visitor}, now())
      on conflict (news_id, visitor) do update set counted_at = now()
        where news_views.counted_at <= now() - interval '1 hour'
      returning news_id
    )
    update news set views = views + 1 where id in (select news_id from claimed) returning true as counted`.execute(
    db,
  );
  return result.rows.length > 0;
}

/** Forgets views older than an hour: they can no longer block a count. */
export async function pruneViews(db: Db): Promise<void> {
  await db.deleteFrom('news_views').where('counted_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
}

/** The console's list filters (GET /api/admin/news). */
export interface AdminFilter {
  /** Words of the subject, each matched anywhere in it (case ignored). */
  words: string[];
  type?: number;
  state?: 'draft' | 'scheduled' | 'published';
}

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function adminQuery(db: Db, filter: AdminFilter) {
  let query = db.selectFrom('news');
  for (const word of filter.words) query = query.where('subject', 'ilike', likePattern(word));
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (filter.state === 'draft') query = query.where('status', '=', 'draft');
  if (filter.state === 'published') query = query.where(visible);
  if (filter.state === 'scheduled')
    query = query.where('status', '=', 'published').where('publish_at', '>', sql<Date>`now()`);
  return query;
}

export async function countAdminNews(db: Db, filter: AdminFilter): Promise<number> {
  const row = await adminQuery(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every article, newest first (the index news_created), with whether players see it yet. */
export function listAdminNews(db: Db, filter: AdminFilter, limit: number, offset: number) {
  return adminQuery(db, filter)
    .select([
      'id',
      'subject',
      'type',
      'status',
      'publish_at',
      'created_at',
      'author',
      'views',
      sql<boolean>`publish_at <= now()`.as('due'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** One article as stored, for the console's form. */
export function findAdminNews(db: Db, id: number) {
  return db
    .selectFrom('news')
    .selectAll()
    .select(sql<boolean>`publish_at <= now()`.as('due'))
    .where('id', '=', id)
    .executeTakeFirst();
}

export function deleteNews(db: Db, id: number) {
  return db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
}

// Discord announcements (docs/product/discord.md): each article is announced once, when players can see it.

const ANNOUNCED = ['id', 'subject', 'content', 'author', 'img_thumbnail', 'publish_at'] as const;

/** The article's announcement, claimed if it is visible at `at` and not announced yet; else undefined. */
export function claimAnnouncement(trx: Db, id: number, at: Date) {
  return trx
    .updateTable('news')
    .set({ announced_at: at })
    .where('id', '=', id)
    .where('announced_at', 'is', null)
    .where('status', '=', 'published')
    .where('publish_at', '<=', at)
    .returning(ANNOUNCED)
    .executeTakeFirst();
}

/**
 * Up to `limit` articles whose publication time has come by `at` and that are not announced yet, claimed
 * (the index news_unannounced). Rows another instance is claiming are skipped, and the outer condition is
 * checked again after any wait, so each article is claimed by one transaction only.
 */
export function claimDueAnnouncements(trx: Db, at: Date, limit: number) {
  return trx
    .updateTable('news')
    .set({ announced_at: at })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('news')
        .select('id')
        .where('announced_at', 'is', null)
        .where('status', '=', 'published')
        .where('publish_at', '<=', at)
        .orderBy('publish_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .where('announced_at', 'is', null)
    .where('status', '=', 'published')
    .where('publish_at', '<=', at)
    .returning(ANNOUNCED)
    .execute();
}
