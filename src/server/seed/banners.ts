import type { Db } from '../db/database.ts';
import type { SeedReport } from './seed-report.ts';

const BANNERS = [
  { img_url: '/img/banners/banner-1.svg', alt_text: 'Campus Wars return every Saturday at 9 PM' },
  // Links to the news (a page of the site); the others link to their image as before.
  { img_url: '/img/banners/banner-2.svg', alt_text: 'Lantern Festival on Mystic Peak', link_url: '/news' },
  { img_url: '/img/banners/banner-3.svg', alt_text: 'Sacred Gate open enrolment with double EXP' },
];

/** Idempotent: adds each banner whose image is not listed yet. */
export async function seedBanners(db: Db, _report: SeedReport): Promise<void> {
  const existing = new Set(
    (await db.selectFrom('site_banners').select('img_url').execute()).map((r) => r.img_url),
  );
  const missing = BANNERS.map((b, i) => ({ ...b, sort_order: i + 1 })).filter(
    (b) => !existing.has(b.img_url),
  );
  if (missing.length > 0) await db.insertInto('site_banners').values(missing).execute();
}
