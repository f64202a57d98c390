import type { AdminBrandPictures, BrandPicturesSave } from '#shared/contracts/admin-brand-pictures.ts';
import { IMAGE_PURPOSES, type ImagePurpose, type StoredImage } from '#shared/contracts/images.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import type { Editor } from '../../db/audit.ts';
import { type AuditedKind, changeRecord } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http-error.ts';
import type { ShellPictures } from '../../plugins/spa.ts';
import { picturesByHash, type StoredPicture, storedPicture } from '../images/service.ts';
import * as repo from './brand-pictures-repository.ts';

/**
 * The operator's brand pictures (docs/product/site-settings.md, Brand pictures): each a picture uploaded for
 * its place, named in the one settings row by its hash; null is the site's own default.
 */
type Field = keyof BrandPicturesSave;

const FIELDS: Record<Field, { column: keyof repo.BrandPictureHashes; purpose: ImagePurpose; what: string }> =
  {
    logo: { column: 'brand_logo', purpose: 'site-logo', what: 'The logo' },
    logoDark: { column: 'brand_logo_dark', purpose: 'site-logo', what: 'The logo for dark screens' },
    icon: { column: 'brand_icon', purpose: 'site-icon', what: 'The site icon' },
    social: { column: 'brand_social', purpose: 'site-social', what: 'The link preview picture' },
  };

const ICON_SIZES = IMAGE_PURPOSES['site-icon'].sizes.length;

/** The pictures' own record type and version (db/versions.ts): the settings form never goes stale with them. */
const BRAND: AuditedKind = {
  record: 'site_brand',
  fields: ['brand_logo', 'brand_logo_dark', 'brand_icon', 'brand_social'],
  table: 'site_brand_pictures',
};

type BrandRow = Awaited<ReturnType<typeof repo.readBrandPictures>>;

/** The row's pictures as stored, each looked up once (null when none, or when its picture is not public). */
async function picturesOf(db: Db, row: BrandRow) {
  const hashes = Object.values(FIELDS)
    .map(({ column }) => row[column])
    .filter((hash): hash is string => hash !== null);
  const found = await picturesByHash(db, hashes);
  const at = (field: Field): StoredPicture | null => {
    const hash = row[FIELDS[field].column];
    return hash ? (found.get(hash) ?? null) : null;
  };
  return { logo: at('logo'), logoDark: at('logoDark'), icon: at('icon'), social: at('social') };
}

const plain = (picture: StoredPicture | null): StoredImage | null =>
  picture ? { url: picture.url, width: picture.width, height: picture.height } : null;

const withSizes = (picture: StoredPicture | null) =>
  picture ? { ...plain(picture)!, sizes: picture.sizes } : null;

/** GET /api/admin/brand-pictures: each picture with its size, and the version the form sends back. */
export async function readBrandPicturesForConsole(db: Db): Promise<AdminBrandPictures> {
  const row = await repo.readBrandPictures(db);
  const pictures = await picturesOf(db, row);
  return {
    logo: plain(pictures.logo),
    logoDark: plain(pictures.logoDark),
    icon: withSizes(pictures.icon),
    social: plain(pictures.social),
    version: row.brand_pictures_version,
  };
}

/** What the HTML shell and the public pages' heads carry (plugins/spa.ts, modules/pages). */
export async function readBrandForShell(db: Db): Promise<ShellPictures> {
  const pictures = await picturesOf(db, await repo.readBrandPictures(db));
  return {
    logo: pictures.logo?.url ?? null,
    // Never without the logo (the table's check), so a dark screen never shows the default beside it.
    logoDark: pictures.logo ? (pictures.logoDark?.url ?? null) : null,
    icon: withSizes(pictures.icon),
    social: plain(pictures.social),
  };
}

/**
 * Each chosen address must be a picture stored for its place (and the icon with all its sizes), and the dark
 * logo needs the logo: otherwise 400 naming the field, before anything is written. A picture, once stored,
 * never changes or goes, so what is checked here is what the save names.
 */
async function checkedHashes(db: Db, input: BrandPicturesSave): Promise<repo.BrandPictureHashes> {
  const values: repo.BrandPictureHashes = {
    brand_logo: null,
    brand_logo_dark: null,
    brand_icon: null,
    brand_social: null,
  };
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, rule] of Object.entries(FIELDS) as [Field, (typeof FIELDS)[Field]][]) {
    const url = input[field];
    if (!url) continue;
    const picture = await storedPicture(db, url);
    if (!picture) {
      errors[field] = `${rule.what} is not stored on the site: upload it again.`;
    } else if (
      picture.purpose !== rule.purpose ||
      (field === 'icon' && picture.sizes.length !== ICON_SIZES)
    ) {
      errors[field] = `${rule.what} was uploaded for another place: upload it again here.`;
    } else {
      values[rule.column] = picture.hash;
    }
  }
  if (input.logoDark && !input.logo) {
    errors.logoDark = 'Choose the logo first: the logo for dark screens takes its place on dark screens.';
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return values;
}

/** PUT /api/admin/brand-pictures: the pictures and their audit row in one transaction. Null: the default. */
export async function saveBrandPictures(
  db: Db,
  input: BrandPicturesSave & Versioned,
  editor: Editor,
  now = new Date(),
): Promise<void> {
  const values = await checkedHashes(db, input);
  await db.transaction().execute((trx) =>
    changeRecord(trx, BRAND, editor, {
      verb: 'update',
      id: true,
      version: input.version,
      lock: () => repo.lockBrandPictures(trx),
      write: () => repo.updateBrandPictures(trx, values, now),
    }),
  );
}
