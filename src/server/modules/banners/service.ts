import type { z } from 'zod';
import {
  type AdminBanner,
  type AdminBanners,
  adminBannersSchema,
  type BannerStatus,
  bannerSaveSchema,
} from '#shared/contracts/admin-banners.ts';
import { reorderSchema } from '#shared/contracts/admin-content.ts';
import { IMAGE_PURPOSES } from '#shared/contracts/images.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict } from '../../http-error.ts';
import type { OrderedList } from '../../resources/ordered-list/service.ts';
import { mediaImageSize } from '../images/service.ts';
import * as repo from './repository.ts';

type BannerInput = z.output<typeof bannerSaveSchema>;

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
async function listBannersForConsole(db: Db, now: Date): Promise<AdminBanners> {
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

/**
 * The console's banners (/api/admin/banners), an ordered list (resources/ordered-list): a change clears the
 * carousel's cache on every instance, so it shows at once everywhere (docs/product/content.md).
 */
export const bannerList: OrderedList<BannerInput, repo.BannerValues> = {
  path: '/admin/banners',
  topic: 'banners',
  table: { name: 'site_banners', key: 'id' },
  audit: { record: 'banner', fields: AUDITED, table: 'site_banners', missing: NO_BANNER, view: audited },
  schemas: { save: bannerSaveSchema, order: reorderSchema, list: adminBannersSchema },
  text: {
    one: 'banner',
    every: 'the banners',
    listing: 'hidden and out-of-window ones too, with its status',
    added: 'Banner added.',
    saved: 'Banner saved.',
    removed: 'Banner removed.',
    ordered: 'Banner order saved.',
  },
  staleOrder: () => conflict('The banners changed meanwhile: reload the list and try again.'),
  toValues: async (trx, input) => toValues({ ...input, image: await checkedImage(trx, input.image) }),
  list: (db) => listBannersForConsole(db, new Date()),
};
