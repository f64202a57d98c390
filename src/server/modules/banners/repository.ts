import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContentTables } from '../../db/tables/content.ts';

/** The banners the carousels show at `now`: active, and inside their window (docs/product/content.md). */
export function listActiveBanners(db: Db, now: Date) {
  return db
    .selectFrom('site_banners')
    .select(['id', 'img_url', 'img_width as width', 'img_height as height', 'link_url', 'alt_text as alt'])
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('active_from', 'is', null), eb('active_from', '<=', now)]))
    .where((eb) => eb.or([eb('active_until', 'is', null), eb('active_until', '>', now)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

const BANNER_COLUMNS = [
  'id',
  'img_url',
  'img_width',
  'img_height',
  'alt_text',
  'link_url',
  'is_active',
  'active_from',
  'active_until',
  'sort_order',
  'version',
] as const;

/** Every banner in carousel order, for the console. */
export function listAllBanners(db: Db) {
  return db.selectFrom('site_banners').select(BANNER_COLUMNS).orderBy('sort_order').orderBy('id').execute();
}
export type BannerRow = Awaited<ReturnType<typeof listAllBanners>>[number];

/** One banner, locked until the transaction ends; undefined when there is none. */
export function lockBanner(trx: Db, id: number) {
  return trx
    .selectFrom('site_banners')
    .select(BANNER_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export type BannerValues = Omit<Insertable<ContentTables['site_banners']>, 'id' | 'sort_order'>;

/** Adds a banner at the end of the carousel. */
export async function insertBanner(trx: Db, values: BannerValues) {
  return trx
    .insertInto('site_banners')
    .values({
      ...values,
      sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from site_banners)`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateBanner(trx: Db, id: number, values: BannerValues): Promise<void> {
  await trx.updateTable('site_banners').set(values).where('id', '=', id).execute();
}

export async function deleteBanner(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('site_banners').where('id', '=', id).execute();
}

/** Every banner's id in carousel order, locked so no reorder or delete runs beside this one. */
export async function lockBannerOrder(trx: Db): Promise<number[]> {
  const rows = await trx
    .selectFrom('site_banners')
    .select('id')
    .orderBy('sort_order')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** Numbers the banners 1, 2, 3... in the order of `ids`. */
export async function setBannerOrder(trx: Db, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await trx
      .updateTable('site_banners')
      .set({ sort_order: index + 1 })
      .where('id', '=', id)
      .execute();
  }
}
