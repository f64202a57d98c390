import { z } from 'zod';
import { PERMISSIONS } from '../permissions.ts';
import { pageFieldsSchema } from './paging.ts';
import { wholeNumber } from './whole-number.ts';

/** The operator console's API contract (/api/admin/...): who the caller is as staff, and the audit log. */

// ---------- GET /api/admin/me ----------

export const adminMeResponseSchema = z.object({
  userNum: z.number().int(),
  userId: z.string(),
  role: z.enum(['admin', 'support']),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;

// ---------- GET /api/admin/audit ----------

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 20;

const MANILA_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const manilaDate = (name: string) =>
  z
    .string()
    .max(10, `${name} must be a date written YYYY-MM-DD.`)
    .regex(MANILA_DATE, `${name} must be a date written YYYY-MM-DD.`)
    .optional();
const filterText = (name: string, max: number) =>
  z.string().trim().max(max, `${name} must be ${max} characters or fewer.`).optional();

/**
 * Filters of the audit log, all optional. `record` is a record type ('news') or type:id ('news:12');
 * `from` and `to` are Manila calendar dates, both ends included.
 */
export const auditQuerySchema = z.strictObject({
  page: wholeNumber({ name: 'page', min: 1, max: 1_000_000 }).default(1),
  staff: filterText('staff', 20),
  action: filterText('action', 64),
  record: filterText('record', 96),
  from: manilaDate('from'),
  to: manilaDate('to'),
});

const auditChangeSchema = z.object({
  field: z.string(),
  old: z.unknown(),
  new: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  /** null: the change was made by a command on the server, not by a person in the console. */
  staff: z.object({ userNum: z.number().int(), userId: z.string() }).nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Newest first, AUDIT_PAGE_SIZE a page, with the paging fields every list carries. */
export const auditListResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  page: z.number().int(),
  total: z.number().int(),
  ...pageFieldsSchema.shape,
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
