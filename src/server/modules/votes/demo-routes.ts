import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  demoVoteParamsSchema,
  demoVoteResultSchema,
  demoVoteSchema,
  demoVoteSiteSchema,
} from '#shared/contracts/votes.ts';
import { HttpError } from '../../http-error.ts';
import { userOf } from '../../plugins/auth.ts';
import { callbackUrl } from './callback-routes.ts';
import { castDemoVote, type DemoCallbackSender, demoSite } from './demo-site.ts';

/** A callback that gets no answer in this long is given up (the player sees a 503). */
const CALLBACK_TIMEOUT_MS = 10_000;

/**
 * This server's own address as seen from itself: where it listens, a wildcard address read as loopback.
 * Null before it listens (a test's inject-only app).
 */
function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return null;
  let host = address.address;
  if (host === '0.0.0.0') host = '127.0.0.1';
  if (host === '::') host = '::1';
  return `http://${address.family === 'IPv6' ? `[${host}]` : host}:${address.port}`;
}

/** The demo site's callbacks go over HTTP to this server's own callback route, as a top site's would. */
function httpSender(app: FastifyInstance): DemoCallbackSender {
  return async (siteId, callback) => {
    const origin = ownOrigin(app);
    if (!origin) throw new HttpError(503, 'The demo vote site needs the server to be listening.');
    const url = new URL(callbackUrl(origin, siteId));
    for (const [name, value] of Object.entries(callback.query)) url.searchParams.set(name, value);
    const response = await fetch(url, {
      method: callback.method,
      ...(callback.form && {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(callback.form).toString(),
      }),
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'demo vote site: callback not delivered');
      throw new HttpError(503, 'The demo vote site could not reach this server’s callback; try again.');
    });
    await response.arrayBuffer();
    return response.status;
  };
}

/**
 * The demo vote page's API (docs/product/votes.md, The demo vote site), for /vote/demo-site/:id.
 * votes/routes.ts registers it only outside production. The page may be looked at by anyone; a vote is the
 * signed-in player's, with their own reference.
 */
export const demoVoteSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = httpSender(app);
  const responses = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    503: errorResponseSchema,
  };
  app.get(
    '/demo-vote-site/:siteId',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['votes'],
        summary: 'Demo vote site: the site the demo vote page stands in for (development and demo only)',
        params: demoVoteParamsSchema,
        response: { 200: demoVoteSiteSchema, ...responses },
      },
    },
    async (request) => demoSite(app.db, request.params.siteId),
  );
  app.post(
    '/demo-vote-site/:siteId/vote',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['votes'],
        summary:
          'Demo vote site: the player votes; the site’s real callback goes to /api/vote-callbacks (development and demo only)',
        params: demoVoteParamsSchema,
        body: demoVoteSchema,
        response: { 200: demoVoteResultSchema, ...responses },
      },
    },
    async (request) =>
      castDemoVote(app.db, send, {
        siteId: request.params.siteId,
        userNum: userOf(request).userNum,
        reference: request.body.reference,
        voterIp: request.ip,
        counted: request.body.counted,
      }),
  );
};
