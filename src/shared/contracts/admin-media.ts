import { z } from 'zod';
import { youtubeVideoId } from '../youtube-id.ts';

/**
 * The console's media API (/api/admin/media/...): wallpapers, gallery pictures, movies, server-information
 * sections and social links. Lists answer with the public shapes (contracts/media.ts); these are the bodies.
 */

/** The kinds of record, as they appear in the addresses: /api/admin/media/{kind}. */
const MEDIA_KINDS = ['wallpapers', 'gallery', 'movies', 'serverinfo', 'socials'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A site path ('/media/ab12.webp', '/img/...') or an https address; nothing that could run or leave https. */
const SITE_PATH = /^\/[A-Za-z0-9\-._~/%]*$/;

function isHttps(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const imageUrl = z
  .string()
  .trim()
  .min(1, 'Choose a picture.')
  .max(500, 'The picture address must be at most 500 characters.')
  .refine(
    (v) => (SITE_PATH.test(v) && !v.startsWith('//') && !v.includes('..')) || isHttps(v),
    'The picture address must be a path on this site or an https address.',
  );

const pixels = (name: string) =>
  z
    .number({ error: `${name} must be a whole number.` })
    .int(`${name} must be a whole number.`)
    .min(1, `${name} must be at least 1.`)
    .max(10_000, `${name} must be at most 10000.`);

/** A picture as the console sends it: what the upload answered (url and pixel size). */
const imageInputSchema = z.object(
  { url: imageUrl, width: pixels('Width'), height: pixels('Height') },
  { error: 'Choose a picture.' },
);

const title = z
  .string()
  .trim()
  .min(1, 'Title is required.')
  .max(120, 'Title must be at most 120 characters.');

/** POST / PUT of a wallpaper or a gallery picture. Without a thumbnail the picture is its own thumbnail. */
export const pictureSaveSchema = z.object({
  title,
  image: imageInputSchema,
  thumbnail: imageInputSchema.nullable().optional(),
});
export type PictureSave = z.infer<typeof pictureSaveSchema>;

/** POST / PUT of a movie: the video is an id or a pasted youtube.com / youtu.be address. */
export const movieSaveSchema = z.object({
  title,
  video: z
    .string()
    .trim()
    .max(300, 'The video must be a YouTube address or id of at most 300 characters.')
    .transform((value, ctx) => {
      const id = youtubeVideoId(value);
      if (id === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'Paste a YouTube video address (youtube.com or youtu.be) or its 11-character id.',
        });
        return z.NEVER;
      }
      return id;
    }),
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters.').default(''),
});

/** The longest server-information text, in characters of HTML. */
const SERVER_INFO_HTML_MAX = 50_000;

/** POST / PUT of a server-information section: HTML sanitized on the server before it is stored. */
export const serverInfoSaveSchema = z.object({
  title,
  html: z
    .string()
    .max(SERVER_INFO_HTML_MAX, `The text must be at most ${SERVER_INFO_HTML_MAX} characters of HTML.`),
  image: imageInputSchema.nullable().optional(),
});
export type ServerInfoSave = z.infer<typeof serverInfoSaveSchema>;

/** POST / PUT of a social link: an https address only. */
export const socialSaveSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(60, 'Name must be at most 60 characters.'),
  url: z
    .string()
    .trim()
    .min(1, 'Address is required.')
    .max(500, 'The address must be at most 500 characters.')
    .refine(isHttps, 'The address must start with https://.'),
  description: z.string().trim().max(300, 'Description must be at most 300 characters.').default(''),
});

/** PUT /api/admin/media/{kind}/order: every id of that kind, once each, in the new order. */
export const mediaOrderSchema = z.object({
  ids: z
    .array(z.number().int().min(1).max(2_147_483_647), { error: 'ids must be a list of record ids.' })
    .max(5000, 'ids must list at most 5000 records.'),
});

// The id in a path and the answers are the ordered lists' (contracts/admin-content.ts).
