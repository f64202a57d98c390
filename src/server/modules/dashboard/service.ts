import {
  BEST_SELLER_COUNT,
  DASHBOARD_DAYS,
  type Dashboard,
  PLAYERS_RECENT_SLOTS,
  PLAYERS_SLOT_MINUTES,
  type PlayersOnlineHistory,
  REVENUE_MONTHS,
} from '#shared/contracts/admin-dashboard.ts';
import { manilaDate, manilaDayStart, manilaMonthKey, previousMonthKey } from '#shared/manila-time.ts';
import type { Db } from '../../db/database.ts';
import {
  type ByDay,
  bestSellers,
  ledgerByDay,
  ordersByDay,
  type Period,
  playersOnlinePeaksByDay,
  playersOnlineSamples,
  type Revenue,
  registrationsByDay,
  revenueBy,
  signInsByDay,
  ticketsWaitingForStaff,
} from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The overview's period: the DASHBOARD_DAYS Manila dates ending with today's, and the instants that bound
 * them (the first date's midnight, inclusive, to tomorrow's, exclusive).
 */
export function dashboardPeriod(now: Date): Period & { days: string[] } {
  const todayStart = manilaDayStart(manilaDate(now)).getTime();
  const from = todayStart - (DASHBOARD_DAYS - 1) * DAY_MS;
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => manilaDate(from + i * DAY_MS));
  return { days, from: new Date(from), until: new Date(todayStart + DAY_MS) };
}

/**
 * The revenue's months: the REVENUE_MONTHS Manila calendar months ending with this one, and the instants
 * that bound them: the first month's first midnight, inclusive, to the end of today, exclusive (as the
 * days' period ends), so this month is counted so far.
 */
export function revenuePeriod(now: Date): Period & { months: string[] } {
  const months = [manilaMonthKey(now)];
  while (months.length < REVENUE_MONTHS) months.unshift(previousMonthKey(months[0] as string));
  return {
    months,
    from: manilaDayStart(`${months[0]}-01`),
    until: manilaDayStart(manilaDate(now), 1),
  };
}

/** A revenue series in the order of `keys`; a day or month without a payment is ₱0.00 from 0 payments. */
function revenueSeries(keys: readonly string[], by: Map<string, Revenue>) {
  return {
    centavos: keys.map((key) => by.get(key)?.centavos ?? 0),
    payments: keys.map((key) => by.get(key)?.payments ?? 0),
  };
}

const SLOT_MS = PLAYERS_SLOT_MINUTES * 60_000;

/**
 * The players online (docs/product/server-status.md): the 288 slots of the last 24 hours ending with the
 * current one, and each day's peak.
 */
async function playersOnline(
  db: Db,
  now: Date,
  period: Period & { days: string[] },
): Promise<PlayersOnlineHistory> {
  const current = now.getTime() - (now.getTime() % SLOT_MS);
  const from = current - (PLAYERS_RECENT_SLOTS - 1) * SLOT_MS;
  const [samples, peaks] = await Promise.all([
    playersOnlineSamples(db, new Date(from), new Date(current + SLOT_MS)),
    playersOnlinePeaksByDay(db, period),
  ]);
  const players: (number | null)[] = Array.from({ length: PLAYERS_RECENT_SLOTS }, () => null);
  for (const sample of samples) players[(sample.slot.getTime() - from) / SLOT_MS] = sample.players;
  return {
    recent: {
      from: new Date(from).toISOString(),
      players,
      simulated: samples.some((sample) => sample.simulated),
    },
    dailyPeaks: {
      players: period.days.map((day) => peaks.get(day)?.peak ?? null),
      simulated: [...peaks.values()].some((peak) => peak.simulated),
    },
  };
}

/** GET /api/admin/dashboard: one query per series, run side by side (docs/product/dashboard.md). */
export async function loadDashboard(db: Db, now: Date = new Date()): Promise<Dashboard> {
  const period = dashboardPeriod(now);
  const months = revenuePeriod(now);
  const [registrations, signIns, ledger, orders, sellers, openTickets, online, revenueDaily, revenueMonthly] =
    await Promise.all([
      registrationsByDay(db, period),
      signInsByDay(db, period),
      ledgerByDay(db, period),
      ordersByDay(db, period),
      bestSellers(db, period, BEST_SELLER_COUNT),
      ticketsWaitingForStaff(db),
      playersOnline(db, now, period),
      revenueBy(db, 'day', period),
      revenueBy(db, 'month', months),
    ]);
  const fill = (counts: ByDay) => period.days.map((day) => counts.get(day) ?? 0);
  return {
    days: period.days,
    series: {
      registrations: fill(registrations),
      signIns: fill(signIns),
      rcoinTopUps: fill(ledger.rcoinTopUps),
      rcoinVouchers: fill(ledger.rcoinVouchers),
      rcoinGrants: fill(ledger.rcoinGrants),
      rcoinSpent: fill(ledger.rcoinSpent),
      milleageSpent: fill(ledger.milleageSpent),
      orders: fill(orders),
    },
    revenue: {
      daily: revenueSeries(period.days, revenueDaily),
      months: months.months,
      monthly: revenueSeries(months.months, revenueMonthly),
    },
    bestSellers: sellers,
    openTickets,
    playersOnline: online,
    generatedAt: now.toISOString(),
  };
}
