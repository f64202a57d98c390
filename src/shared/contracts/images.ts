import { z } from 'zod';
import { pageFieldsSchema } from './paging.ts';
import { wholeNumber } from './whole-number.ts';

/**
 * What an uploaded image is for. Each purpose has the size its page shows (IMAGE_PURPOSES), so the console
 * stores the picture re-encoded at that size instead of the operator's original. `fills`: the page shows the
 * picture at the slot's size, so a much smaller one is blown up (the console warns, image-rules.ts).
 * `animated`: an animated GIF or WebP keeps its frames (within image-rules.ts's limits); elsewhere the first
 * frame is kept (docs/product/uploads.md, Animation).
 */
export const IMAGE_PURPOSES = {
  /** Home and login carousels: cropped to exactly 615 x 210. */
  banner: { width: 615, height: 210, fit: 'cover', thumbnail: false, fills: true, animated: true },
  /** News list thumbnails. */
  'news-thumbnail': { width: 320, height: 180, fit: 'cover', thumbnail: false, fills: true, animated: true },
  /** Pictures inside an article: at most as wide as the article column. */
  'news-inline': { width: 800, height: 2000, fit: 'inside', thumbnail: false, fills: false, animated: true },
  /** The small icon beside a download link. */
  'download-icon': { width: 64, height: 64, fit: 'cover', thumbnail: false, fills: true, animated: true },
  /** Wallpapers: kept large for desktops, with a thumbnail for the grid. */
  wallpaper: { width: 1920, height: 1200, fit: 'inside', thumbnail: true, fills: true, animated: false },
  /** Screenshots: large for the viewer, with a thumbnail for the grid. */
  gallery: { width: 1600, height: 1200, fit: 'inside', thumbnail: true, fills: true, animated: false },
  /** The picture of a server-information section. */
  'server-info': { width: 800, height: 1200, fit: 'inside', thumbnail: false, fills: false, animated: true },
  /** A shop item's icon (the item card shows it at 80 x 80). */
  'item-icon': { width: 80, height: 80, fit: 'cover', thumbnail: false, fills: true, animated: true },
  /**
   * The header's logo (docs/product/site-settings.md, Brand pictures): drawn in a 220 x 72 box (168 x 55 on
   * phones), so kept at twice that for sharp screens. Still: the header is on every page's first paint.
   */
  'site-logo': { width: 440, height: 144, fit: 'inside', thumbnail: false, fills: true, animated: false },
  /**
   * The site's icon: a 512 x 512 square stored as PNG, the type every browser, iPhone home screen and app
   * manifest reads, with its smaller sizes made from it (`sizes`: the tab's 16 and 32, the iPhone's 180, the
   * manifest's 192).
   */
  'site-icon': {
    width: 512,
    height: 512,
    fit: 'cover',
    thumbnail: false,
    fills: true,
    animated: false,
    format: 'png',
    sizes: [16, 32, 180, 192],
  },
  /** The picture a shared link shows (og:image): JPEG, which every link preview reads; 1200 x 630, their size. */
  'site-social': {
    width: 1200,
    height: 630,
    fit: 'cover',
    thumbnail: false,
    fills: true,
    animated: false,
    format: 'jpeg',
  },
  /**
   * A player's screenshot on a support ticket: readable text, with a thumbnail for the thread. Private: never
   * served by /media, only by the ticket routes that check who asks (docs/product/tickets.md).
   */
  'ticket-screenshot': {
    width: 1920,
    height: 1920,
    fit: 'inside',
    thumbnail: true,
    fills: false,
    animated: false,
    private: true,
  },
} as const satisfies Record<
  string,
  {
    width: number;
    height: number;
    fit: 'cover' | 'inside';
    thumbnail: boolean;
    fills: boolean;
    animated: boolean;
    private?: true;
    /** What the picture is stored as: WebP unless named (image-rules.ts, storedFormat). */
    format?: 'png' | 'jpeg';
    /** Square copies made from the stored picture, each this many pixels a side, in its format. */
    sizes?: readonly number[];
  }
>;
export type ImagePurpose = keyof typeof IMAGE_PURPOSES;
export const imagePurposeSchema = z.enum(Object.keys(IMAGE_PURPOSES) as [ImagePurpose, ...ImagePurpose[]]);

/** Whether pictures of this purpose are private (kept out of /media and of the console's library). */
export function isPrivatePurpose(purpose: ImagePurpose): boolean {
  return 'private' in IMAGE_PURPOSES[purpose];
}
/** What the console's library may upload: the public purposes (screenshots come only with a ticket). */
const consolePurposeSchema = imagePurposeSchema.exclude(['ticket-screenshot']);

/**
 * A stored picture: its content-hashed address (cached for a year) and its pixel size. The console's
 * forms that keep a picture (banners, news, downloads) validate it with this.
 * @public
 */
export const storedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

/** POST /api/admin/images?purpose=...: the body is the file's bytes. */
export const imageUploadQuerySchema = z.object({ purpose: consolePurposeSchema });
export const imageUploadResponseSchema = storedImageSchema.extend({
  /** A smaller copy for grids (wallpapers and gallery only). */
  thumbnail: storedImageSchema.nullable(),
  /**
   * For an upload with more than one frame (an animated GIF or WebP): how many it had, and whether the stored
   * picture kept them (image-rules.ts, animationVerdict says why not). null for a still picture.
   */
  animation: z.object({ frames: z.number().int(), kept: z.boolean() }).nullable(),
  /** For a site icon only: the smaller copies made from it (IMAGE_PURPOSES' `sizes`), smallest first. */
  sizes: z.array(storedImageSchema).optional(),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

/** The largest file the console accepts (the server refuses a bigger body with 413 before reading it). */
export const IMAGE_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/**
 * The widest or tallest picture accepted, and the most pixels, judged from the header before any decoding
 * (docs/decisions/0008-images-in-postgres.md). The console shrinks a larger one before sending it.
 */
export const IMAGE_MAX_SIDE = 8192;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The types an upload may be, decided by the server from the file's first bytes (never by its name). */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** GET /api/admin/images: the image library, newest first, 24 pictures a page. */
export const imageListQuerySchema = z.object({
  page: wholeNumber({ name: 'page', min: 1, max: 100_000 }).default(1),
});
const imageListItemSchema = storedImageSchema.extend({
  purpose: imagePurposeSchema,
  thumbnail: storedImageSchema.nullable(),
  /** The stored file's size in bytes. */
  bytes: z.number().int(),
  uploadedAt: z.string(),
  /** The uploader's user ID, or null when that account is gone. */
  uploadedBy: z.string().nullable(),
});
export type ImageListItem = z.infer<typeof imageListItemSchema>;
export const imageListSchema = z
  .object({ data: z.array(imageListItemSchema), page: z.number().int(), total: z.number().int() })
  .extend(pageFieldsSchema.shape);
export type ImageList = z.infer<typeof imageListSchema>;
