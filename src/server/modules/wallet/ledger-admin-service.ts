import {
  LEDGER_CHECK_LIST,
  LEDGER_DAILY_DEFAULT_DAYS,
  LEDGER_DAILY_MAX_DAYS,
  LEDGER_MESSAGES,
  LEDGER_PAGE_SIZE,
  type LedgerCheck,
  type LedgerDaily,
  type LedgerFilterQuery,
  type LedgerList,
  type LedgerQuery,
} from '#shared/contracts/admin-ledger.ts';
import { manilaDate, manilaDayStart } from '#shared/manila-time.ts';
import { pageFields } from '#shared/pager.ts';
import { batchedCsv } from '../../csv.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http-error.ts';
import * as repo from './ledger-admin-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Calendar arithmetic on 'YYYY-MM-DD' dates: the date of a UTC midnight. */
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function toFilter(db: Db, query: LedgerFilterQuery): Promise<repo.LedgerFilter> {
  const filter: repo.LedgerFilter = {};
  if (query.player) filter.userNums = await repo.accountsNamed(db, query.player);
  if (query.source) filter.source = query.source;
  if (query.currency) filter.currency = query.currency;
  if (query.from) filter.from = manilaDayStart(query.from);
  if (query.to) filter.until = manilaDayStart(query.to, 1);
  return filter;
}

type Row = Awaited<ReturnType<typeof repo.ledgerPage>>[number];

/** GET /api/admin/ledger: one page of 50 rows, newest first. */
export async function ledgerPage(db: Db, query: LedgerQuery): Promise<LedgerList> {
  const filter = await toFilter(db, query);
  const [rows, total] = await Promise.all([
    repo.ledgerPage(db, filter, LEDGER_PAGE_SIZE, (query.page - 1) * LEDGER_PAGE_SIZE),
    repo.countLedger(db, filter),
  ]);
  return {
    data: rows.map((r: Row) => ({
      id: r.id,
      at: r.created_at.toISOString(),
      userNum: r.user_num,
      userId: r.user_id ?? '',
      currency: r.currency,
      amount: r.amount,
      balanceAfter: r.balance_after,
      source: r.source,
      reference: r.reference,
    })),
    page: query.page,
    total,
    ...pageFields(query.page, total, LEDGER_PAGE_SIZE),
  };
}

const LEDGER_CSV_HEADER = [
  'id',
  'time_utc',
  'user_num',
  'user_id',
  'currency',
  'amount',
  'balance_after',
  'source',
  'reference',
] as const;

/** GET /api/admin/ledger.csv: every filtered row, oldest first, streamed in batches. */
export async function ledgerCsv(db: Db, query: LedgerFilterQuery): Promise<AsyncGenerator<string>> {
  const filter = await toFilter(db, query);
  return batchedCsv(
    LEDGER_CSV_HEADER,
    (after, limit) => repo.ledgerBatch(db, filter, after, limit),
    (r) => [
      r.id,
      r.created_at.toISOString(),
      r.user_num,
      r.user_id ?? '',
      r.currency,
      r.amount,
      r.balance_after,
      r.source,
      r.reference,
    ],
  );
}

/**
 * GET /api/admin/ledger/daily: totals per Manila day, source and currency. Without dates: the last 30 days
 * up to today; with only one, 30 days from or up to it. At most LEDGER_DAILY_MAX_DAYS days.
 */
export async function ledgerDaily(db: Db, query: LedgerFilterQuery, now = new Date()): Promise<LedgerDaily> {
  const span = (LEDGER_DAILY_DEFAULT_DAYS - 1) * DAY_MS;
  const to =
    query.to ?? (query.from ? dateOf(Date.parse(`${query.from}T00:00:00Z`) + span) : manilaDate(now));
  const from = query.from ?? dateOf(Date.parse(`${to}T00:00:00Z`) - span);
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (!(days <= LEDGER_DAILY_MAX_DAYS)) throw badRequest(LEDGER_MESSAGES.tooLong);
  const filter = await toFilter(db, { ...query, from, to });
  const rows = await repo.dailyTotals(db, filter);
  return {
    from,
    to,
    data: rows.map((r) => ({
      day: r.day,
      source: r.source,
      currency: r.currency,
      total: Number(r.total),
      rows: Number(r.n),
    })),
  };
}

/** GET /api/admin/ledger/check: the balances that differ from the sum of their ledger rows. */
export async function ledgerCheck(db: Db): Promise<LedgerCheck> {
  const { checked, mismatched, rows } = await repo.balanceCheck(db, LEDGER_CHECK_LIST);
  return {
    checked,
    mismatched,
    data: rows.map((r) => ({
      userNum: r.user_num,
      userId: r.user_id,
      currency: r.currency,
      balance: r.balance,
      ledgerSum: r.ledger_sum,
    })),
  };
}
