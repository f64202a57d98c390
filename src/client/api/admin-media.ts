import type { QueryClient } from '@tanstack/react-query';
import type { MediaKind } from '#shared/contracts/admin-media.ts';
import type { MediaPicture, Movie, ServerInfoSection, SocialLink } from '#shared/contracts/media.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { type OrderedListApi, orderedListApi } from './admin-ordered-lists.ts';
import { forgetStoredMedia } from './media.ts';

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

const adminMediaKeys = {
  list: (kind: MediaKind) => ['admin', 'media', kind] as const,
};

/** The public media pages in this browser forget what they held, memory and localStorage alike. */
function forgetPublicMedia(client: QueryClient) {
  forgetStoredMedia();
  client.removeQueries({ queryKey: ['media'] });
}

const mediaList = <K extends MediaKind>(kind: K): OrderedListApi<AdminMediaItems[K]> =>
  orderedListApi<AdminMediaItems[K]>(`admin/media/${kind}`, adminMediaKeys.list(kind), forgetPublicMedia);

/** /api/admin/media/{kind}: one ordered list per kind. */
export const adminMediaLists: { [K in MediaKind]: OrderedListApi<AdminMediaItems[K]> } = {
  wallpapers: mediaList('wallpapers'),
  gallery: mediaList('gallery'),
  movies: mediaList('movies'),
  serverinfo: mediaList('serverinfo'),
  socials: mediaList('socials'),
};
