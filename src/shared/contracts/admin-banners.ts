import { z } from 'zod';
import { isHttpUrl, isSitePath, siteImageUrl } from './admin-content.ts';
import { IMAGE_PURPOSES } from './images.ts';
import { versionField } from './versions.ts';

const BANNER_SIZE = IMAGE_PURPOSES.banner;

/** Where a banner stands today (docs/product/content.md, Banners). */
const BANNER_STATUSES = ['showing', 'scheduled', 'ended', 'hidden'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

const instant = (name: string) =>
  z
    .string()
    .max(40, `${name} must be a date and time.`)
    .pipe(z.iso.datetime({ offset: true, error: `${name} must be a date and time.` }))
    .nullable();

/** POST /api/admin/banners and PUT /api/admin/banners/:id. */
export const bannerSaveSchema = z
  .object({
    image: z.object({
      url: siteImageUrl('The image'),
      width: z.number().int(),
      height: z.number().int(),
    }),
    alt: z.string().trim().max(200, 'The description may be at most 200 characters.'),
    /** Where the carousel links: an http(s) address or a path on this site; null or '': the image itself. */
    link_url: z
      .string()
      .trim()
      .max(2000, 'The link may be at most 2000 characters.')
      .refine(
        (v) => v === '' || isHttpUrl(v) || isSitePath(v),
        'The link must be an http(s) address or a path on this site starting with /.',
      )
      .nullable()
      .transform((v) => (v === '' ? null : v)),
    is_active: z.boolean(),
    active_from: instant('Show from'),
    active_until: instant('Show until'),
  })
  .superRefine((value, ctx) => {
    if (value.image.width !== BANNER_SIZE.width || value.image.height !== BANNER_SIZE.height) {
      ctx.addIssue({
        code: 'custom',
        path: ['image'],
        message: `The banner image must be ${BANNER_SIZE.width} x ${BANNER_SIZE.height} pixels.`,
      });
    }
    if (
      value.active_from &&
      value.active_until &&
      Date.parse(value.active_until) <= Date.parse(value.active_from)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['active_until'],
        message: 'Show until must be after show from.',
      });
    }
  });
export type BannerSave = z.input<typeof bannerSaveSchema>;

const adminBannerSchema = z.object({
  id: z.number().int(),
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
  alt: z.string(),
  link_url: z.string().nullable(),
  is_active: z.boolean(),
  /** ISO 8601 instants, or null for no bound. */
  active_from: z.string().nullable(),
  active_until: z.string().nullable(),
  sort_order: z.number().int(),
  status: z.enum(BANNER_STATUSES),
  ...versionField,
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

/** GET /api/admin/banners: every banner in carousel order, hidden and out-of-window ones included. */
export const adminBannersSchema = z.object({ data: z.array(adminBannerSchema) });
export type AdminBanners = z.infer<typeof adminBannersSchema>;
