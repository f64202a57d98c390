import type { BatchCreated, VoucherBatch, VoucherLookup } from '#shared/contracts/admin-vouchers.ts';
import type { CouponResponse, TopUpHistoryResponse } from '#shared/contracts/shop.ts';
import { pageFields } from '#shared/pager.ts';
import type { Currency } from '#shared/shop-rules.ts';
import { HISTORY_PAGE_SIZE, MAX_VOUCHER_VALUE, SHOP_MESSAGES } from '#shared/shop-rules.ts';
import {
  BATCH_NAME_MAX,
  BATCH_PAGE_SIZE,
  endOfManilaDay,
  MAX_BATCH_COUNT,
  MAX_EXPIRY_DAYS,
  PREFIX_PATTERN,
  type VoucherStatus,
} from '#shared/voucher-rules.ts';
import { type AuditedKind, logChange } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import type { IdempotencyClaim } from '../../db/idempotency-repository.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { countTopUps, listTopUps } from '../payments/service.ts';
import { type BalanceNotices, describeAmount, moneyTransaction, moveMoney } from '../wallet/service.ts';
import { hashVoucherCode, newVoucherCode } from './codes.ts';
import {
  type BatchRow,
  claimVoucher,
  countBatches,
  findVoucher,
  findVoucherState,
  insertBatch,
  insertCodeHashes,
  listBatches,
  lockBatch,
  markBatchRevoked,
  revokeBatchCodes,
  revokeCode,
} from './repository.ts';

/** Who makes a change: a staff member through the console, or null for `npm run vouchers` on the server. */
export interface Actor {
  staff: number | null;
  ip: string | null;
}

const COMMAND: Actor = { staff: null, ip: null };

/** What the console changes here, as the audit log names it ('voucher.batch.create'). */
const VOUCHER_BATCH: AuditedKind = { record: 'voucher_batch', action: 'voucher.batch', fields: [] };
const VOUCHER: AuditedKind = { record: 'voucher', fields: [] };

/** '1 code', '20,000 codes'. */
const codesText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'code' : 'codes'}`;

export interface BatchRequest {
  name: string;
  value: number;
  currency: Currency;
  count: number;
  /** Capital letters and digits put before each code ('' or absent: none). */
  prefix?: string;
  expiresAt?: Date | null;
}

/** Why a voucher value is refused (null when it is fine): a whole number from 1 to MAX_VOUCHER_VALUE. */
export function voucherValueProblem(value: number): string | null {
  if (!Number.isSafeInteger(value) || value <= 0) return 'The voucher value must be a positive whole number.';
  if (value > MAX_VOUCHER_VALUE) {
    return `The voucher value must be at most ${MAX_VOUCHER_VALUE.toLocaleString('en-US')} (the limit for prices and voucher values).`;
  }
  return null;
}

/** Why a batch is refused (null when it is fine); the console's schema says the same, this guards the command. */
export function batchProblem(request: BatchRequest): string | null {
  const valueProblem = voucherValueProblem(request.value);
  if (valueProblem) return valueProblem;
  if (!Number.isInteger(request.count) || request.count < 1 || request.count > MAX_BATCH_COUNT) {
    return `The count must be 1 to ${MAX_BATCH_COUNT.toLocaleString('en-US')}.`;
  }
  if (request.name.length > BATCH_NAME_MAX) return `The name must be at most ${BATCH_NAME_MAX} characters.`;
  if (request.prefix && !PREFIX_PATTERN.test(request.prefix)) {
    return 'The prefix must be 1 to 10 capital letters and digits.';
  }
  return null;
}

/** Codes are inserted this many at a time: one statement each, memory bounded by the chunk, not the batch. */
const CHUNK = 2000;

/**
 * Makes a batch: its row, `count` codes (only their hashes stored) and the audit row, in ONE transaction;
 * returns the batch and the codes in clear text, the only moment they exist (the audit row never has them).
 * A generated code whose hash is already stored is replaced by a new one, so the batch always has `count`.
 */
export async function createVoucherBatch(
  db: Db,
  request: BatchRequest,
  actor: Actor,
  /** Only the demo seed: these exact codes (the development site's well-known demo codes). */
  given?: readonly string[],
): Promise<{ batch: VoucherBatch; codes: string[] }> {
  const problem = batchProblem(request);
  if (problem) throw badRequest(problem);
  const prefix = request.prefix ?? '';
  const expiresAt = request.expiresAt ?? null;
  const queue = given ? [...given] : null;
  if (queue && queue.length !== request.count)
    throw new Error('createVoucherBatch: count must match the codes');
  const makeCode = queue
    ? () => {
        const code = queue.shift();
        if (code === undefined) throw new Error('createVoucherBatch: a given code is stored already');
        return code;
      }
    : prefix
      ? () => `${prefix}-${newVoucherCode()}`
      : newVoucherCode;
  return db.transaction().execute(async (trx) => {
    const row = await insertBatch(trx, {
      name: request.name,
      value: request.value,
      currency: request.currency,
      count: request.count,
      prefix,
      expiresAt,
      createdBy: actor.staff,
    });
    const target = {
      id: row.id,
      name: request.name,
      value: request.value,
      currency: request.currency,
      expiresAt,
    };
    const codes: string[] = [];
    for (let tries = 0; codes.length < request.count; tries++) {
      if (tries > request.count / CHUNK + 10)
        throw new Error('voucher codes keep colliding; is the generator broken?');
      const fresh = new Map<string, string>();
      const want = Math.min(CHUNK, request.count - codes.length);
      for (let i = 0; i < want; i++) {
        const code = makeCode();
        fresh.set(hashVoucherCode(code), code);
      }
      const inserted = await insertCodeHashes(trx, target, [...fresh.keys()]);
      for (const [hash, code] of fresh) if (inserted.has(hash)) codes.push(code);
    }
    await logChange(trx, VOUCHER_BATCH, actor, {
      verb: 'create',
      id: row.id,
      changes: [
        { field: 'name', old: null, new: request.name },
        { field: 'value', old: null, new: request.value },
        { field: 'currency', old: null, new: request.currency },
        { field: 'count', old: null, new: request.count },
        ...(prefix ? [{ field: 'prefix', old: null, new: prefix }] : []),
        ...(expiresAt ? [{ field: 'expires_at', old: null, new: expiresAt.toISOString() }] : []),
      ],
    });
    const [batch] = await listBatches(trx, { id: row.id, limit: 1, offset: 0 });
    return { batch: toBatch(batch!), codes };
  });
}

/** The console's create: the expiry is a Manila calendar day (its end), today at the earliest. */
export async function createBatchFromConsole(
  db: Db,
  input: {
    name: string;
    value: number;
    currency: Currency;
    count: number;
    prefix: string;
    expiresOn: string;
  },
  actor: Actor,
  now = new Date(),
): Promise<BatchCreated> {
  let expiresAt: Date | null = null;
  if (input.expiresOn) {
    expiresAt = endOfManilaDay(input.expiresOn);
    if (Number.isNaN(expiresAt.getTime())) throw badRequest('The expiry must be a real date.');
    if (expiresAt.getTime() <= now.getTime()) throw badRequest('The expiry date must be today or later.');
    if (expiresAt.getTime() > now.getTime() + (MAX_EXPIRY_DAYS + 1) * 86_400_000) {
      throw badRequest('The expiry date must be within ten years.');
    }
  }
  const made = await createVoucherBatch(db, { ...input, expiresAt }, actor);
  return {
    message: `Batch '${input.name}' made with ${codesText(made.codes.length)}. Download them now: they will not be shown again.`,
    id: made.batch.id,
    ...made,
  };
}

/** `npm run vouchers` and tests: a batch made by a command, its codes in clear text. */
export async function createVouchers(
  db: Db,
  batch: {
    value: number;
    currency: Currency;
    count: number;
    batch?: string;
    prefix?: string;
    expiresAt?: Date | null;
  },
): Promise<string[]> {
  const made = await createVoucherBatch(db, { ...batch, name: batch.batch ?? '' }, COMMAND);
  return made.codes;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const person = (userNum: number | null, userId: string | null) =>
  userNum === null ? null : { userNum, userId: userId ?? `#${userNum}` };

function toBatch(row: BatchRow): VoucherBatch {
  return {
    id: row.id,
    name: row.name,
    value: row.value,
    currency: row.currency,
    count: row.count,
    prefix: row.prefix,
    expiresAt: iso(row.expires_at),
    createdAt: row.created_at.toISOString(),
    createdBy: person(row.created_by, row.created_by_id),
    revokedAt: iso(row.revoked_at),
    revokedBy: person(row.revoked_by, row.revoked_by_id),
    issued: Number(row.issued),
    redeemed: Number(row.redeemed),
    expired: Number(row.expired),
    revoked: Number(row.revoked),
  };
}

export async function batchPage(db: Db, page: number) {
  const total = await countBatches(db);
  const rows = await listBatches(db, { limit: BATCH_PAGE_SIZE, offset: (page - 1) * BATCH_PAGE_SIZE });
  return { data: rows.map(toBatch), page, total, ...pageFields(page, total, BATCH_PAGE_SIZE) };
}

/**
 * Revokes a batch: every code of it not redeemed yet can never be redeemed; codes already redeemed stay
 * so. The batch row is locked first, so two revocations queue; each code is revoked by the same kind of
 * conditional update a redemption makes (repository.ts), so a redemption racing this ends one way or the other.
 */
export async function revokeBatch(db: Db, id: number, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const batch = await lockBatch(trx, id);
    if (!batch) throw notFound('No voucher batch has this number.');
    if (batch.revoked_at) throw conflict('This batch was revoked already.');
    const revoked = await revokeBatchCodes(trx, id);
    const marked = await markBatchRevoked(trx, id, actor.staff);
    await logChange(trx, VOUCHER_BATCH, actor, {
      verb: 'revoke',
      id: id,
      changes: [
        { field: 'revoked_at', old: null, new: iso(marked.revoked_at) },
        { field: 'codes_revoked', old: null, new: revoked },
      ],
    });
    return {
      message: `Batch '${batch.name}' revoked: ${codesText(revoked)} not redeemed yet can no longer be used.`,
      id,
      revoked,
    };
  });
}

/** Revokes one code, as typed by the operator (hashed here; never stored or audited in clear text). */
export async function revokeVoucherCode(db: Db, code: string, actor: Actor) {
  const codeHash = hashVoucherCode(code);
  return db.transaction().execute(async (trx) => {
    const revoked = await revokeCode(trx, codeHash);
    if (!revoked) {
      const found = await findVoucher(trx, codeHash);
      if (!found) throw notFound('No voucher has this code (codes are case-sensitive).');
      if (found.redeemed_at) throw conflict('This code was redeemed already and cannot be revoked.');
      throw conflict('This code was revoked already.');
    }
    await logChange(trx, VOUCHER, actor, {
      verb: 'revoke',
      id: revoked.id,
      changes: [{ field: 'revoked_at', old: null, new: iso(revoked.revoked_at) }],
    });
    return { message: 'The code is revoked: it can no longer be redeemed.', id: revoked.id };
  });
}

/** A code someone reports: its batch, value and state, and when and by whom it was redeemed. */
export async function lookUpVoucher(db: Db, code: string): Promise<VoucherLookup> {
  const found = await findVoucher(db, hashVoucherCode(code));
  if (!found) throw notFound('No voucher has this code (codes are case-sensitive).');
  const status: VoucherStatus = found.redeemed_at
    ? 'redeemed'
    : found.revoked_at
      ? 'revoked'
      : found.expired
        ? 'expired'
        : 'live';
  return {
    id: found.id,
    status,
    value: found.value,
    currency: found.currency,
    batch: found.batch_id === null ? null : { id: found.batch_id, name: found.batch_name ?? '' },
    createdAt: found.created_at.toISOString(),
    expiresAt: iso(found.expires_at),
    redeemedAt: iso(found.redeemed_at),
    redeemedBy: person(found.redeemed_by, found.redeemed_by_id),
    revokedAt: iso(found.revoked_at),
  };
}

/**
 * Redeems a code for a player: the voucher is claimed by a conditional update and the credit booked in
 * the ledger (reference voucher:<id>, unique) in one transaction. Wrong codes are told apart so the
 * player knows what happened; the rate limiter in the route stops guessing.
 */
export async function redeemVoucher(
  db: Db,
  balances: BalanceNotices,
  userNum: number,
  input: { code: string; referral: string },
  idempotency?: IdempotencyClaim | null,
): Promise<CouponResponse> {
  const codeHash = hashVoucherCode(input.code);
  try {
    return await moneyTransaction(db, balances, idempotency, async (trx) => {
      const voucher = await claimVoucher(trx, {
        codeHash,
        code: input.code,
        userNum,
        referral: input.referral,
      });
      if (!voucher) throw new VoucherRefused();
      const balances = await moveMoney(trx, {
        userNum,
        currency: voucher.currency,
        amount: voucher.value,
        source: 'voucher',
        reference: `voucher:${voucher.id}`,
      });
      return {
        message: `Voucher redeemed! ${describeAmount(voucher.value, voucher.currency)} added to your account.`,
        status: 1,
        couponcode: input.code,
        ...balances,
      };
    });
  } catch (error) {
    if (!(error instanceof VoucherRefused)) throw error;
    const state = await findVoucherState(db, codeHash);
    if (!state) throw badRequest(SHOP_MESSAGES.voucherInvalid);
    if (state.redeemed_by !== null) throw conflict(SHOP_MESSAGES.voucherUsed);
    if (state.revoked_at !== null) throw badRequest(SHOP_MESSAGES.voucherRevoked);
    throw badRequest(SHOP_MESSAGES.voucherExpired);
  }
}

class VoucherRefused extends Error {}

/** Top-up History: redeemed vouchers and paid top-ups (modules/payments), newest first, in one paged list. */
export async function topUpHistory(db: Db, userNum: number, page: number): Promise<TopUpHistoryResponse> {
  const total = await countTopUps(db, userNum);
  const rows = await listTopUps(db, userNum, HISTORY_PAGE_SIZE, (page - 1) * HISTORY_PAGE_SIZE);
  return {
    topuphistory: rows.map((r) => ({
      CardCode: r.code,
      DateTopUp: (r.at ?? new Date(0)).toISOString(),
      Cardvalue: r.value,
      currency: r.currency,
      source: r.source,
      priceCentavos: r.amount_centavos,
    })),
    ...pageFields(page, total, HISTORY_PAGE_SIZE),
  };
}
