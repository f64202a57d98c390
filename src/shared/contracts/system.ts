import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
  /** Present when rate limits are shared through Redis: 'degraded' while it is unreachable (limits then per instance). */
  redis: z.enum(['up', 'degraded']).optional(),
});
