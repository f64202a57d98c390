import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { emptyBodySchema } from '#shared/contracts/shop.ts';
import {
  attachmentParamsSchema,
  attachmentQuerySchema,
  createTicketRequestSchema,
  createTicketResponseSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketMessageResponseSchema,
  ticketNumberParamsSchema,
  ticketReplyRequestSchema,
  ticketThreadSchema,
  ticketUnreadSchema,
} from '#shared/contracts/tickets.ts';
import { userOf } from '../../plugins/auth.ts';
import { readAttachment } from './attachments.ts';
import { createTicketsContext } from './context.ts';
import { guestTicketRoutes } from './guest-routes.ts';
import { sendAttachment } from './send-attachment.ts';
import {
  createTicket,
  listTickets,
  openTicket,
  reopenTicket,
  replyToTicket,
  unreadCount,
} from './service.ts';
import { screenshotRoutes } from './upload-routes.ts';

const tags = ['tickets'];
const refused = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/**
 * Support tickets (docs/product/tickets.md): a player's own tickets under /api/tickets (another player's
 * ticket is a 404, never a 403, so numbers reveal nothing), a visitor's through their link
 * (guest-routes.ts), screenshot uploads (upload-routes.ts).
 */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createTicketsContext(app);

  app.post(
    '/tickets',
    {
      config: { auth: 'user', rateLimit: ['ticketCreate'] },
      schema: {
        tags,
        summary:
          'Submit a ticket (category, subject, message, optional character, up to 3 uploaded screenshots)',
        body: createTicketRequestSchema,
        response: { 200: createTicketResponseSchema, ...refused, 429: errorResponseSchema },
      },
    },
    async (request) => createTicket(ctx, userOf(request).userNum, request.body),
  );

  app.get(
    '/tickets',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The signed-in player’s tickets, newest first, 10 a page',
        querystring: ticketListQuerySchema,
        response: { 200: ticketListResponseSchema, ...refused },
      },
    },
    async (request) => listTickets(ctx, userOf(request).userNum, request.query.page),
  );

  app.get(
    '/tickets/unread',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'How many of the player’s tickets have a staff reply not yet read (the badge)',
        response: { 200: ticketUnreadSchema, 401: errorResponseSchema },
      },
    },
    async (request) => unreadCount(ctx, userOf(request).userNum),
  );

  app.get(
    '/tickets/:number',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One of the player’s tickets with its whole thread (marks staff replies read)',
        params: ticketNumberParamsSchema,
        response: { 200: ticketThreadSchema, ...refused },
      },
    },
    async (request) => openTicket(ctx, userOf(request).userNum, request.params.number),
  );

  app.post(
    '/tickets/:number/replies',
    {
      config: { auth: 'user', rateLimit: ['ticketReply'] },
      schema: {
        tags,
        summary: 'Reply to an open ticket (message and up to 3 uploaded screenshots)',
        params: ticketNumberParamsSchema,
        body: ticketReplyRequestSchema,
        response: {
          200: ticketMessageResponseSchema,
          ...refused,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) =>
      replyToTicket(ctx, { userNum: userOf(request).userNum }, request.params.number, request.body),
  );

  app.post(
    '/tickets/:number/reopen',
    {
      config: { auth: 'user', rateLimit: ['ticketReply'] },
      schema: {
        tags,
        summary: 'Reopen a resolved ticket (within 14 days of its resolution)',
        params: ticketNumberParamsSchema,
        body: emptyBodySchema,
        response: {
          200: ticketMessageResponseSchema,
          ...refused,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => reopenTicket(ctx, { userNum: userOf(request).userNum }, request.params.number),
  );

  app.get(
    '/tickets/attachments/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'A screenshot of one of the player’s tickets (?size=thumb for its thumbnail)',
        params: attachmentParamsSchema,
        querystring: attachmentQuerySchema,
        response: refused,
      },
    },
    async (request, reply) => {
      const reader = { userNum: userOf(request).userNum };
      return sendAttachment(reply, await readAttachment(ctx, request.params.id, request.query.size, reader));
    },
  );

  await app.register(guestTicketRoutes(ctx));
  await app.register(screenshotRoutes(ctx));
};
