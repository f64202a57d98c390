import type { Insertable } from 'kysely';
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

/** A banner's stored values (its id and place are the ordered list's: resources/ordered-list). */
export type BannerValues = Omit<Insertable<ContentTables['site_banners']>, 'id' | 'sort_order'>;
