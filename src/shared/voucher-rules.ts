// Plain constants and helpers only (no zod): the console's form reads them too.
/** The rules of voucher batches (docs/product/vouchers.md). */
import { manilaDate, manilaDayStart } from './manila-time.ts';

/** Most codes one batch may have: "tens of thousands", and a response that stays a couple of megabytes. */
export const MAX_BATCH_COUNT = 50_000;
export const BATCH_NAME_MAX = 40;
/** A prefix is put before the random part ('SUMMER-K7QM-2XHD-9PRA-WT4E'): capital letters and digits. */
export const PREFIX_PATTERN = /^[A-Z0-9]{1,10}$/;
export const PREFIX_MAX = 10;
/** An expiry date may be at most this many days ahead (ten years). */
export const MAX_EXPIRY_DAYS = 3650;
/** Batches a page of the console's list. */
export const BATCH_PAGE_SIZE = 20;

export type VoucherStatus = 'live' | 'redeemed' | 'expired' | 'revoked';

export const VOUCHER_STATUS_LABEL: Record<VoucherStatus, string> = {
  live: 'Not redeemed yet',
  redeemed: 'Redeemed',
  expired: 'Expired',
  revoked: 'Revoked',
};

/**
 * The instant a batch expiring "on" a Manila calendar date stops working: the end of that day in Manila
 * (midnight +08:00 of the next day). Manila has no daylight saving, so this is exact.
 */
export function endOfManilaDay(date: string): Date {
  const start = manilaDayStart(date);
  // Date.parse rolls '2026-02-30' over to 2 March: only a date that reads back the same is real.
  const real = !Number.isNaN(start.getTime()) && manilaDate(start) === date;
  return real ? manilaDayStart(date, 1) : new Date(Number.NaN);
}

/** The codes of a batch as CSV text (one header line, then one code a line): what the console downloads. */
export function codesCsv(
  batch: { name: string; value: number; currency: string; expiresAt: string | null },
  codes: readonly string[],
): string {
  // A name a spreadsheet would read as a formula is written as text; commas and quotes are quoted.
  const cell = (text: string) => {
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const tail = `,${batch.value},${batch.currency},${batch.expiresAt ?? ''},${cell(batch.name)}`;
  const lines = ['code,value,currency,expires_at,batch'];
  for (const code of codes) lines.push(`${code}${tail}`);
  return `${lines.join('\r\n')}\r\n`;
}
