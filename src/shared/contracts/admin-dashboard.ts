import { z } from 'zod';

/** How many Manila days the overview's charts cover, today included (docs/product/dashboard.md). */
export const DASHBOARD_DAYS = 30;
/** How many Manila calendar months the revenue by month covers, this month included. */
export const REVENUE_MONTHS = 12;
/** How many items the best-seller list names. */
export const BEST_SELLER_COUNT = 5;

const count = z.number().int().nonnegative();
/** One figure per day, oldest first, in the order of `days`. */
const series = z.array(count);

/**
 * Revenue: the pesos of paid top-up orders (docs/product/dashboard.md), in whole centavos (₱1 = 100), with
 * how many payments made them, per period (a day or a month).
 */
const revenueSeriesSchema = z.object({
  centavos: z.array(count),
  payments: z.array(count),
});

/** How many minutes apart the players-online samples are (docs/product/server-status.md). */
export const PLAYERS_SLOT_MINUTES = 5;
/** The recent chart's slots: the last 24 hours, the current slot last. */
export const PLAYERS_RECENT_SLOTS = (24 * 60) / PLAYERS_SLOT_MINUTES;

/**
 * The players online as the sampler stored them: the last 24 hours slot by slot, and each of the period's
 * days by its peak. null where no sample was taken (the site was not running, or the game did not
 * answer); `simulated` when any figure shown is made up (docs/product/server-status.md).
 */
const playersOnlineSchema = z.object({
  recent: z.object({
    /** The first slot's start (ISO 8601); each next one is PLAYERS_SLOT_MINUTES later. */
    from: z.string(),
    players: z.array(count.nullable()),
    simulated: z.boolean(),
  }),
  /** Each day's highest sample, in the order of `days`. */
  dailyPeaks: z.object({ players: z.array(count.nullable()), simulated: z.boolean() }),
});
export type PlayersOnlineHistory = z.infer<typeof playersOnlineSchema>;

/**
 * GET /api/admin/dashboard: the overview's figures for the last DASHBOARD_DAYS Manila days. The last
 * element of each series is today (so far), the one before it yesterday. What each figure counts:
 * docs/product/dashboard.md.
 */
export const dashboardSchema = z.object({
  /** The Manila dates the series cover, 'YYYY-MM-DD', oldest first; the last is today. */
  days: z.array(z.string()),
  series: z.object({
    registrations: series,
    signIns: series,
    /** R-Coin credited by paid top-ups (the ledger's payment rows): not pesos, see `revenue`. */
    rcoinTopUps: series,
    /** R-Coin credited by redeemed vouchers (Milleage vouchers are not R-Coin). */
    rcoinVouchers: series,
    /** R-Coin staff added by balance adjustments (positive ones only; a debit is not subtracted). */
    rcoinGrants: series,
    rcoinSpent: series,
    milleageSpent: series,
    /** Orders placed (a cart checkout or a buy-now is one order). */
    orders: series,
  }),
  /** Real money only: pesos paid for top-ups, never R-Coin from vouchers or grants. */
  revenue: z.object({
    /** Per day of `days`. */
    daily: revenueSeriesSchema,
    /** The REVENUE_MONTHS Manila months 'YYYY-MM', oldest first; the last is this month (so far). */
    months: z.array(z.string()),
    /** Per month of `months`. */
    monthly: revenueSeriesSchema,
  }),
  /** The most bought items over the whole period, most units first. */
  bestSellers: z.array(z.object({ productNum: z.number().int(), name: z.string(), units: count })),
  /**
   * Support tickets waiting for staff now (open, or answered by the player). Optional in the shape so that
   * an overview without the figure shows none rather than a made-up one.
   */
  openTickets: count.optional(),
  playersOnline: playersOnlineSchema,
  /** When these figures were read (they are kept for a minute). */
  generatedAt: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardSeries = keyof Dashboard['series'];
