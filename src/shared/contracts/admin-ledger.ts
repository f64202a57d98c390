import { z } from 'zod';
import { CURRENCIES } from '../shop-rules.ts';
import { pageFieldsSchema } from './paging.ts';
import { wholeNumber } from './whole-number.ts';

/**
 * The console's global ledger (/api/admin/ledger..., docs/product/ledger-console.md): every balance change
 * of every account, filtered; its CSV export; totals per Manila day; and the balance-equals-ledger check.
 */

/** The sources a ledger row can have (wallet_ledger.source). */
export const LEDGER_SOURCES = ['voucher', 'purchase', 'refund', 'admin', 'payment', 'vote'] as const;

export const LEDGER_PAGE_SIZE = 50;
/** The daily totals cover at most this many Manila days. */
export const LEDGER_DAILY_MAX_DAYS = 366;
/** Without a `from`, the daily totals start this many days before `to` (both included: 30 days). */
export const LEDGER_DAILY_DEFAULT_DAYS = 30;
/** The balance check lists at most this many mismatched balances (it counts them all). */
export const LEDGER_CHECK_LIST = 100;

export const LEDGER_MESSAGES = {
  date: (name: string) => `${name} must be a date written YYYY-MM-DD.`,
  order: 'from must not be after to.',
  tooLong: `The daily totals cover at most ${LEDGER_DAILY_MAX_DAYS} days: narrow the dates.`,
} as const;

const MANILA_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const manilaDate = (name: string) =>
  z
    .string()
    .max(10, LEDGER_MESSAGES.date(name))
    .regex(MANILA_DATE, LEDGER_MESSAGES.date(name))
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), LEDGER_MESSAGES.date(name))
    .optional();

const filterShape = {
  /** A user ID (its sign-in name, any case) or a user number. */
  player: z.string().trim().max(40, 'player can be at most 40 characters.').optional(),
  source: z.enum(LEDGER_SOURCES, { error: `source must be one of ${LEDGER_SOURCES.join(', ')}.` }).optional(),
  currency: z.enum(CURRENCIES, { error: 'currency must be rcoin or milleage.' }).optional(),
  /** Manila calendar dates, both included. */
  from: manilaDate('from'),
  to: manilaDate('to'),
};

const inOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;

/** The filters of the CSV export and the daily totals. */
export const ledgerFilterSchema = z.strictObject(filterShape).refine(inOrder, LEDGER_MESSAGES.order);
export type LedgerFilterQuery = z.infer<typeof ledgerFilterSchema>;

/** GET /api/admin/ledger: the filters and the page (50 rows a page, newest first). */
export const ledgerQuerySchema = z
  .strictObject({ ...filterShape, page: wholeNumber({ name: 'page', min: 1, max: 100_000 }).default(1) })
  .refine(inOrder, LEDGER_MESSAGES.order);
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

const ledgerRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userNum: z.number().int(),
  userId: z.string(),
  currency: z.enum(CURRENCIES),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  source: z.string(),
  reference: z.string(),
});

export const ledgerListSchema = z.object({
  data: z.array(ledgerRowSchema),
  page: z.number().int(),
  total: z.number().int(),
  ...pageFieldsSchema.shape,
});
export type LedgerList = z.infer<typeof ledgerListSchema>;

/** GET /api/admin/ledger/daily: one row per Manila day, source and currency that has rows, oldest first. */
export const ledgerDailySchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.array(
    z.object({
      day: z.string(),
      source: z.string(),
      currency: z.enum(CURRENCIES),
      /** The sum of the amounts (credits positive, debits negative). */
      total: z.number().int(),
      rows: z.number().int(),
    }),
  ),
});
export type LedgerDaily = z.infer<typeof ledgerDailySchema>;

/** GET /api/admin/ledger/check: balances (accounts × currencies) whose value differs from their ledger's sum. */
export const ledgerCheckSchema = z.object({
  /** Balances compared: every account, both currencies. */
  checked: z.number().int(),
  mismatched: z.number().int(),
  /** The first LEDGER_CHECK_LIST mismatches, by user number. */
  data: z.array(
    z.object({
      userNum: z.number().int(),
      userId: z.string(),
      currency: z.enum(CURRENCIES),
      balance: z.number().int(),
      ledgerSum: z.number().int(),
    }),
  ),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;
