// Plain constants only (no zod): the header's status line imports these after the first paint.
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

/** "1 player" / "1,234 players". */
export function playersText(count: number, formatWhole: (value: number) => string): string {
  return `${formatWhole(count)} ${count === 1 ? 'player' : 'players'}`;
}
