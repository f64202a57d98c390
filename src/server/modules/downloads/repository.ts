import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContentTables } from '../../db/tables/content.ts';

export function listDownloads(db: Db) {
  return db
    .selectFrom('downloads')
    .select([
      'seq',
      'link_name',
      'link_address',
      'link_type',
      'link_description',
      sql<string>`to_char(link_date, 'YYYY-MM-DD')`.as('link_date'),
      'link_icon',
      'icon_width',
      'icon_height',
    ])
    .orderBy('sort_order')
    .orderBy('seq')
    .execute();
}

const DOWNLOAD_COLUMNS = [
  'seq',
  'link_name',
  'link_address',
  'link_type',
  'link_description',
  sql<string>`to_char(link_date, 'YYYY-MM-DD')`.as('link_date'),
  'link_icon',
  'icon_width',
  'icon_height',
  'sort_order',
  'version',
] as const;

/** Every link in page order, for the console. */
export function listAllDownloads(db: Db) {
  return db.selectFrom('downloads').select(DOWNLOAD_COLUMNS).orderBy('sort_order').orderBy('seq').execute();
}
export type DownloadRow = Awaited<ReturnType<typeof listAllDownloads>>[number];

/** One link, locked until the transaction ends; undefined when there is none. */
export function lockDownload(trx: Db, seq: number) {
  return trx
    .selectFrom('downloads')
    .select(DOWNLOAD_COLUMNS)
    .where('seq', '=', seq)
    .forUpdate()
    .executeTakeFirst();
}

/** A link's stored values (its key and place are the ordered list's: resources/ordered-list). */
export type DownloadValues = Omit<Insertable<ContentTables['downloads']>, 'seq' | 'sort_order'>;
