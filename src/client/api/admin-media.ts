import { queryOptions } from '@tanstack/react-query';
import type { MediaKind } from '#shared/contracts/admin-media.ts';
import type { MediaPicture, Movie, ServerInfoSection, SocialLink } from '#shared/contracts/media.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { api } from './client.ts';

/**
 * What each console list holds (GET /api/admin/media/{kind}: the public shapes, whole lists in order), each
 * record with the version its edit form sends back.
 */
export interface AdminMediaItems {
  wallpapers: MediaPicture & Versioned;
  gallery: MediaPicture & Versioned;
  movies: Movie & Versioned;
  serverinfo: ServerInfoSection & Versioned;
  socials: SocialLink & Versioned;
}

/** GET /api/admin/media/{kind}: fetched afresh on every visit, never retried, never stored. */
export const adminMediaQueryOptions = <K extends MediaKind>(kind: K) =>
  queryOptions({
    queryKey: ['admin', 'media', kind],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: AdminMediaItems[K][] }>(`admin/media/${kind}`, { signal })).data,
    staleTime: 0,
    retry: false,
  });
