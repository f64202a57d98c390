import type { FastifyReply } from 'fastify';
import { TICKET_MESSAGES as M } from '#shared/contracts/tickets.ts';
import { notFound } from '../../http-error.ts';

/** Sends a screenshot's bytes: never sniffed as anything else, never cached by a shared cache. */
export function sendAttachment(
  reply: FastifyReply,
  file: { contentType: string; bytes: Buffer } | null,
): FastifyReply {
  if (!file) throw notFound(M.notFound);
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline')
    .type(file.contentType)
    .send(file.bytes);
}
