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

export type DownloadValues = Omit<Insertable<ContentTables['downloads']>, 'seq' | 'sort_order'>;

/** Adds a link at the end of the page. */
export function insertDownload(trx: Db, values: DownloadValues) {
  return trx
    .insertInto('downloads')
    .values({
      ...values,
      sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from downloads)`,
    })
    .returning('seq')
    .executeTakeFirstOrThrow();
}

export async function updateDownload(trx: Db, seq: number, values: DownloadValues): Promise<void> {
  await trx.updateTable('downloads').set(values).where('seq', '=', seq).execute();
}

export async function deleteDownload(trx: Db, seq: number): Promise<void> {
  await trx.deleteFrom('downloads').where('seq', '=', seq).execute();
}

/** Every link's id in page order, locked so no reorder or delete runs beside this one. */
export async function lockDownloadOrder(trx: Db): Promise<number[]> {
  const rows = await trx
    .selectFrom('downloads')
    .select('seq')
    .orderBy('sort_order')
    .orderBy('seq')
    .forUpdate()
    .execute();
  return rows.map((r) => r.seq);
}

/** Numbers the links 1, 2, 3... in the order of `ids`. */
export async function setDownloadOrder(trx: Db, ids: number[]): Promise<void> {
  for (const [index, seq] of ids.entries()) {
    await trx
      .updateTable('downloads')
      .set({ sort_order: index + 1 })
      .where('seq', '=', seq)
      .execute();
  }
}
