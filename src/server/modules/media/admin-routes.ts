import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type MediaKind,
  mediaDeletedSchema,
  mediaIdParamsSchema,
  mediaOrderSchema,
  mediaSavedSchema,
  movieSaveSchema,
  pictureSaveSchema,
  serverInfoSaveSchema,
  socialSaveSchema,
} from '#shared/contracts/admin-media.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  moviesResponseSchema,
  serverInfoResponseSchema,
  socialsResponseSchema,
  wallpapersResponseSchema,
} from '#shared/contracts/media.ts';
import { versioned, withVersions } from '#shared/contracts/versions.ts';
import { editorOf } from '../../plugins/auth.ts';
import { createMedia, deleteMedia, listMediaForConsole, reorderMedia, updateMedia } from './service.ts';

/**
 * Each kind's body (an edit's carries the version it was loaded at), its console list (each record with its
 * version), and how the OpenAPI summaries name it.
 */
const KINDS = {
  wallpapers: {
    body: pictureSaveSchema,
    edit: versioned(pictureSaveSchema),
    list: withVersions(wallpapersResponseSchema),
    name: 'wallpaper',
  },
  gallery: {
    body: pictureSaveSchema,
    edit: versioned(pictureSaveSchema),
    list: withVersions(wallpapersResponseSchema),
    name: 'gallery picture',
  },
  movies: {
    body: movieSaveSchema,
    edit: versioned(movieSaveSchema),
    list: withVersions(moviesResponseSchema),
    name: 'movie',
  },
  serverinfo: {
    body: serverInfoSaveSchema,
    edit: versioned(serverInfoSaveSchema),
    list: withVersions(serverInfoResponseSchema),
    name: 'server information section',
  },
  socials: {
    body: socialSaveSchema,
    edit: versioned(socialSaveSchema),
    list: withVersions(socialsResponseSchema),
    name: 'social link',
  },
} as const;

const refused = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const STAFF = { auth: 'staff', permission: 'content.write' } as const;

/**
 * The console's media API, /api/admin/media/{kind}: list, create, update, delete and reorder for each kind.
 * Registered from the media routes plugin so every write clears the public answers of every instance
 * (`onChange`, through the cache bus): a change shows at once everywhere.
 */
export function registerMediaAdminRoutes(root: FastifyInstance, onChange: () => Promise<void>): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  for (const kind of Object.keys(KINDS) as MediaKind[]) {
    const { body, edit, list, name } = KINDS[kind];
    const base = `/admin/media/${kind}`;

    app.get(
      base,
      {
        config: STAFF,
        schema: {
          tags: ['admin'],
          summary: `Every ${name}, in the page's order, each with its version`,
          response: { 200: list, ...refused },
        },
      },
      // The kind's own list shape; TypeScript sees the union of the five (the serializer checks the one).
      async () => ({ data: await listMediaForConsole(root.db, kind) }) as never,
    );

    app.post(
      base,
      {
        config: STAFF,
        schema: {
          tags: ['admin'],
          summary: `Add a ${name} at the end of the list`,
          body,
          response: { 200: mediaSavedSchema, ...refused },
        },
      },
      async (request) => {
        const saved = await createMedia(root.db, kind, request.body as never, editorOf(request));
        await onChange();
        return saved;
      },
    );

    // A static segment wins over /:id in Fastify's router, whatever the order of declaration.
    app.put(
      `${base}/order`,
      {
        config: STAFF,
        schema: {
          tags: ['admin'],
          summary: `Put every ${name} in a new order (ids: all of them, once each)`,
          body: mediaOrderSchema,
          response: { 200: mediaDeletedSchema, ...refused },
        },
      },
      async (request) => {
        const done = await reorderMedia(root.db, kind, request.body.ids, editorOf(request));
        await onChange();
        return done;
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: STAFF,
        schema: {
          tags: ['admin'],
          summary: `Change a ${name}, from the version the form loaded (409 stale_edit when it is not the latest)`,
          params: mediaIdParamsSchema,
          body: edit,
          response: { 200: mediaSavedSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...refused },
        },
      },
      async (request) => {
        const saved = await updateMedia(
          root.db,
          kind,
          request.params.id,
          request.body as never,
          editorOf(request),
        );
        await onChange();
        return saved;
      },
    );

    app.delete(
      `${base}/:id`,
      {
        config: STAFF,
        schema: {
          tags: ['admin'],
          summary: `Delete a ${name}`,
          params: mediaIdParamsSchema,
          response: { 200: mediaDeletedSchema, 404: errorResponseSchema, ...refused },
        },
      },
      async (request) => {
        const done = await deleteMedia(root.db, kind, request.params.id, editorOf(request));
        await onChange();
        return done;
      },
    );
  }
}
