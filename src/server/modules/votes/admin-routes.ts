import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { versioned } from '#shared/contracts/versions.ts';
import {
  adminVoteDailySchema,
  adminVoteListSchema,
  adminVoteSiteListSchema,
  adminVoteSiteSchema,
  adminVotesQuerySchema,
  playerVotesParamsSchema,
  playerVotesQuerySchema,
  voteSiteParamsSchema,
  voteSiteSaveSchema,
} from '#shared/contracts/votes.ts';
import { editorOf } from '../../plugins/auth.ts';
import { createSite, listSites, listVotes, updateSite, votesDaily } from './admin-service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const refused = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
/** A vote site sets a reward: what money the site gives away is the economy's (administrators). */
const economy = { auth: 'staff', permission: 'economy.write' } as const;
/** A player's votes are part of their account, as support reads it. */
const players = { auth: 'staff', permission: 'players.read' } as const;

/** The address a site's callbacks go to: PUBLIC_URL, else the address this request came to. */
function originOf(app: App, request: { protocol: string; host: string }): string {
  return app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
}

/** The console's vote sites and votes (docs/product/votes.md, Console). */
export function registerVoteAdminRoutes(app: App): void {
  app.get(
    '/admin/vote-sites',
    {
      config: economy,
      schema: {
        tags: ['admin'],
        summary: 'Every vote site, on or off, with the callback address to give it',
        response: { 200: adminVoteSiteListSchema, ...refused },
      },
    },
    async (request) => listSites(app.db, originOf(app, request)),
  );

  app.post(
    '/admin/vote-sites',
    {
      config: economy,
      schema: {
        tags: ['admin'],
        summary: 'Add a vote site (audited)',
        body: voteSiteSaveSchema,
        response: { 200: adminVoteSiteSchema, ...refused },
      },
    },
    async (request) => createSite(app.db, request.body, editorOf(request), originOf(app, request)),
  );

  app.put(
    '/admin/vote-sites/:id',
    {
      config: economy,
      schema: {
        tags: ['admin'],
        summary: 'Change a vote site; an empty pingback key keeps the stored one (audited; 409 when stale)',
        params: voteSiteParamsSchema,
        body: versioned(voteSiteSaveSchema),
        response: {
          200: adminVoteSiteSchema,
          ...refused,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      updateSite(
        app.db,
        request.params.id,
        request.body,
        editorOf(request),
        originOf(app, request),
        app.now(),
      ),
  );

  app.get(
    '/admin/votes',
    {
      config: economy,
      schema: {
        tags: ['admin'],
        summary:
          'Votes received, credited or refused with why, newest first, 25 a page; filter by site and outcome',
        querystring: adminVotesQuerySchema,
        response: { 200: adminVoteListSchema, ...refused },
      },
    },
    async (request) => listVotes(app.db, request.query),
  );

  app.get(
    '/admin/votes/daily',
    {
      config: economy,
      schema: {
        tags: ['admin'],
        summary: 'Credited votes per site on each of the last 30 Manila days',
        response: { 200: adminVoteDailySchema, ...refused },
      },
    },
    async () => votesDaily(app.db, app.now()),
  );

  app.get(
    '/admin/players/:userNum/votes',
    {
      config: players,
      schema: {
        tags: ['admin'],
        summary: 'One player’s votes, credited or refused, newest first, 25 a page',
        params: playerVotesParamsSchema,
        querystring: playerVotesQuerySchema,
        response: { 200: adminVoteListSchema, ...refused },
      },
    },
    async (request) => listVotes(app.db, { userNum: request.params.userNum, page: request.query.page }),
  );
}
