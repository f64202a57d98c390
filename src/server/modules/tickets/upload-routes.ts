import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { guestTokenQuerySchema, ticketAttachmentSchema } from '#shared/contracts/tickets.ts';
import { badRequest } from '../../http-error.ts';
import { userOf } from '../../plugins/auth.ts';
import { UPLOAD_MESSAGES } from '../images/encode.ts';
import { uploadScreenshot } from './attachments.ts';
import type { TicketsContext } from './context.ts';
import { guestAttachmentUrl, guestTicketOf } from './guest.ts';
import { playerAttachmentUrl } from './service.ts';

const tags = ['tickets'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

function bytesOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw badRequest(UPLOAD_MESSAGES.notAnImage);
  return body;
}

/** Screenshot uploads: the body is the image file itself (its size limit is in plugins/request-body.ts). */
export function screenshotRoutes(ctx: TicketsContext): FastifyPluginAsyncZod {
  return async (app) => {
    // In this plugin only: a body that is not JSON arrives as raw bytes; the type is read from the bytes.
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      '/tickets/screenshots',
      {
        config: { auth: 'user', rateLimit: ['ticketUpload'] },
        schema: {
          tags,
          summary: 'Upload a screenshot (PNG, JPEG, WebP or GIF, at most 8 MiB) to name in a ticket or reply',
          response: { 200: ticketAttachmentSchema, ...errors },
        },
      },
      async (request) =>
        uploadScreenshot(
          ctx,
          bytesOf(request.body),
          { userNum: userOf(request).userNum },
          playerAttachmentUrl,
        ),
    );

    app.post(
      '/tickets/guest/screenshots',
      {
        config: { auth: 'anonymous', rateLimit: ['guestLinkWrite'] },
        schema: {
          tags,
          summary: 'A visitor’s screenshot upload through the link (?token=), to name in a reply',
          querystring: guestTokenQuerySchema,
          response: { 200: ticketAttachmentSchema, ...errors },
        },
      },
      async (request) => {
        const { token } = request.query;
        const number = await guestTicketOf(ctx, token);
        return uploadScreenshot(
          ctx,
          bytesOf(request.body),
          { guestTicket: number },
          guestAttachmentUrl(token),
        );
      },
    );
  };
}
