import { CACHE_MS } from '#shared/cache-times.ts';
import type {
  GalleryResponse,
  MoviesResponse,
  ServerInfoResponse,
  SocialsResponse,
  WallpapersResponse,
} from '#shared/contracts/media.ts';
import { api } from './client.ts';
import { storedQueryOptions } from './stored-query.ts';

/**
 * The media pages' reads (wallpapers, gallery, movies, server information, social links), kept 5 minutes in
 * memory and in localStorage (docs/product/content.md, Cache lifetimes). Every key starts with 'media' so
 * the console can forget them all after a change (forgetStoredMedia).
 */
const STORAGE_PREFIX = 'media:';

const listOf = <T>(body: { data?: T[] } | null | undefined): T[] =>
  Array.isArray(body?.data) ? body.data : [];

export const wallpapersQueryOptions = () =>
  storedQueryOptions({
    queryKey: ['media', 'wallpapers'],
    storageKey: `${STORAGE_PREFIX}wallpapers`,
    ttlMs: CACHE_MS.media,
    fetch: async (signal) => listOf(await api.get<WallpapersResponse>('media/wallpapers', { signal })),
  });

/** One page of the gallery (GALLERY_PAGE_SIZE pictures). */
export const galleryQueryOptions = (page: number) =>
  storedQueryOptions({
    queryKey: ['media', 'gallery', page],
    storageKey: `${STORAGE_PREFIX}gallery:${page}`,
    ttlMs: CACHE_MS.media,
    fetch: (signal) => api.get<GalleryResponse>('media/gallery', { signal, query: { page } }),
  });

export const moviesQueryOptions = () =>
  storedQueryOptions({
    queryKey: ['media', 'movies'],
    storageKey: `${STORAGE_PREFIX}movies`,
    ttlMs: CACHE_MS.media,
    fetch: async (signal) => listOf(await api.get<MoviesResponse>('media/movies', { signal })),
  });

export const serverInfoQueryOptions = () =>
  storedQueryOptions({
    queryKey: ['media', 'serverinfo'],
    storageKey: `${STORAGE_PREFIX}serverinfo`,
    ttlMs: CACHE_MS.media,
    fetch: async (signal) => listOf(await api.get<ServerInfoResponse>('serverinfo', { signal })),
  });

export const socialsQueryOptions = () =>
  storedQueryOptions({
    queryKey: ['media', 'socials'],
    storageKey: `${STORAGE_PREFIX}socials`,
    ttlMs: CACHE_MS.media,
    fetch: async (signal) => listOf(await api.get<SocialsResponse>('socials', { signal })),
  });

/** After a console change: the next visit to a media page in this browser asks the server again. */
export function forgetStoredMedia(): void {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage that cannot be read holds nothing to forget.
  }
}
