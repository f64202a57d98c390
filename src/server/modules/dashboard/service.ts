import { BEST_SELLER_COUNT, DASHBOARD_DAYS, type Dashboard } from '#shared/contracts/admin-dashboard.ts';
import { manilaDate, manilaDayStart } from '#shared/manila-time.ts';
import type { Db } from '../../db/database.ts';
import {
  type ByDay,
  bestSellers,
  ledgerByDay,
  ordersByDay,
  type Period,
  registrationsByDay,
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

/** GET /api/admin/dashboard: one query per series, run side by side (docs/product/dashboard.md). */
export async function loadDashboard(db: Db, now: Date = new Date()): Promise<Dashboard> {
  const period = dashboardPeriod(now);
  const [registrations, signIns, ledger, orders, sellers, openTickets] = await Promise.all([
    registrationsByDay(db, period),
    signInsByDay(db, period),
    ledgerByDay(db, period),
    ordersByDay(db, period),
    bestSellers(db, period, BEST_SELLER_COUNT),
    ticketsWaitingForStaff(db),
  ]);
  const fill = (counts: ByDay) => period.days.map((day) => counts.get(day) ?? 0);
  return {
    days: period.days,
    series: {
      registrations: fill(registrations),
      signIns: fill(signIns),
      rcoinCredited: fill(ledger.rcoinCredited),
      rcoinSpent: fill(ledger.rcoinSpent),
      milleageSpent: fill(ledger.milleageSpent),
      orders: fill(orders),
    },
    bestSellers: sellers,
    openTickets,
    generatedAt: now.toISOString(),
  };
}
