import { z } from 'zod';

/** A row of work for the game that failed too often and waits for an operator (GET /api/admin/game). */
const parkedRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['create_login', 'set_ban', 'deliver_items', 'cancel_item', 'character_service']),
  gameUserId: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  parkedAt: z.string(),
});
export type ParkedRow = z.infer<typeof parkedRowSchema>;

/**
 * GET /api/admin/game: the bridge to the game's database as it stands. `off` when no game database is
 * configured (the site keeps its own world); otherwise whether the game answered last time, when, the
 * outbox's depth and age, and the parked rows (docs/product/game-bridge.md).
 */
export const gameStatusSchema = z.discriminatedUnion('bridge', [
  z.object({ bridge: z.literal('off') }),
  z.object({
    bridge: z.literal('on'),
    profile: z.string(),
    passwordForm: z.enum(['plain', 'md5-19']),
    /** null until the worker has tried once since the site started. */
    reachable: z.boolean().nullable(),
    lastContactAt: z.string().nullable(),
    lastError: z.string().nullable(),
    outbox: z.object({
      /** Rows still to deliver, parked ones included. */
      waiting: z.number().int(),
      parked: z.number().int(),
      /** When the oldest row still to deliver was written; null when none waits. */
      oldestAt: z.string().nullable(),
    }),
    parkedRows: z.array(parkedRowSchema),
  }),
]);
export type GameStatus = z.infer<typeof gameStatusSchema>;

export const outboxRowParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** GET /api/admin/game/check: what `npm run game:check` reports, read-only. */
export const gameCheckSchema = z.object({
  findings: z.array(
    z.object({ level: z.enum(['ok', 'warn', 'error']), text: z.string(), fix: z.string().optional() }),
  ),
});
export type GameCheck = z.infer<typeof gameCheckSchema>;
