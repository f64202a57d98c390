import { z } from 'zod';
import { CURRENCIES, MAX_VOUCHER_VALUE } from '../shop-rules.ts';
import { BATCH_NAME_MAX, MAX_BATCH_COUNT, PREFIX_MAX, PREFIX_PATTERN } from '../voucher-rules.ts';
import { pageFieldsSchema } from './paging.ts';
import { wholeNumber } from './whole-number.ts';

/** The console's voucher API (/api/admin/voucher-batches, /api/admin/vouchers/...; docs/product/vouchers.md). */

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** POST /api/admin/voucher-batches: a new batch. The codes come back once, in the answer. */
export const batchCreateSchema = z.strictObject({
  name: z
    .string({ error: 'Give the batch a name.' })
    .trim()
    .min(1, 'Give the batch a name.')
    .max(BATCH_NAME_MAX, `The name must be at most ${BATCH_NAME_MAX} characters.`),
  value: wholeNumber({
    name: 'value',
    min: 1,
    max: MAX_VOUCHER_VALUE,
    message: `The value must be a whole number from 1 to ${MAX_VOUCHER_VALUE.toLocaleString('en-US')}.`,
  }),
  currency: z.enum(CURRENCIES, { error: 'currency must be rcoin or milleage.' }),
  count: wholeNumber({
    name: 'count',
    min: 1,
    max: MAX_BATCH_COUNT,
    message: `The number of codes must be a whole number from 1 to ${MAX_BATCH_COUNT.toLocaleString('en-US')}.`,
  }),
  /** Optional: capital letters and digits, put before each code. Empty = none. */
  prefix: z
    .string({ error: 'The prefix must be text.' })
    .max(PREFIX_MAX, `The prefix must be at most ${PREFIX_MAX} characters.`)
    .refine((p) => p === '' || PREFIX_PATTERN.test(p), 'The prefix may only have capital letters and digits.')
    .default(''),
  /** Optional: the last Manila calendar day the codes work (YYYY-MM-DD). Empty = they never expire. */
  expiresOn: z
    .string({ error: 'The expiry must be a date.' })
    .max(10, 'The expiry must be a date written YYYY-MM-DD.')
    .refine((d) => d === '' || DATE.test(d), 'The expiry must be a date written YYYY-MM-DD.')
    .default(''),
});
export type BatchCreate = z.input<typeof batchCreateSchema>;

const personSchema = z.object({ userNum: z.number().int(), userId: z.string() }).nullable();

const voucherBatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.number().int(),
  currency: z.enum(CURRENCIES),
  count: z.number().int(),
  prefix: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** null: made by `npm run vouchers` (or before batches existed). */
  createdBy: personSchema,
  revokedAt: z.string().nullable(),
  revokedBy: personSchema,
  /** Codes in the batch, and how many of them are redeemed, expired unredeemed, and revoked unredeemed. */
  issued: z.number().int(),
  redeemed: z.number().int(),
  expired: z.number().int(),
  revoked: z.number().int(),
});
export type VoucherBatch = z.infer<typeof voucherBatchSchema>;

export const batchCreatedSchema = z.object({
  message: z.string(),
  id: z.number().int(),
  batch: voucherBatchSchema,
  /** The codes in clear text: shown this once, never stored. */
  codes: z.array(z.string()),
});
export type BatchCreated = z.infer<typeof batchCreatedSchema>;

export const batchListQuerySchema = z.strictObject({
  page: wholeNumber({ name: 'page', min: 1, max: 100_000 }).default(1),
});

export const batchListSchema = z
  .object({ data: z.array(voucherBatchSchema), page: z.number().int(), total: z.number().int() })
  .extend(pageFieldsSchema.shape);
export type BatchList = z.infer<typeof batchListSchema>;

export const batchIdParamsSchema = z.strictObject({
  id: wholeNumber({ name: 'id', min: 1, max: 2 ** 53 - 1 }),
});

export const batchRevokedSchema = z.object({
  message: z.string(),
  id: z.number().int(),
  /** How many unredeemed codes this revocation stopped. */
  revoked: z.number().int(),
});

/** POST /api/admin/vouchers/revoke and /lookup: a code as a player would type it (hashed on the server). */
export const voucherCodeSchema = z.strictObject({
  code: z
    .string({ error: 'Type the voucher code.' })
    .trim()
    .min(1, 'Type the voucher code.')
    .max(64, 'A voucher code is at most 64 characters.'),
});

export const codeRevokedSchema = z.object({ message: z.string(), id: z.number().int() });

export const voucherLookupSchema = z.object({
  id: z.number().int(),
  status: z.enum(['live', 'redeemed', 'expired', 'revoked']),
  value: z.number().int(),
  currency: z.enum(CURRENCIES),
  batch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  redeemedAt: z.string().nullable(),
  redeemedBy: personSchema,
  revokedAt: z.string().nullable(),
});
export type VoucherLookup = z.infer<typeof voucherLookupSchema>;
