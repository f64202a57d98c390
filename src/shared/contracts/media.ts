import { z } from 'zod';
import { storedImageSchema } from './images.ts';
import { pageFieldsSchema } from './paging.ts';
import { wholeNumber } from './whole-number.ts';

/** A wallpaper or a gallery picture: the full picture for the viewer, a thumbnail for the grid. */
const mediaPictureSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: storedImageSchema,
  thumbnail: storedImageSchema,
});
export type MediaPicture = z.infer<typeof mediaPictureSchema>;

/** GET /api/media/wallpapers: every wallpaper in the operator's order. */
export const wallpapersResponseSchema = z.object({ data: z.array(mediaPictureSchema) });
export type WallpapersResponse = z.infer<typeof wallpapersResponseSchema>;

/** The gallery's pages hold this many pictures (docs/product/media.md). */
export const GALLERY_PAGE_SIZE = 24;

export const galleryQuerySchema = z.object({
  page: wholeNumber({ name: 'page', min: 1, max: 100_000 }).default(1),
});

/** GET /api/media/gallery?page=N: one page of the gallery with the site's paging fields. */
export const galleryResponseSchema = pageFieldsSchema.extend({
  data: z.array(mediaPictureSchema),
  page: z.number().int(),
  total: z.number().int(),
});
export type GalleryResponse = z.infer<typeof galleryResponseSchema>;

const movieSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The YouTube video id (11 characters); the page embeds youtube-nocookie.com only when asked. */
  videoId: z.string(),
  description: z.string(),
});
export type Movie = z.infer<typeof movieSchema>;

/** GET /api/media/movies */
export const moviesResponseSchema = z.object({ data: z.array(movieSchema) });
export type MoviesResponse = z.infer<typeof moviesResponseSchema>;

const serverInfoSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML (the news policy). */
  html: z.string(),
  image: storedImageSchema.nullable(),
});
export type ServerInfoSection = z.infer<typeof serverInfoSectionSchema>;

/** GET /api/serverinfo: the server-information page's sections in order. */
export const serverInfoResponseSchema = z.object({ data: z.array(serverInfoSectionSchema) });
export type ServerInfoResponse = z.infer<typeof serverInfoResponseSchema>;

const socialLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Always https. */
  url: z.string(),
  description: z.string(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** GET /api/socials */
export const socialsResponseSchema = z.object({ data: z.array(socialLinkSchema) });
export type SocialsResponse = z.infer<typeof socialsResponseSchema>;
