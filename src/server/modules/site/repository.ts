import type { RequirementRow } from '#shared/brand-requirements.ts';
import type { Db } from '../../db/database.ts';

/** The operator's colours and brand texts (docs/product/brand.md), part of what the shell carries. */
const BRAND_COLUMNS = [
  'brand_accent',
  'brand_background',
  'footer_copyright',
  'footer_since',
  'hometown',
  'requirements',
] as const;

const SETTINGS_COLUMNS = [
  'site_name',
  'support_chat_url',
  'forum_url',
  ...BRAND_COLUMNS,
  'updated_at',
  'version',
] as const;

/** The one settings row (the migration creates it; nothing deletes it). */
export function readSettings(db: Db) {
  return db.selectFrom('site_settings').select(SETTINGS_COLUMNS).executeTakeFirstOrThrow();
}

/** The settings row, locked until the transaction ends (for the audit row's "before"). */
export function lockSettings(db: Db) {
  return db.selectFrom('site_settings').select(SETTINGS_COLUMNS).forUpdate().executeTakeFirstOrThrow();
}

export interface SettingsValues {
  site_name: string;
  support_chat_url: string | null;
  forum_url: string | null;
}

export function updateSettings(db: Db, values: SettingsValues, now: Date) {
  return db
    .updateTable('site_settings')
    .set({ ...values, updated_at: now })
    .returning(SETTINGS_COLUMNS)
    .executeTakeFirstOrThrow();
}

export interface BrandColourValues {
  brand_accent: string | null;
  brand_background: string | null;
}

export interface BrandTextValues {
  footer_copyright: string | null;
  footer_since: string | null;
  hometown: string | null;
  requirements: RequirementRow[] | null;
}

/** The colours or the texts of the brand; the answer is the whole row, as the audit row compares it. */
export function updateBrand(db: Db, values: BrandColourValues | BrandTextValues, now: Date) {
  const stored =
    'requirements' in values
      ? {
          ...values,
          requirements: values.requirements === null ? null : JSON.stringify(values.requirements),
        }
      : values;
  return db
    .updateTable('site_settings')
    .set({ ...stored, updated_at: now })
    .returning(SETTINGS_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function listPages(db: Db) {
  return db.selectFrom('site_pages').select(['slug', 'title', 'updated_at']).orderBy('slug').execute();
}

export function findPage(db: Db, slug: string) {
  return db
    .selectFrom('site_pages')
    .select(['slug', 'title', 'body', 'updated_at', 'version'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export function lockPage(db: Db, slug: string) {
  return db
    .selectFrom('site_pages')
    .select(['slug', 'title', 'body', 'updated_at'])
    .where('slug', '=', slug)
    .forUpdate()
    .executeTakeFirst();
}

export function updatePage(db: Db, slug: string, values: { title: string; body: string }, now: Date) {
  return db
    .updateTable('site_pages')
    .set({ ...values, updated_at: now })
    .where('slug', '=', slug)
    .returning(['slug', 'title', 'body', 'updated_at', 'version'])
    .executeTakeFirstOrThrow();
}

/** The operator's "require a second factor for staff", locked when `forUpdate` (its audit row's "before"). */
export function readRequireStaffFactor(db: Db, forUpdate = false) {
  const query = db.selectFrom('site_settings').select('require_staff_factor');
  return (forUpdate ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

export async function updateRequireStaffFactor(db: Db, value: boolean, now: Date): Promise<void> {
  await db.updateTable('site_settings').set({ require_staff_factor: value, updated_at: now }).execute();
}
