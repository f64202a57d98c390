import type { FastifyInstance } from 'fastify';
import { sendError } from '../../plugins/errors.ts';
import { readMediaFile } from './service.ts';

/** Whether an If-None-Match header names this ETag (a list, weak forms and * included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * GET /media/<sha256>.<ext>: an uploaded image from PostgreSQL. The address names the bytes, so the
 * answer is cached for a year as immutable, and the hash is its ETag. Registered outside /api (no session,
 * no JSON body): a public file like the client's own.
 */
export async function registerMedia(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const file = await readMediaFile(app.db, request.params.file);
    if (!file) return sendError(reply, 404, { code: 'not_found', message: 'Not found.' });
    const etag = `"${file.hash}"`;
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline');
    if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type(file.contentType).send(file.bytes);
  });
}
