import { z } from 'zod';
import { STAFF_ROLES } from '../permissions.ts';
import { pageFieldsSchema } from './paging.ts';
import { wholeNumber } from './whole-number.ts';

/** GET /api/admin/me: who the signed-in staff member is and what they may do. */
export const adminMeSchema = z.object({
  userNum: z.number().int(),
  userId: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.string()),
  /** The operator requires a second factor and this staff member has none: only enrolment works. */
  mustEnrolFactor: z.boolean(),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

const MANILA_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const manilaDate = (name: string) =>
  z
    .string()
    .max(10, `${name} must be a date written YYYY-MM-DD.`)
    .regex(MANILA_DATE, `${name} must be a date written YYYY-MM-DD.`)
    .optional();

/** GET /api/admin/audit: filters and the page (20 entries a page, newest first). */
export const auditQuerySchema = z.object({
  page: wholeNumber({ name: 'page', min: 1, max: 100_000 }).default(1),
  /** The staff member's user ID (their sign-in name). */
  staff: z.string().max(40, 'staff must be at most 40 characters.').optional(),
  action: z.string().max(60, 'action must be at most 60 characters.').optional(),
  /** A record type ('news') or one record ('news:12'). */
  record: z.string().max(80, 'record must be at most 80 characters.').optional(),
  /** Manila calendar dates, both included. */
  from: manilaDate('from'),
  to: manilaDate('to'),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const auditChangeSchema = z.object({
  field: z.string(),
  old: z.unknown(),
  new: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /**
   * Who acted: a staff member, a command on the server (npm run admin), a player (their own character service
   * order) or the site itself (the game's answer to such an order).
   */
  by: z.enum(['staff', 'command', 'player', 'site']),
  /** The staff member; null unless `by` is staff. */
  staff: z.object({ userNum: z.number().int(), userId: z.string() }).nullable(),
  /** The player; null unless `by` is player. */
  player: z.object({ userNum: z.number().int(), userId: z.string() }).nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z
  .object({
    data: z.array(auditEntrySchema),
    page: z.number().int(),
    total: z.number().int(),
  })
  .extend(pageFieldsSchema.shape);
export type AuditList = z.infer<typeof auditListSchema>;
