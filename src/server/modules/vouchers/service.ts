import type { CouponResponse, TopUpHistoryResponse } from '#shared/contracts/shop.ts';
import { pageFields } from '#shared/pager.ts';
import type { Currency } from '#shared/shop-rules.ts';
import { HISTORY_PAGE_SIZE, MAX_VOUCHER_VALUE, SHOP_MESSAGES } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';
import type { IdempotencyClaim } from '../../db/idempotency-repository.ts';
import { badRequest, conflict } from '../../http-error.ts';
import { describeAmount, moneyTransaction, moveMoney } from '../wallet/service.ts';
import { hashVoucherCode, newVoucherCode } from './codes.ts';
import { claimVoucher, countRedeemed, findVoucherState, insertVouchers, listRedeemed } from './repository.ts';

export interface VoucherBatch {
  value: number;
  currency: Currency;
  count: number;
  batch?: string;
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

/** Makes `count` new codes and returns them in clear text: the only moment they exist unhashed. */
export async function createVouchers(db: Db, batch: VoucherBatch): Promise<string[]> {
  const valueProblem = voucherValueProblem(batch.value);
  if (valueProblem) throw new Error(valueProblem);
  if (!Number.isInteger(batch.count) || batch.count < 1 || batch.count > 10_000)
    throw new Error('count must be between 1 and 10000');
  const codes = Array.from({ length: batch.count }, newVoucherCode);
  const made = await insertVouchers(
    db,
    codes.map((code) => ({
      codeHash: hashVoucherCode(code),
      value: batch.value,
      currency: batch.currency,
      batch: batch.batch ?? '',
      expiresAt: batch.expiresAt ?? null,
    })),
  );
  if (made !== codes.length) throw new Error('a generated code collided; run the command again');
  return codes;
}

/**
 * Redeems a code for a player: the voucher is claimed by a conditional update and the credit booked in
 * the ledger (reference voucher:<id>, unique) in one transaction. Wrong codes are told apart so the
 * player knows what happened; the rate limiter in the route stops guessing.
 */
export async function redeemVoucher(
  db: Db,
  userNum: number,
  input: { code: string; referral: string },
  idempotency?: IdempotencyClaim | null,
): Promise<CouponResponse> {
  const codeHash = hashVoucherCode(input.code);
  try {
    return await moneyTransaction(db, idempotency, async (trx) => {
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
    throw badRequest(SHOP_MESSAGES.voucherExpired);
  }
}

class VoucherRefused extends Error {}

export async function topUpHistory(db: Db, userNum: number, page: number): Promise<TopUpHistoryResponse> {
  const total = await countRedeemed(db, userNum);
  const rows = await listRedeemed(db, userNum, HISTORY_PAGE_SIZE, (page - 1) * HISTORY_PAGE_SIZE);
  return {
    topuphistory: rows.map((r) => ({
      CardCode: r.redeemed_code ?? '',
      DateTopUp: (r.redeemed_at ?? new Date(0)).toISOString(),
      Cardvalue: r.value,
      currency: r.currency,
    })),
    ...pageFields(page, total, HISTORY_PAGE_SIZE),
  };
}
