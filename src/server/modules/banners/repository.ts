import type { Db } from '../../db/database.ts';

export function listActiveBanners(db: Db) {
  return db
    .selectFrom('site_banners')
    .select(['id', 'img_url', 'alt_text as alt'])
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
