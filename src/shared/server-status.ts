// Plain constants only (no zod): the header's status line imports these after the first paint.
import { manilaReadable } from './manila-time.ts';

/** The game server's state as players see it (docs/product/server-status.md). */
export const SERVER_STATES = ['online', 'maintenance', 'offline'] as const;
export type ServerState = (typeof SERVER_STATES)[number];

/** Each state in words: the state is always written, never shown by its colour alone. */
export const SERVER_STATE_TEXT: Record<ServerState, string> = {
  online: 'Online',
  maintenance: 'Maintenance',
  offline: 'Offline',
};

/** The label every made-up figure carries, on the public pages, the launcher and the console. */
export const SIMULATED_TEXT = 'Simulated';

/**
 * "1 player" / "1,234 players", digits grouped as src/shared/numbers.ts groups them. Written here rather
 * than imported from there: the header's status line would then wait for the file the side panels share
 * numbers.ts in (vite.config.ts, layout-later), and the page's hydration waits for the header's line.
 */
export function playersText(count: number): string {
  const digits = String(Math.max(0, Math.round(count))).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${digits} ${count === 1 ? 'player' : 'players'}`;
}

/** The maintenance banner's first line: until when, on the Manila clock, when the operator said. */
export function maintenanceBannerText(until: string | null): string {
  return until
    ? `The server is under maintenance until ${manilaReadable(until)} (Manila time).`
    : 'The server is under maintenance.';
}
