import type { DashboardSeries } from '#shared/contracts/admin-dashboard.ts';

/** What the overview calls each series (docs/product/dashboard.md says what each counts). */
export const SERIES_LABEL: Record<DashboardSeries, string> = {
  registrations: 'Registrations',
  signIns: 'Sign-ins',
  rcoinTopUps: 'R-Coin from top-ups',
  rcoinVouchers: 'R-Coin from vouchers',
  rcoinGrants: 'R-Coin granted by staff',
  rcoinSpent: 'R-Coin spent',
  milleageSpent: 'Milleage spent',
  orders: 'Orders',
};

/** The tiles, in this order. */
export const TILE_SERIES: readonly DashboardSeries[] = [
  'registrations',
  'signIns',
  'orders',
  'rcoinTopUps',
  'rcoinVouchers',
  'rcoinGrants',
  'rcoinSpent',
  'milleageSpent',
];

/**
 * The charts: series that share a unit and a meaning share a chart; R-Coin credited is kept apart from
 * R-Coin spent, and none of it is revenue (the pesos have a section of their own, dashboard-revenue.tsx).
 * The first line is gold, the second pale blue, the third pale green.
 */
export const CHARTS: readonly { id: string; title: string; series: readonly DashboardSeries[] }[] = [
  { id: 'players', title: 'Players', series: ['registrations', 'signIns'] },
  {
    id: 'rcoin-credited',
    title: 'R-Coin credited: top-ups / vouchers / grants',
    series: ['rcoinTopUps', 'rcoinVouchers', 'rcoinGrants'],
  },
  { id: 'rcoin-spent', title: 'R-Coin spent', series: ['rcoinSpent'] },
  { id: 'milleage', title: 'Milleage spent', series: ['milleageSpent'] },
  { id: 'orders', title: 'Orders', series: ['orders'] },
];
export const LINE_COLORS = ['#e0b455', '#8fc1e3', '#9fd69a'] as const;

/** 'Nov 23' for the Manila date '2026-11-23'. */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export const formatCount = (value: number) => value.toLocaleString('en-US');

/**
 * The console's words for the game server (docs/product/server-status.md). The players' own wording is
 * src/shared/server-status.ts, which the header's status line keeps in its own file: the console importing
 * it too would split it into a file of its own, a name more in the first chunk's list of preloads.
 */
export const SERVER_STATE_LABEL = {
  online: 'Online',
  maintenance: 'Maintenance',
  offline: 'Offline',
} as const;
/** What every made-up figure is labelled with, as on the public pages. */
export const SIMULATED_LABEL = 'Simulated';
