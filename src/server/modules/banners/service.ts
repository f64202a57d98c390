import type { z } from 'zod';
import type {
  AdminBanner,
  AdminBanners,
  BannerStatus,
  bannerSaveSchema,
} from '#shared/contracts/admin-banners.ts';
import { IMAGE_PURPOSES } from '#shared/contracts/images.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { changedFields, recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { claimVersion } from '../../db/versions.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { mediaImageSize } from '../images/service.ts';
import * as repo from './repository.ts';

type BannerInput = z.output<typeof bannerSaveSchema>;

/** Who made a change, for the audit log. */
export interface Editor {
  userNum: number;
  ip: string;
}

const NO_BANNER = 'There is no such banner.';

/** The fields the audit log compares, as plain values (instants as ISO strings). */
const AUDITED = [
  'img_url',
  'img_width',
  'img_height',
  'alt_text',
  'link_url',
  'is_active',
  'active_from',
  'active_until',
] as const;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

function audited(row: repo.BannerValues) {
  return {
    ...row,
    active_from: iso(row.active_from ?? null),
    active_until: iso(row.active_until ?? null),
  };
}

/** Where a banner stands at `now` (docs/product/content.md, Banners). */
function bannerStatus(
  row: Pick<repo.BannerRow, 'is_active' | 'active_from' | 'active_until'>,
  now: Date,
): BannerStatus {
  if (!row.is_active) return 'hidden';
  if (row.active_from && new Date(row.active_from) > now) return 'scheduled';
  if (row.active_until && new Date(row.active_until) <= now) return 'ended';
  return 'showing';
}

function toAdmin(row: repo.BannerRow, now: Date): AdminBanner {
  return {
    id: row.id,
    image: { url: row.img_url, width: row.img_width, height: row.img_height },
    alt: row.alt_text,
    link_url: row.link_url,
    is_active: row.is_active,
    active_from: iso(row.active_from),
    active_until: iso(row.active_until),
    sort_order: row.sort_order,
    status: bannerStatus(row, now),
    version: row.version,
  };
}

/** GET /api/admin/banners: all of them, in carousel order, each with its status at `now`. */
export async function listBannersForConsole(db: Db, now: Date): Promise<AdminBanners> {
  return { data: (await repo.listAllBanners(db)).map((row) => toAdmin(row, now)) };
}

const BANNER_SIZE = IMAGE_PURPOSES.banner;

/**
 * An uploaded image (under /media) must be stored, at the carousel's size; its size is taken from the
 * store. Other addresses on the site (the seeded art under /img) are taken as the request gives them.
 */
async function checkedImage(db: Db, image: BannerInput['image']): Promise<BannerInput['image']> {
  if (!image.url.startsWith('/media/')) return image;
  const size = await mediaImageSize(db, image.url);
  if (!size) {
    const message = 'This image is not stored on the site: upload it again.';
    throw badRequest(message, { image: message });
  }
  if (size.width !== BANNER_SIZE.width || size.height !== BANNER_SIZE.height) {
    const message = `The banner image must be ${BANNER_SIZE.width} x ${BANNER_SIZE.height} pixels: upload it as a banner.`;
    throw badRequest(message, { image: message });
  }
  return { url: image.url, ...size };
}

function toValues(input: BannerInput): repo.BannerValues {
  return {
    img_url: input.image.url,
    img_width: input.image.width,
    img_height: input.image.height,
    alt_text: input.alt,
    link_url: input.link_url,
    is_active: input.is_active,
    active_from: input.active_from === null ? null : new Date(input.active_from),
    active_until: input.active_until === null ? null : new Date(input.active_until),
  };
}

/** Adds a banner at the end of the carousel, with its audit row, in one transaction. */
export async function createBanner(db: Db, input: BannerInput, editor: Editor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const values = toValues({ ...input, image: await checkedImage(trx, input.image) });
    const { id } = await repo.insertBanner(trx, values);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'banner.create',
      recordType: 'banner',
      recordId: id,
      changes: changedFields(null, audited(values), AUDITED),
    });
    return id;
  });
}

/** Changes a banner (404 when there is none), with its audit row, in one transaction. */
export async function updateBanner(
  db: Db,
  id: number,
  input: BannerInput & Versioned,
  editor: Editor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.lockBanner(trx, id);
    if (!before) throw notFound(NO_BANNER);
    await claimVersion(trx, 'site_banners', id, input.version);
    const values = toValues({ ...input, image: await checkedImage(trx, input.image) });
    await repo.updateBanner(trx, id, values);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'banner.update',
      recordType: 'banner',
      recordId: id,
      changes: changedFields(audited(before), audited(values), AUDITED),
    });
  });
}

/** Removes a banner (404 when there is none); the audit row keeps what it was. */
export async function deleteBanner(db: Db, id: number, editor: Editor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.lockBanner(trx, id);
    if (!before) throw notFound(NO_BANNER);
    await repo.deleteBanner(trx, id);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'banner.delete',
      recordType: 'banner',
      recordId: id,
      changes: changedFields(audited(before), null, AUDITED),
    });
  });
}

/**
 * Puts the banners in the order of `ids`, which must name every banner once: a list made before someone
 * else added or removed one is refused (409) rather than guessed at.
 */
export async function reorderBanners(db: Db, ids: number[], editor: Editor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await repo.lockBannerOrder(trx);
    const known = new Set(current);
    if (ids.length !== current.length || !ids.every((id) => known.has(id))) {
      throw conflict('The banners changed meanwhile: reload the list and try again.');
    }
    await repo.setBannerOrder(trx, ids);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'banner.reorder',
      recordType: 'banner',
      recordId: null,
      changes: changedFields({ order: current }, { order: ids }, ['order']),
    });
  });
}
