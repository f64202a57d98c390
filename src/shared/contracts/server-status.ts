import { z } from 'zod';
import { MAINTENANCE_MESSAGE_MAX } from '../maintenance.ts';
import { SERVER_STATES } from '../server-status.ts';
import { versionField } from './versions.ts';

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
  /**
   * While the server is under maintenance (state 'maintenance'): its expected end (ISO 8601, null when the
   * operator gave none) and the operator's note to players; null otherwise. Every public page's banner.
   */
  maintenance: z.object({ until: z.string().nullable(), message: z.string().nullable() }).nullable(),
});
export type ServerStatus = z.infer<typeof serverStatusSchema>;

/** The operator's maintenance window as the console's form loads it, and where it stands now. */
const maintenanceViewSchema = z.object({
  /** off: nothing set; scheduled: not begun; on: players are refused now; ended: the last one is over. */
  phase: z.enum(['off', 'scheduled', 'on', 'ended']),
  /** ISO 8601 instants; null: off (from), or no end given (until). */
  from: z.string().nullable(),
  until: z.string().nullable(),
  message: z.string().nullable(),
  ...versionField,
});
export type MaintenanceView = z.infer<typeof maintenanceViewSchema>;

/**
 * GET /api/admin/server-status (the console's Game page): what players see, the operator's maintenance
 * window, and how the state is found: a TCP probe of GAME_LOGIN_SERVER, whether the game's database
 * answers, or nothing to ask (assumed online: no login server and no bridge, or the demo).
 */
export const adminServerStatusSchema = z.object({
  shown: serverStatusSchema,
  maintenance: maintenanceViewSchema,
  stateSource: z.enum(['login-server', 'game-database', 'assumed']),
  /** host:port of GAME_LOGIN_SERVER, or null when it is not set. */
  loginServer: z.string().nullable(),
});
export type AdminServerStatus = z.infer<typeof adminServerStatusSchema>;

const instant = (name: string) =>
  z
    .string()
    .max(40, `${name} must be a date and time.`)
    .pipe(z.iso.datetime({ offset: true, error: `${name} must be a date and time.` }))
    .nullish()
    .transform((v) => v ?? null);

/**
 * PUT /api/admin/server-status/maintenance (versioned, audited): off; on now, with an expected end or none;
 * or scheduled from `from` until `until`. The rules that depend on the clock (the end in the future, the
 * bounds) are src/shared/maintenance.ts's, applied by the server with its own clock.
 */
export const maintenanceSaveSchema = z
  .object({
    mode: z.enum(['off', 'now', 'scheduled'], { error: 'Choose off, on now or scheduled.' }),
    from: instant('The start'),
    until: instant('The end'),
    message: z
      .string()
      .trim()
      .max(MAINTENANCE_MESSAGE_MAX, `The message may be at most ${MAINTENANCE_MESSAGE_MAX} characters.`)
      .nullish()
      .transform((v) => (v ? v : null)),
    ...versionField,
  })
  .superRefine((value, ctx) => {
    if (value.mode !== 'scheduled') return;
    if (!value.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Give the start.' });
    if (!value.until) ctx.addIssue({ code: 'custom', path: ['until'], message: 'Give the end.' });
  });
export type MaintenanceSave = z.input<typeof maintenanceSaveSchema>;
/** The save as the server reads it: absent bounds and an empty message are null. */
export type MaintenanceSaveBody = z.output<typeof maintenanceSaveSchema>;
