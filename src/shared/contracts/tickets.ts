import { z } from 'zod';
import { ACCOUNT_MESSAGES, email } from './accounts.ts';
import { pageFieldsSchema } from './paging.ts';
import { wholeNumber } from './whole-number.ts';

/**
 * The support tickets contract (docs/product/tickets.md): the player's and visitor's API under /api/tickets,
 * and the enums, labels and limits the console's ticket screens share. Messages are plain text everywhere.
 */
export const TICKET_CATEGORIES = [
  'account',
  'payment',
  'item_not_received',
  'bug',
  'report_player',
  'other',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  account: 'Account',
  payment: 'Payment or top-up',
  item_not_received: 'Item not received',
  bug: 'Bug',
  report_player: 'Report a player',
  other: 'Other',
};

/**
 * open: new, nobody answered yet; waiting_player: staff answered, the player's turn; waiting_staff: the
 * player answered (or reopened); resolved: staff consider it done, the player may reopen it within
 * TICKET_LIMITS.reopenDays; closed: final, no more replies.
 */
/** @public (the console's filters) */
export const TICKET_STATUSES = ['open', 'waiting_player', 'waiting_staff', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** The staff's words for each status (the console). @public */
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  waiting_player: 'Waiting for player',
  waiting_staff: 'Waiting for staff',
  resolved: 'Resolved',
  closed: 'Closed',
};
/** A player (or visitor) may add a reply in these statuses; resolved must be reopened first. */
export const REPLYABLE_STATUSES: readonly TicketStatus[] = ['open', 'waiting_player', 'waiting_staff'];

export const TICKET_LIMITS = {
  subjectMax: 100,
  messageMax: 4000,
  screenshotsMax: 3,
  /** A resolved ticket can be reopened by its player this many days after it was resolved. */
  reopenDays: 14,
  pageSize: 10,
  /** A visitor's confirmation link works this long; after that the request is forgotten. */
  guestConfirmHours: 24,
  /** Each link that opens a visitor's ticket works this long (every staff reply mails a fresh one). */
  guestLinkDays: 60,
} as const;
const L = TICKET_LIMITS;

export const TICKET_MESSAGES = {
  categoryRequired: 'Choose a category.',
  subjectRequired: 'Subject is required.',
  subjectTooLong: `Subject can be at most ${L.subjectMax} characters.`,
  messageRequired: 'Message is required.',
  messageTooLong: `Message can be at most ${L.messageMax} characters.`,
  characterInvalid: 'Choose one of your characters, or none.',
  screenshotsTooMany: `You can attach at most ${L.screenshotsMax} screenshots.`,
  screenshotMissing: 'A screenshot is no longer available. Please upload it again.',
  notFound: 'Ticket not found.',
  replied: 'Your reply has been sent.',
  notOpen: 'This ticket is no longer open. Reopen it to reply, or submit a new ticket.',
  reopened: 'Your ticket is open again.',
  notResolved: 'Only a resolved ticket can be reopened.',
  reopenExpired: `A resolved ticket can be reopened within ${L.reopenDays} days. Please submit a new ticket.`,
  guestLinkSent: `We sent a link to that e-mail address. Open it within ${L.guestConfirmHours} hours to submit your ticket.`,
  guestLinkInvalid: 'This ticket link is invalid or has expired. Please submit a new ticket.',
  emailRequired: ACCOUNT_MESSAGES.emailRequired,
} as const;
const M = TICKET_MESSAGES;

export function ticketCreatedMessage(number: number): string {
  return `Your ticket has been submitted. Your ticket number is #${number}.`;
}

const categoryField = z.enum(TICKET_CATEGORIES, { error: M.categoryRequired });
const subjectField = z
  .string(M.subjectRequired)
  .trim()
  .min(1, M.subjectRequired)
  .max(L.subjectMax, M.subjectTooLong);
/** A message body as typed (plain text; line breaks kept). The console's replies and notes use it too. @public */
export const ticketBodyField = z
  .string(M.messageRequired)
  .trim()
  .min(1, M.messageRequired)
  .max(L.messageMax, M.messageTooLong);
/** Uploaded screenshots (ids from POST /api/tickets/screenshots) to attach, at most three. @public */
export const screenshotIdsField = z
  .array(
    wholeNumber({ name: 'screenshot', min: 1, max: Number.MAX_SAFE_INTEGER, message: M.screenshotMissing }),
    {
      error: M.screenshotMissing,
    },
  )
  .max(L.screenshotsMax, M.screenshotsTooMany)
  .default([]);

// ---------------------------------------------------------------- player

/** POST /api/tickets */
export const createTicketRequestSchema = z.strictObject({
  category: categoryField,
  subject: subjectField,
  message: ticketBodyField,
  /** ChaNum of one of the player's characters, or null. */
  character: wholeNumber({ name: 'character', min: 1, max: 2_147_483_647, message: M.characterInvalid })
    .nullable()
    .default(null),
  screenshots: screenshotIdsField,
});
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>;
export const createTicketResponseSchema = z.object({ number: z.number().int(), message: z.string() });
export type CreateTicketResponse = z.infer<typeof createTicketResponseSchema>;

/** POST /api/tickets/:number/replies and the visitor's reply. */
export const ticketReplyRequestSchema = z.strictObject({
  message: ticketBodyField,
  screenshots: screenshotIdsField,
});
export type TicketReplyRequest = z.input<typeof ticketReplyRequestSchema>;

export const ticketNumberParamsSchema = z.object({
  number: wholeNumber({ name: 'number', min: 1, max: 2_147_483_647 }),
});
export const ticketListQuerySchema = z.object({
  page: wholeNumber({ name: 'page', min: 1, max: 100_000 }).default(1),
});

const ticketSummarySchema = z.object({
  number: z.number().int(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  /** A staff reply the player has not opened yet. */
  unread: z.boolean(),
});
/** GET /api/tickets?page=: the player's tickets, newest first. */
export const ticketListResponseSchema = z
  .object({ data: z.array(ticketSummarySchema), page: z.number().int(), total: z.number().int() })
  .extend(pageFieldsSchema.shape);
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;

/**
 * A screenshot as shown: addresses that check who asks (never /media). Also the answer of POST
 * /api/tickets/screenshots (body: the image's bytes), whose id a ticket or reply then names.
 */
export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

const threadMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['player', 'staff']),
  /** The player's user ID, "You" for a visitor, or "Support" for staff. */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  attachments: z.array(ticketAttachmentSchema),
});

/** GET /api/tickets/:number and the visitor's link: the whole thread, never staff notes. */
export const ticketThreadSchema = z.object({
  ticket: ticketSummarySchema.omit({ unread: true }).extend({
    /** The character named on the ticket, or null. */
    character: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    canReply: z.boolean(),
    /** Until when a resolved ticket can be reopened; null when it cannot. */
    reopenUntil: z.string().nullable(),
  }),
  messages: z.array(threadMessageSchema),
});
export type TicketThread = z.infer<typeof ticketThreadSchema>;

/** GET /api/tickets/unread: how many of the player's tickets have a reply not yet opened (the badge). */
export const ticketUnreadSchema = z.object({ count: z.number().int() });
export type TicketUnread = z.infer<typeof ticketUnreadSchema>;

export const ticketMessageResponseSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------- visitor (no account)

/** POST /api/tickets/guest: mails a confirmation link; the ticket is made when that link is opened. */
export const guestTicketRequestSchema = z.strictObject({
  email: email(M.emailRequired),
  category: categoryField,
  subject: subjectField,
  message: ticketBodyField,
});
export type GuestTicketRequest = z.input<typeof guestTicketRequestSchema>;

const guestTokenField = z.string(M.guestLinkInvalid).min(1, M.guestLinkInvalid).max(100, M.guestLinkInvalid);
/** The capability of a visitor's ticket: the token from the mailed link (query ?token=). */
export const guestTokenQuerySchema = z.object({ token: guestTokenField });
/** POST /api/tickets/guest/open: confirms the request on first use, then shows the thread. */
export const guestOpenRequestSchema = z.strictObject({ token: guestTokenField });
export const guestReplyRequestSchema = ticketReplyRequestSchema.extend({ token: guestTokenField });
export const attachmentParamsSchema = z.object({
  id: wholeNumber({ name: 'id', min: 1, max: Number.MAX_SAFE_INTEGER }),
});
/** ?size=thumb serves the thumbnail. */
export const attachmentQuerySchema = z.object({ size: z.enum(['full', 'thumb']).default('full') });
