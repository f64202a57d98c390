import { useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '#shared/cache-times.ts';
import { api } from '../api/client.ts';

export interface SiteBanner {
  id: number;
  img_url: string | null;
  /** Screen-reader text from the server (may be empty). */
  alt?: string;
}

/** Banner rotator settings (docs/product/site-shell.md, Banner rotator). */
export const BANNER = {
  width: 615,
  height: 210,
  startAfterMs: 3000,
  delayMs: 3000,
  transitionMs: 800,
  thumbSize: 24,
  cacheMs: CACHE_MS.banners,
  sample: '/img/brand/banner-sample.svg',
} as const;

const CACHE_KEY = 'siteBanners';

function readCache(): { data: SiteBanner[]; at: number } | undefined {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    const parsed = raw ? (JSON.parse(raw) as { data: SiteBanner[]; at: number }) : undefined;
    return parsed && Array.isArray(parsed.data) && Date.now() - parsed.at < BANNER.cacheMs
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/getSiteBanners, kept 30 minutes in memory and in localStorage (docs/product/content.md). */
export function useSiteBanners() {
  const cached = readCache();
  return useQuery({
    queryKey: ['siteBanners'],
    queryFn: async () => {
      const body = await api.get<{ data?: SiteBanner[] }>('getSiteBanners');
      const data = Array.isArray(body?.data) ? body.data : [];
      try {
        localStorage.setItem(CACHE_KEY, JSON.stringify({ data, at: Date.now() }));
      } catch {
        // A full or disabled storage only costs the cache.
      }
      return data;
    },
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.at,
    staleTime: BANNER.cacheMs,
    gcTime: BANNER.cacheMs,
  });
}

/** A banner without an image shows (and links to) the sample art. */
export const bannerSrc = (banner: SiteBanner) => banner.img_url?.trim() || BANNER.sample;
