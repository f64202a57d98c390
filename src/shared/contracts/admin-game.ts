import { z } from 'zod';
import { wholeNumber } from './whole-number.ts';

/** GET /api/admin/game: the console's Game page (docs/product/game-bridge.md, "The console's Game page"). */
export const gameConsoleSchema = z.object({
  /** False without GAME_DATABASE_URL: the site keeps its own world and the rest is empty. */
  configured: z.boolean(),
  profile: z.string().nullable(),
  /** Null before the bridge first tried to reach the game. */
  reachable: z.boolean().nullable(),
  lastContactAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  outbox: z.object({
    /** Rows still to deliver, parked ones included. */
    waiting: z.number().int(),
    parked: z.number().int(),
    oldestAgeSeconds: z.number().int().nullable(),
  }),
  /** The oldest parked rows (at most 50), each with the error that parked it. */
  parked: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      gameUserId: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      parkedAt: z.iso.datetime(),
    }),
  ),
  /** What the operator should know about the profile (the plain profile keeps passwords readable). */
  warnings: z.array(z.string()),
});
export type GameConsole = z.infer<typeof gameConsoleSchema>;

export const outboxRowParamsSchema = z.strictObject({
  id: wholeNumber({ name: 'id', min: 1, max: Number.MAX_SAFE_INTEGER }),
});

export const outboxRetrySchema = z.object({ message: z.string() });
export type OutboxRetry = z.infer<typeof outboxRetrySchema>;
