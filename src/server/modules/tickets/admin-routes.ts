import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  recordIdParamsSchema,
  savedResponseSchema,
} from '#shared/contracts/admin-content.ts';
import {
  ADMIN_TICKET_MESSAGES as A,
  adminTicketParamsSchema,
  adminTicketSchema,
  cannedListSchema,
  cannedSaveSchema,
  staffNoteSchema,
  staffReplySchema,
  ticketAssigneeSchema,
  ticketQueueQuerySchema,
  ticketQueueSchema,
  ticketStaffListSchema,
  ticketStatusSchema,
} from '#shared/contracts/admin-tickets.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { attachmentParamsSchema, attachmentQuerySchema } from '#shared/contracts/tickets.ts';
import { versioned } from '#shared/contracts/versions.ts';
import { editorOf } from '../../plugins/auth.ts';
import { requestMeta } from '../accounts/cookies.ts';
import * as desk from './admin-service.ts';
import { readAttachment } from './attachments.ts';
import { createTicketsContext } from './context.ts';
import { sendAttachment } from './send-attachment.ts';

const STAFF = { auth: 'staff', permission: 'tickets.work' } as const;
const tags = ['admin'];
const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
const readErrors = { 400: errorResponseSchema, 404: errorResponseSchema, ...refused };
const writeErrors = { ...readErrors, 409: errorResponseSchema };

/**
 * The console's support desk (docs/product/tickets-console.md): support staff and administrators
 * ('tickets.work'). Every reply, note, status change, assignment and canned-answer change writes its
 * audit row in its own transaction; a reply's e-mail is sent after that transaction commits.
 */
export const ticketAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createTicketsContext(app);

  app.get(
    '/admin/tickets',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'The ticket queue: filters, 25 a page, oldest activity first; counts per status',
        querystring: ticketQueueQuerySchema,
        response: { 200: ticketQueueSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => desk.ticketQueue(app.db, request.query, editorOf(request).userNum, ctx.now()),
  );

  app.get(
    '/admin/tickets/staff',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Staff members a ticket can be assigned to',
        response: { 200: ticketStaffListSchema, ...refused },
      },
    },
    async () => desk.ticketStaff(app.db),
  );

  app.get(
    '/admin/tickets/:number',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'One ticket with its whole thread, staff notes included',
        params: adminTicketParamsSchema,
        response: { 200: adminTicketSchema, ...readErrors },
      },
    },
    async (request) => desk.ticketForStaff(app.db, request.params.number),
  );

  app.post(
    '/admin/tickets/:number/replies',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Reply to the player (e-mail and badge); the status becomes waiting for player unless given',
        params: adminTicketParamsSchema,
        body: staffReplySchema,
        response: { 200: messageResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { baseUrl } = requestMeta(request);
      await desk.replyAsStaff(ctx, request.params.number, request.body, editorOf(request), baseUrl);
      return { message: A.replied };
    },
  );

  app.post(
    '/admin/tickets/:number/notes',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Add an internal note (players never see it)',
        params: adminTicketParamsSchema,
        body: staffNoteSchema,
        response: { 200: messageResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      await desk.addStaffNote(app.db, request.params.number, request.body.message, editorOf(request));
      return { message: A.noted };
    },
  );

  app.put(
    '/admin/tickets/:number/status',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Change the status (open, waiting for player or staff, resolved, closed)',
        params: adminTicketParamsSchema,
        body: ticketStatusSchema,
        response: { 200: messageResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      await desk.setTicketStatus(ctx, request.params.number, request.body.status, editorOf(request));
      return { message: A.statusChanged };
    },
  );

  app.put(
    '/admin/tickets/:number/assignee',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Assign the ticket to a staff member, or to nobody (null)',
        params: adminTicketParamsSchema,
        body: ticketAssigneeSchema,
        response: { 200: messageResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      await desk.assignTicket(app.db, request.params.number, request.body.assignee, editorOf(request));
      return { message: A.assigned };
    },
  );

  app.get(
    '/admin/tickets/attachments/:id',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'A ticket screenshot, notes’ too (?size=thumb for its thumbnail)',
        params: attachmentParamsSchema,
        querystring: attachmentQuerySchema,
        response: readErrors,
      },
    },
    async (request, reply) => {
      const file = await readAttachment(ctx, request.params.id, request.query.size, { staff: true });
      return sendAttachment(reply, file);
    },
  );

  app.get(
    '/admin/tickets/canned',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Every canned answer, by title',
        response: { 200: cannedListSchema, ...refused },
      },
    },
    async () => desk.cannedAnswers(app.db),
  );

  app.post(
    '/admin/tickets/canned',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Add a canned answer',
        body: cannedSaveSchema,
        response: {
          200: savedResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => ({
      message: A.cannedSaved,
      id: await desk.createCanned(app.db, request.body, editorOf(request)),
    }),
  );

  app.put(
    '/admin/tickets/canned/:id',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Change a canned answer',
        params: recordIdParamsSchema,
        body: versioned(cannedSaveSchema),
        response: { 200: savedResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      await desk.updateCannedAnswer(app.db, request.params.id, request.body, editorOf(request));
      return { message: A.cannedSaved, id: request.params.id };
    },
  );

  app.delete(
    '/admin/tickets/canned/:id',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Delete a canned answer',
        params: recordIdParamsSchema,
        response: { 200: messageResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      await desk.deleteCannedAnswer(app.db, request.params.id, editorOf(request));
      return { message: A.cannedDeleted };
    },
  );
};
