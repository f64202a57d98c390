import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  attachmentParamsSchema,
  attachmentQuerySchema,
  guestOpenRequestSchema,
  guestReplyRequestSchema,
  guestTicketRequestSchema,
  guestTokenQuerySchema,
  ticketMessageResponseSchema,
  ticketThreadSchema,
} from '#shared/contracts/tickets.ts';
import { requestMeta } from '../accounts/cookies.ts';
import { readAttachment } from './attachments.ts';
import type { TicketsContext } from './context.ts';
import { guestTicketOf, openGuestTicket, requestGuestTicket } from './guest.ts';
import { sendAttachment } from './send-attachment.ts';
import { reopenTicket, replyToTicket } from './service.ts';

const tags = ['tickets'];
const refused = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

/**
 * A visitor's ticket, for someone who cannot sign in: asked for with an e-mail address, made when the
 * mailed link is opened, then read and answered only with a link's token (a capability: the ticket number
 * alone opens nothing). Tokens travel in the body, or in the query where a browser fetches (images).
 */
export function guestTicketRoutes(ctx: TicketsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/tickets/guest',
      {
        config: { auth: 'anonymous', rateLimit: ['guestTicketAddress'] },
        schema: {
          tags,
          summary: 'A visitor’s ticket: mails a link to the address; the ticket is made when it is opened',
          body: guestTicketRequestSchema,
          response: { 200: ticketMessageResponseSchema, ...refused },
        },
      },
      async (request) => requestGuestTicket(ctx, request.body, requestMeta(request)),
    );

    app.post(
      '/tickets/guest/open',
      {
        config: { auth: 'anonymous', rateLimit: ['guestLinkRead'] },
        schema: {
          tags,
          summary: 'Open a visitor’s ticket with its link’s token (confirms it the first time)',
          body: guestOpenRequestSchema,
          response: { 200: ticketThreadSchema, ...refused },
        },
      },
      async (request) => openGuestTicket(ctx, request.body.token),
    );

    app.post(
      '/tickets/guest/replies',
      {
        config: { auth: 'anonymous', rateLimit: ['guestLinkWrite'] },
        schema: {
          tags,
          summary: 'A visitor’s reply through the link (message and up to 3 uploaded screenshots)',
          body: guestReplyRequestSchema,
          response: { 200: ticketMessageResponseSchema, ...refused, 409: errorResponseSchema },
        },
      },
      async (request) => {
        const { token, ...reply } = request.body;
        const number = await guestTicketOf(ctx, token);
        return replyToTicket(ctx, { guestTicket: number }, number, reply);
      },
    );

    app.post(
      '/tickets/guest/reopen',
      {
        config: { auth: 'anonymous', rateLimit: ['guestLinkWrite'] },
        schema: {
          tags,
          summary: 'Reopen a visitor’s resolved ticket through the link (within 14 days)',
          body: guestOpenRequestSchema,
          response: { 200: ticketMessageResponseSchema, ...refused, 409: errorResponseSchema },
        },
      },
      async (request) => {
        const number = await guestTicketOf(ctx, request.body.token);
        return reopenTicket(ctx, { guestTicket: number }, number);
      },
    );

    app.get(
      '/tickets/guest/attachments/:id',
      {
        config: { auth: 'anonymous', rateLimit: ['guestLinkRead'] },
        schema: {
          tags,
          summary: 'A screenshot of a visitor’s ticket (?token= the link’s token; &size=thumb)',
          params: attachmentParamsSchema,
          querystring: attachmentQuerySchema.extend(guestTokenQuerySchema.shape),
          response: refused,
        },
      },
      async (request, reply) => {
        const number = await guestTicketOf(ctx, request.query.token);
        const file = await readAttachment(ctx, request.params.id, request.query.size, {
          guestTicket: number,
        });
        return sendAttachment(reply, file);
      },
    );
  };
}
