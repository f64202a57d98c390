import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const LIST_COLUMNS = [
  'id',
  'subject',
  'type',
  'created_at',
  'author',
  'img_thumbnail',
  'is_show_thumbnail',
  'views',
] as const;

export async function countNews(db: Db, type: number): Promise<number> {
  const row = await db
    .selectFrom('news')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('type', '=', type)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first; ties on the date keep a stable order by id. */
export function listNews(db: Db, type: number, limit: number, offset: number) {
  return db
    .selectFrom('news')
    .select(LIST_COLUMNS)
    .where('type', '=', type)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findNews(db: Db, id: number) {
  return db
    .selectFrom('news')
    .select([...LIST_COLUMNS, 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface NewsValues {
  type: number;
  subject: string;
  content: string;
  author: string;
  img_thumbnail: string | null;
  is_show_thumbnail: boolean;
  created_at?: Date;
}

export function insertNews(db: Db, values: NewsValues) {
  return db.insertInto('news').values(values).returning('id').executeTakeFirstOrThrow();
}

/** The stored values of an article, locked until the transaction ends (for the audit row's "before"). */
export function lockNews(db: Db, id: number) {
  return db
    .selectFrom('news')
    .select(['type', 'subject', 'content', 'author', 'img_thumbnail', 'is_show_thumbnail'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updateNews(db: Db, id: number, values: NewsValues) {
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
