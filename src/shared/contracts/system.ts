import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
  /** Present when rate limits are shared through Redis: 'degraded' while it is unreachable (limits then per instance). */
  redis: z.enum(['up', 'degraded']).optional(),
  /**
   * The game bridge (docs/product/game-bridge.md): 'off' without a game database, 'degraded' while the game
   * cannot be reached (work waits in the outbox; the site serves on), with when it last answered.
   */
  game: z.object({
    status: z.enum(['ok', 'degraded', 'off']),
    lastContactAt: z.iso.datetime().nullable(),
  }),
});
