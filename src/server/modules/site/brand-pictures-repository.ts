import type { Db } from '../../db/database.ts';

const BRAND_COLUMNS = [
  'brand_logo',
  'brand_logo_dark',
  'brand_icon',
  'brand_social',
  'brand_pictures_version',
] as const;

/** Each brand picture's hash (null: the default), with the pictures' version. */
export function readBrandPictures(db: Db) {
  return db.selectFrom('site_settings').select(BRAND_COLUMNS).executeTakeFirstOrThrow();
}

/** The same, locked until the transaction ends (for the audit row's "before"). */
export function lockBrandPictures(db: Db) {
  return db.selectFrom('site_settings').select(BRAND_COLUMNS).forUpdate().executeTakeFirstOrThrow();
}

export interface BrandPictureHashes {
  brand_logo: string | null;
  brand_logo_dark: string | null;
  brand_icon: string | null;
  brand_social: string | null;
}

export function updateBrandPictures(db: Db, values: BrandPictureHashes, now: Date) {
  return db
    .updateTable('site_settings')
    .set({ ...values, updated_at: now })
    .returning(BRAND_COLUMNS)
    .executeTakeFirstOrThrow();
}
