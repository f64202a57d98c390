import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_MS } from '#shared/cache-times.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  galleryQuerySchema,
  galleryResponseSchema,
  moviesResponseSchema,
  serverInfoResponseSchema,
  socialsResponseSchema,
  wallpapersResponseSchema,
} from '#shared/contracts/media.ts';
import { createResponseCache, sendCached } from '../../http-cache.ts';
import { registerOrderedList } from '../../resources/ordered-list/routes.ts';
import { galleryPage, listMedia, mediaLists } from './service.ts';

const notModified = z.null().describe('Not modified');
const MAX_AGE = CACHE_MS.media / 1000;

/** The public media reads (cached 5 minutes with ETag / 304) and each kind's console list (resources/ordered-list). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallpapers = createResponseCache(CACHE_MS.media, wallpapersResponseSchema);
  const gallery = createResponseCache(CACHE_MS.media, galleryResponseSchema);
  const movies = createResponseCache(CACHE_MS.media, moviesResponseSchema);
  const serverInfo = createResponseCache(CACHE_MS.media, serverInfoResponseSchema);
  const socials = createResponseCache(CACHE_MS.media, socialsResponseSchema);
  const caches = [wallpapers, gallery, movies, serverInfo, socials];

  app.get(
    '/media/wallpapers',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['content'],
        summary: 'Wallpapers in order (cached 5 minutes; ETag / 304)',
        response: { 200: wallpapersResponseSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const cached = await wallpapers.get('all', async () => ({
        data: await listMedia(app.db, 'wallpapers'),
      }));
      return sendCached(request, reply, cached, MAX_AGE);
    },
  );

  app.get(
    '/media/gallery',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['content'],
        summary: 'One page of the gallery, 24 pictures a page (cached 5 minutes; ETag / 304)',
        querystring: galleryQuerySchema,
        response: { 200: galleryResponseSchema, 304: notModified, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      const cached = await gallery.get(String(page), () => galleryPage(app.db, page));
      return sendCached(request, reply, cached, MAX_AGE);
    },
  );

  app.get(
    '/media/movies',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['content'],
        summary: 'Movies (YouTube videos) in order (cached 5 minutes; ETag / 304)',
        response: { 200: moviesResponseSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const cached = await movies.get('all', async () => ({ data: await listMedia(app.db, 'movies') }));
      return sendCached(request, reply, cached, MAX_AGE);
    },
  );

  app.get(
    '/serverinfo',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['content'],
        summary: 'The server-information sections, HTML sanitized (cached 5 minutes; ETag / 304)',
        response: { 200: serverInfoResponseSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const cached = await serverInfo.get('all', async () => ({
        data: await listMedia(app.db, 'serverinfo'),
      }));
      return sendCached(request, reply, cached, MAX_AGE);
    },
  );

  app.get(
    '/socials',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['content'],
        summary: 'Social links in order (cached 5 minutes; ETag / 304)',
        response: { 200: socialsResponseSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const cached = await socials.get('all', async () => ({ data: await listMedia(app.db, 'socials') }));
      return sendCached(request, reply, cached, MAX_AGE);
    },
  );

  app.cacheBus.on('media', () => {
    for (const cache of caches) cache.clear();
  });
  for (const list of Object.values(mediaLists))
    registerOrderedList(app, list as (typeof mediaLists)['movies']);
};
