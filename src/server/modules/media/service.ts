import type { z } from 'zod';
import {
  type MediaKind,
  mediaOrderSchema,
  movieSaveSchema,
  type PictureSave,
  pictureSaveSchema,
  type ServerInfoSave,
  serverInfoSaveSchema,
  socialSaveSchema,
} from '#shared/contracts/admin-media.ts';
import {
  GALLERY_PAGE_SIZE,
  type GalleryResponse,
  type MediaPicture,
  moviesResponseSchema,
  serverInfoResponseSchema,
  socialsResponseSchema,
  wallpapersResponseSchema,
} from '#shared/contracts/media.ts';
import { withVersions } from '#shared/contracts/versions.ts';
import { pageFields } from '#shared/pager.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http-error.ts';
import type { OrderedList } from '../../resources/ordered-list/service.ts';
import { sanitizeEditorHtml, sanitizeNewsHtml } from '../news/sanitize.ts';
import type { MediaRow, MediaTable, MediaValues } from './repository.ts';
import * as repo from './repository.ts';

/** What each kind's create and update take (the bodies after validation: a movie's video is its id). */
export interface MediaInputs {
  wallpapers: PictureSave;
  gallery: PictureSave;
  movies: z.output<typeof movieSaveSchema>;
  serverinfo: ServerInfoSave;
  socials: z.output<typeof socialSaveSchema>;
}

interface KindSpec<T extends MediaTable, In, Out> {
  table: T;
  /** The audit log's record type and the first part of its actions ('wallpaper.create'). */
  record: string;
  /** For people: "Wallpaper saved.", "No such wallpaper." */
  noun: string;
  /** The columns the audit log compares. */
  fields: readonly (keyof MediaValues<T> & string)[];
  toValues(input: In): MediaValues<T>;
  toPublic(row: MediaRow<T>): Out;
}

const PICTURE_FIELDS = [
  'title',
  'image_url',
  'image_width',
  'image_height',
  'thumb_url',
  'thumb_width',
  'thumb_height',
] as const;

function pictureValues(input: PictureSave): MediaValues<'media_wallpapers'> {
  const thumb = input.thumbnail ?? input.image;
  return {
    title: input.title,
    image_url: input.image.url,
    image_width: input.image.width,
    image_height: input.image.height,
    thumb_url: thumb.url,
    thumb_width: thumb.width,
    thumb_height: thumb.height,
  };
}

function publicPicture(row: MediaRow<'media_wallpapers'>): MediaPicture {
  return {
    id: row.id,
    title: row.title,
    image: { url: row.image_url, width: row.image_width, height: row.image_height },
    thumbnail: { url: row.thumb_url, width: row.thumb_width, height: row.thumb_height },
  };
}

const SPECS = {
  wallpapers: {
    table: 'media_wallpapers',
    record: 'wallpaper',
    noun: 'wallpaper',
    fields: PICTURE_FIELDS,
    toValues: pictureValues,
    toPublic: publicPicture,
  } satisfies KindSpec<'media_wallpapers', PictureSave, MediaPicture>,
  gallery: {
    table: 'media_gallery',
    record: 'gallery',
    noun: 'gallery picture',
    fields: PICTURE_FIELDS,
    toValues: pictureValues,
    toPublic: publicPicture,
  } satisfies KindSpec<'media_gallery', PictureSave, MediaPicture>,
  movies: {
    table: 'media_movies',
    record: 'movie',
    noun: 'movie',
    fields: ['title', 'video_id', 'description'],
    toValues: (input: MediaInputs['movies']) => ({
      title: input.title,
      video_id: input.video,
      description: input.description,
    }),
    toPublic: (row: MediaRow<'media_movies'>) => ({
      id: row.id,
      title: row.title,
      videoId: row.video_id,
      description: row.description,
    }),
  } satisfies KindSpec<'media_movies', MediaInputs['movies'], unknown>,
  serverinfo: {
    table: 'server_info_sections',
    record: 'serverinfo',
    noun: 'server information section',
    fields: ['title', 'html', 'image_url', 'image_width', 'image_height'],
    // Sanitized when stored (what the audit log shows) and again when served, as news is.
    toValues: (input: ServerInfoSave) => ({
      title: input.title,
      html: sanitizeEditorHtml(input.html, 'html'),
      image_url: input.image?.url ?? null,
      image_width: input.image?.width ?? null,
      image_height: input.image?.height ?? null,
    }),
    toPublic: (row: MediaRow<'server_info_sections'>) => ({
      id: row.id,
      title: row.title,
      html: sanitizeNewsHtml(row.html),
      image:
        row.image_url !== null && row.image_width !== null && row.image_height !== null
          ? { url: row.image_url, width: row.image_width, height: row.image_height }
          : null,
    }),
  } satisfies KindSpec<'server_info_sections', ServerInfoSave, unknown>,
  socials: {
    table: 'social_links',
    record: 'social',
    noun: 'social link',
    fields: ['name', 'url', 'description'],
    toValues: (input: MediaInputs['socials']) => ({
      name: input.name,
      url: input.url,
      description: input.description,
    }),
    toPublic: (row: MediaRow<'social_links'>) => ({
      id: row.id,
      name: row.name,
      url: row.url,
      description: row.description,
    }),
  } satisfies KindSpec<'social_links', MediaInputs['socials'], unknown>,
};

type Spec<K extends MediaKind> = (typeof SPECS)[K];
export type MediaItem<K extends MediaKind> = ReturnType<Spec<K>['toPublic']>;

/**
 * The specs are correlated by kind, which TypeScript cannot follow through an index; each function below
 * takes the kind's own input and answers the kind's own item, so the loose view stays inside this file.
 */
type LooseSpec = KindSpec<MediaTable, unknown, unknown>;
const specOf = (kind: MediaKind) => SPECS[kind] as unknown as LooseSpec;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A whole list in the operator's order, as the public pages and the console show it. */
export async function listMedia<K extends MediaKind>(db: Db, kind: K): Promise<MediaItem<K>[]> {
  const spec = specOf(kind);
  const rows = await repo.listAll(db, spec.table);
  return rows.map((row) => spec.toPublic(row)) as MediaItem<K>[];
}

/** The console's list: the public one, each record with the version its edit form must send back. */
async function listMediaForConsole<K extends MediaKind>(db: Db, kind: K) {
  const spec = specOf(kind);
  const rows = await repo.listAll(db, spec.table);
  return rows.map((row) => ({ ...(spec.toPublic(row) as MediaItem<K>), version: row.version }));
}

/** GET /api/media/gallery?page=N: GALLERY_PAGE_SIZE pictures a page (a page past the end is empty). */
export async function galleryPage(db: Db, page: number): Promise<GalleryResponse> {
  const [rows, total] = await Promise.all([
    repo.listPage(db, 'media_gallery', GALLERY_PAGE_SIZE, (page - 1) * GALLERY_PAGE_SIZE),
    repo.countAll(db, 'media_gallery'),
  ]);
  return { data: rows.map(publicPicture), page, total, ...pageFields(page, total, GALLERY_PAGE_SIZE) };
}

/** Each kind's console bodies and list (each record with its version), and its texts. */
const CONSOLE = {
  wallpapers: { save: pictureSaveSchema, list: withVersions(wallpapersResponseSchema) },
  gallery: { save: pictureSaveSchema, list: withVersions(wallpapersResponseSchema) },
  movies: { save: movieSaveSchema, list: withVersions(moviesResponseSchema) },
  serverinfo: { save: serverInfoSaveSchema, list: withVersions(serverInfoResponseSchema) },
  socials: { save: socialSaveSchema, list: withVersions(socialsResponseSchema) },
} as const;

/**
 * A kind's console list (/api/admin/media/{kind}), an ordered list (resources/ordered-list): a change clears
 * every media answer on every instance, so it shows at once everywhere. The seed adds through it with no
 * editor (no audit row, as news does).
 */
function mediaList<K extends MediaKind>(kind: K): OrderedList<MediaInputs[K]> {
  const spec = specOf(kind);
  const noun = capitalized(spec.noun);
  return {
    path: `/admin/media/${kind}`,
    topic: 'media',
    table: { name: spec.table, key: 'id' },
    audit: { record: spec.record, fields: spec.fields, table: spec.table, missing: `No such ${spec.noun}.` },
    schemas: { ...CONSOLE[kind], order: mediaOrderSchema },
    text: {
      one: spec.noun,
      every: `every ${spec.noun}`,
      added: `${noun} added.`,
      saved: `${noun} saved.`,
      removed: `${noun} deleted.`,
      ordered: 'Order saved.',
    },
    staleOrder: () =>
      badRequest(`The new order must list every ${spec.noun} once. Reload the list and try again.`, {
        ids: 'Must list every record once.',
      }),
    toValues: async (_trx, input) => spec.toValues(input),
    list: async (db) => ({ data: await listMediaForConsole(db, kind) }),
  };
}

export const mediaLists: { [K in MediaKind]: OrderedList<MediaInputs[K]> } = {
  wallpapers: mediaList('wallpapers'),
  gallery: mediaList('gallery'),
  movies: mediaList('movies'),
  serverinfo: mediaList('serverinfo'),
  socials: mediaList('socials'),
};
