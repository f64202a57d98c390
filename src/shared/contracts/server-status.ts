import { z } from 'zod';
import { SERVER_STATES } from '../server-status.ts';

const count = z.number().int().nonnegative();

/**
 * GET /api/server-status: the game server's state and the players online, as every public page and the
 * launcher page show them (docs/product/server-status.md). Cached 30 s.
 */
export const serverStatusSchema = z.object({
  state: z.enum(SERVER_STATES),
  /** Characters online now; null when the game's database did not answer. */
  playersOnline: count.nullable(),
  /** The figure is made up by the site: it has no game to count (the bridge off, or the demo). */
  simulated: z.boolean(),
  /** When the state was found (ISO 8601). */
  checkedAt: z.string(),
});
export type ServerStatus = z.infer<typeof serverStatusSchema>;

/**
 * GET /api/admin/server-status (the console's Game page): what players see, the operator's switch, and how
 * the state is found: a TCP probe of GAME_LOGIN_SERVER, whether the game's database answers, or nothing
 * to ask (assumed online: no login server and no bridge, or the demo).
 */
export const adminServerStatusSchema = z.object({
  shown: serverStatusSchema,
  maintenance: z.boolean(),
  stateSource: z.enum(['login-server', 'game-database', 'assumed']),
  /** host:port of GAME_LOGIN_SERVER, or null when it is not set. */
  loginServer: z.string().nullable(),
});
export type AdminServerStatus = z.infer<typeof adminServerStatusSchema>;

/** PUT /api/admin/server-status/maintenance: the operator's switch (audited). */
export const maintenanceSaveSchema = z.object({ maintenance: z.boolean() });
export type MaintenanceSave = z.infer<typeof maintenanceSaveSchema>;
