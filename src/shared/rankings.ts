// Plain constants only (no zod): the client imports these on its first paint.
import { formatWhole } from './numbers.ts';
export const RANKING_LIMIT = 100;
export const SIDE_RANKING_LIMIT = 10;
/**
 * How many calendar months (Manila) the monthly lists can be asked for: the current one and the 11 before
 * it. The rankings page offers the same months; the API refuses others, which keeps the set of distinct
 * ranking answers (and so the uncached database work a client can cause) bounded.
 */
export const RANKING_MONTHS = 12;

/** '12h 05m' for 725 minutes; '0m' for none. */
export function formatPlayTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${formatWhole(h)}h ${String(m).padStart(2, '0')}m` : `${m}m`;
}
