import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { receiveCallback } from './service.ts';

const CALLBACK_PATH = '/vote-callbacks/:siteId';

/** The address a vote site is given for its callbacks (the console shows it on the site's form). */
export const callbackUrl = (origin: string, siteId: number) =>
  `${origin.replace(/\/+$/, '')}/api${CALLBACK_PATH.replace(':siteId', String(siteId))}`;

const paramsSchema = z.object({ siteId: z.string().max(40) });

/**
 * The vote sites' callbacks (docs/product/votes.md). A plugin of its own so that, here only, a form-encoded
 * body is read (GTop100 and Top100Arena post forms). Anonymous, cross-site and unauthenticated by design:
 * what proves a callback is its sender's address or its key, checked by the service; rate-limited per
 * address so forged ones cannot flood the votes table. Every callback the service handled is answered 200
 * with a plain "OK", refused or not: the vote sites resend anything else, and a refusal is ours to keep,
 * not theirs to retry. Only a failure of ours (the database) answers 503, which they do retry.
 */
export const voteCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.route({
    method: ['GET', 'POST'],
    url: CALLBACK_PATH,
    config: { auth: 'anonymous', crossSite: 'open', rateLimit: ['voteCallbackAddress'] },
    schema: {
      tags: ['votes'],
      summary: 'A vote site’s callback: verified, then credited once per cooldown (docs/product/votes.md)',
      description:
        'GTop100: pingbackkey, pingUsername, VoterIP, Successful (0 = counted), Reason, as a form or as ' +
        'JSON (`Common` entries with pb_name, ip, success, reason). XtremeTop100: custom, votingip. TopG: ' +
        'p_resp, ip. Top100Arena: postback. Always 200 with the text OK once handled, credited or refused ' +
        '(the refusal is kept for the console); 503 when the vote could not be recorded.',
      params: paramsSchema,
    },
    handler: async (request, reply) => {
      try {
        await receiveCallback(
          app.db,
          app.balances,
          { siteId: request.params.siteId, query: request.query, body: request.body, callerIp: request.ip },
          request.log,
          app.now(),
        );
      } catch (error) {
        request.log.error({ err: error }, 'vote: callback not recorded');
        throw new HttpError(503, 'The vote could not be recorded now; send it again later.');
      }
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  });
};
