import { z } from 'zod';
import { pageFieldsSchema } from './paging.ts';
import {
  TICKET_CATEGORIES,
  TICKET_MESSAGES,
  TICKET_STATUSES,
  ticketAttachmentSchema,
  ticketBodyField,
} from './tickets.ts';
import { versionField } from './versions.ts';
import { wholeNumber } from './whole-number.ts';

/**
 * The console's support desk (/api/admin/tickets..., docs/product/tickets-console.md): the queue, one
 * ticket's whole thread with staff notes, replies, notes, status, assignment, and the canned answers.
 */

export const ADMIN_TICKET_PAGE_SIZE = 25;
export const CANNED_TITLE_MAX = 80;

export const ADMIN_TICKET_MESSAGES = {
  notFound: TICKET_MESSAGES.notFound,
  closed: 'This ticket is closed. Set it to open first to reply.',
  notStaff: 'Choose a staff member, or nobody.',
  statusRequired: 'Choose a status.',
  replied: 'Reply sent. The player was told by e-mail.',
  noted: 'Note added. Players never see it.',
  statusChanged: 'Status changed.',
  assigned: 'Assignment changed.',
  cannedTitleRequired: 'Title is required.',
  cannedTitleTooLong: `Title can be at most ${CANNED_TITLE_MAX} characters.`,
  cannedTitleTaken: 'A canned answer with this title already exists.',
  cannedNotFound: 'Canned answer not found.',
  cannedSaved: 'Canned answer saved.',
  cannedDeleted: 'Canned answer deleted.',
} as const;
const M = ADMIN_TICKET_MESSAGES;

const statusField = z.enum(TICKET_STATUSES, { error: M.statusRequired });
const userNumField = (name: string) => wholeNumber({ name, min: 1, max: 2_147_483_647, message: M.notStaff });

// ---------------------------------------------------------------- queue

/** 'active': every status but resolved and closed (the default view); 'all': every status. */
const QUEUE_STATUS_FILTERS = ['active', 'all', ...TICKET_STATUSES] as const;
/** Whose turn it is: 'staff' is open or waiting for staff, 'player' is waiting for the player. */
const QUEUE_WAITING_FILTERS = ['staff', 'player'] as const;

/**
 * GET /api/admin/tickets. assignee: 'mine', 'unassigned' or a staff member's user number. olderThanDays:
 * only tickets whose last activity is at least that many days ago. Oldest activity first unless
 * sort=newest.
 */
const ASSIGNEE_FILTER = 'Assignee must be mine, unassigned or a user number.';
export const ticketQueueQuerySchema = z.strictObject({
  status: z.enum(QUEUE_STATUS_FILTERS, { error: 'Unknown status filter.' }).default('active'),
  category: z.enum(TICKET_CATEGORIES, { error: 'Unknown category.' }).optional(),
  assignee: z
    .string(ASSIGNEE_FILTER)
    .regex(/^(mine|unassigned|\d{1,9})$/, ASSIGNEE_FILTER)
    .optional(),
  waiting: z.enum(QUEUE_WAITING_FILTERS, { error: 'Waiting must be staff or player.' }).optional(),
  olderThanDays: wholeNumber({ name: 'olderThanDays', min: 1, max: 3650 }).optional(),
  sort: z.enum(['oldest', 'newest'], { error: 'Sort must be oldest or newest.' }).default('oldest'),
  page: wholeNumber({ name: 'page', min: 1, max: 100_000 }).default(1),
});

const personSchema = z.object({ userNum: z.number().int(), userId: z.string() });

const queueRowSchema = z.object({
  number: z.number().int(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  /** The player, or null for a visitor's ticket (then guestEmail is set). */
  player: personSchema.nullable(),
  guestEmail: z.string().nullable(),
  assignee: personSchema.nullable(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});

export const ticketQueueSchema = z
  .object({
    data: z.array(queueRowSchema),
    page: z.number().int(),
    total: z.number().int(),
    /** How many tickets each status has (all tickets, not only the filtered ones). */
    counts: z.record(z.enum(TICKET_STATUSES), z.number().int()),
  })
  .extend(pageFieldsSchema.shape);
export type TicketQueue = z.infer<typeof ticketQueueSchema>;

/** GET /api/admin/tickets/staff: whom a ticket can be assigned to. */
export const ticketStaffListSchema = z.object({
  data: z.array(personSchema.extend({ role: z.enum(['admin', 'support']) })),
});
export type TicketStaffList = z.infer<typeof ticketStaffListSchema>;

// ---------------------------------------------------------------- one ticket

export const adminTicketParamsSchema = z.object({
  number: wholeNumber({ name: 'number', min: 1, max: 2_147_483_647 }),
});

const adminMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['player', 'staff']),
  /** The writer's user ID; the visitor's e-mail address for a visitor's message. */
  authorName: z.string(),
  body: z.string(),
  /** A staff note: never shown to the player. */
  internal: z.boolean(),
  createdAt: z.string(),
  attachments: z.array(ticketAttachmentSchema),
});

/** GET /api/admin/tickets/:number: the ticket, every message (notes too) and who it belongs to. */
export const adminTicketSchema = z.object({
  ticket: queueRowSchema.extend({
    character: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    /** The player has not opened the last staff reply yet. */
    playerUnread: z.boolean(),
  }),
  messages: z.array(adminMessageSchema),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

/** POST /api/admin/tickets/:number/replies: the status after the reply is waiting for the player unless chosen. */
export const staffReplySchema = z.strictObject({
  message: ticketBodyField,
  status: statusField.default('waiting_player'),
});
export type StaffReply = z.input<typeof staffReplySchema>;

/** POST /api/admin/tickets/:number/notes */
export const staffNoteSchema = z.strictObject({ message: ticketBodyField });

/** PUT /api/admin/tickets/:number/status */
export const ticketStatusSchema = z.strictObject({ status: statusField });

/** PUT /api/admin/tickets/:number/assignee: a staff member's user number, or null for nobody. */
export const ticketAssigneeSchema = z.strictObject({
  assignee: userNumField('assignee').nullable(),
});

// ---------------------------------------------------------------- canned answers

const cannedSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
  ...versionField,
});
export type CannedAnswer = z.infer<typeof cannedSchema>;
/** GET /api/admin/tickets/canned: every canned answer, by title. */
export const cannedListSchema = z.object({ data: z.array(cannedSchema) });
export type CannedList = z.infer<typeof cannedListSchema>;

/** POST /api/admin/tickets/canned and PUT /api/admin/tickets/canned/:id */
export const cannedSaveSchema = z.strictObject({
  title: z
    .string(M.cannedTitleRequired)
    .trim()
    .min(1, M.cannedTitleRequired)
    .max(CANNED_TITLE_MAX, M.cannedTitleTooLong),
  body: ticketBodyField,
});
export type CannedSave = z.input<typeof cannedSaveSchema>;
