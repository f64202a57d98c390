// Plain functions only (no zod): the server's refusal and the console's form both use them.
import { manilaReadable } from './manila-time.ts';

/**
 * The operator's maintenance window (docs/product/server-status.md, Maintenance): on from `startsAt` (null:
 * off) until before `endsAt` (null: until turned off). "On now" is a window that started when it was saved.
 */
export interface MaintenanceWindow {
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Where a window stands at an instant: nothing set, not begun yet, on, or over. */
export type MaintenancePhase = 'off' | 'scheduled' | 'on' | 'ended';

/**
 * The one answer to "is the server under maintenance at `at`": on from the start, included, to the end,
 * excluded. Everything that refuses players or shows the state asks this, with the app's clock.
 */
export function maintenancePhase(window: MaintenanceWindow, at: Date): MaintenancePhase {
  if (!window.startsAt) return 'off';
  if (window.endsAt && at.getTime() >= window.endsAt.getTime()) return 'ended';
  if (at.getTime() < window.startsAt.getTime()) return 'scheduled';
  return 'on';
}

/** How long one maintenance may last, and how far ahead one may be set: a typo of a year is refused. */
export const MAINTENANCE_MAX_DAYS = 7;
export const MAINTENANCE_AHEAD_DAYS = 90;
/** The operator's note to players, shown in the banner. */
export const MAINTENANCE_MESSAGE_MAX = 300;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the console asks for: off, on from the moment it is saved (an end optional), or a window. */
export type MaintenanceRequest =
  | { mode: 'off' }
  | { mode: 'now'; until: Date | null }
  | { mode: 'scheduled'; from: Date; until: Date };

/**
 * The rules a request's times must keep at `now`, as messages per field (empty: none broken). The
 * server's service refuses with these; the console shows the same before sending.
 */
export function maintenanceProblems(request: MaintenanceRequest, now: Date): Record<string, string> {
  const problems: Record<string, string> = {};
  if (request.mode === 'off') return problems;
  const until = request.until?.getTime() ?? null;
  const from = request.mode === 'scheduled' ? request.from.getTime() : now.getTime();
  if (request.mode === 'scheduled' && from > now.getTime() + MAINTENANCE_AHEAD_DAYS * DAY_MS) {
    problems.from = `The start may be at most ${MAINTENANCE_AHEAD_DAYS} days from now.`;
  }
  if (until === null) return problems;
  if (request.mode === 'scheduled' && until <= from) problems.until = 'The end must be after the start.';
  else if (until <= now.getTime()) problems.until = 'The end must be in the future.';
  else if (until - from > MAINTENANCE_MAX_DAYS * DAY_MS) {
    problems.until = `A maintenance may last at most ${MAINTENANCE_MAX_DAYS} days.`;
  }
  return problems;
}

/** The one refusal every refused action answers while the server is under maintenance. */
export function maintenanceRefusalText(endsAt: Date | null): string {
  return endsAt
    ? `The server is under maintenance until ${manilaReadable(endsAt)} (Manila time). Please try again then.`
    : 'The server is under maintenance. Please try again later.';
}
