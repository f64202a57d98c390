import type { MaintenanceSaveBody, MaintenanceView } from '#shared/contracts/server-status.ts';
import {
  type MaintenanceRequest,
  type MaintenanceWindow,
  maintenancePhase,
  maintenanceProblems,
} from '#shared/maintenance.ts';
import type { Editor } from '../../db/audit.ts';
import { type AuditedKind, changeRecord } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http-error.ts';
import { announceMaintenance } from '../discord/service.ts';
import * as repo from './repository.ts';

/**
 * The operator's maintenance window (docs/product/server-status.md, Maintenance): where it stands at an
 * instant, as players and the console see it, and the console's save.
 */

/** The maintenance on now, as players are told of it: its expected end (null: none given) and note. */
export interface MaintenanceNow {
  until: Date | null;
  message: string | null;
}

const windowOf = (row: Pick<repo.MaintenanceRow, 'starts_at' | 'ends_at'>): MaintenanceWindow => ({
  startsAt: row.starts_at,
  endsAt: row.ends_at,
});

/** The maintenance on at `at`, or null (off, not begun, or over). */
export function maintenanceNow(row: repo.MaintenanceRow, at: Date): MaintenanceNow | null {
  if (maintenancePhase(windowOf(row), at) !== 'on') return null;
  return { until: row.ends_at, message: row.message };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The window as the console's form loads it. */
export function maintenanceView(row: repo.MaintenanceRow, at: Date): MaintenanceView {
  return {
    phase: maintenancePhase(windowOf(row), at),
    from: iso(row.starts_at),
    until: iso(row.ends_at),
    message: row.message,
    version: row.version,
  };
}

type Stored = Pick<repo.MaintenanceRow, 'starts_at' | 'ends_at' | 'message'>;

/** The window's audit rows: 'game.maintenance' on the one row, each bound as an ISO instant. */
const MAINTENANCE: AuditedKind<'from' | 'until' | 'message'> = {
  record: 'server_status',
  action: 'game',
  fields: ['from', 'until', 'message'],
  table: 'server_maintenance',
  view: (row: Stored) => ({ from: iso(row.starts_at), until: iso(row.ends_at), message: row.message }),
};

function requestOf(body: MaintenanceSaveBody): MaintenanceRequest {
  const until = body.until ? new Date(body.until) : null;
  if (body.mode === 'off') return { mode: 'off' };
  if (body.mode === 'now') return { mode: 'now', until };
  // The contract refuses a scheduled save without both.
  if (!body.from || !until) throw badRequest('Give the start and the end.');
  return { mode: 'scheduled', from: new Date(body.from), until };
}

/** What the row becomes: "on now" keeps the start of a maintenance already on, so only the end moves. */
function nextRow(request: MaintenanceRequest, message: string | null, before: Stored, now: Date): Stored {
  if (request.mode === 'off') return { starts_at: null, ends_at: null, message: null };
  if (request.mode === 'scheduled') {
    return { starts_at: request.from, ends_at: request.until, message };
  }
  const on = maintenancePhase(windowOf(before), now) === 'on';
  return { starts_at: on ? before.starts_at : now, ends_at: request.until, message };
}

const same = (a: Stored, b: Stored) =>
  iso(a.starts_at) === iso(b.starts_at) && iso(a.ends_at) === iso(b.ends_at) && a.message === b.message;

/**
 * PUT /api/admin/server-status/maintenance: the window, its version claimed (409 `stale_edit` from an
 * older form) and its audit row, in one transaction; a save that changes nothing writes nothing. The rules
 * that depend on the clock are checked at `now` (the app's clock) before anything is read. Answers whether
 * it changed; the caller clears the 'server-status' cache topic after the commit.
 */
export async function saveMaintenance(
  db: Db,
  body: MaintenanceSaveBody,
  editor: Editor,
  now: Date,
): Promise<boolean> {
  const request = requestOf(body);
  const problems = maintenanceProblems(request, now);
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
  return db.transaction().execute(async (trx) => {
    const { changed } = await changeRecord(trx, MAINTENANCE, editor, {
      verb: 'maintenance',
      id: true,
      version: body.version,
      lock: () => repo.readMaintenance(trx, true),
      unchanged: (before) => same(before, nextRow(request, body.message, before, now)),
      write: async (before) => {
        const after = nextRow(request, body.message, before, now);
        await repo.writeMaintenance(trx, after);
        return after;
      },
    });
    // A switch on or off is a transition now: announced in the save's transaction.
    if (changed) await announceTransition(trx, now);
    return changed;
  });
}

/**
 * Discord is told each start and end of the maintenance once (docs/product/discord.md): the row remembers
 * whether "started" was the last thing said, and when the window's phase at `at` differs, the row is
 * changed and the announcement written in the same transaction. Called in the console's save (the row is
 * locked already) and by announceMaintenanceDue.
 */
async function announceTransition(trx: Db, at: Date): Promise<void> {
  const row = await repo.readAnnouncedMaintenance(trx, true);
  const on = maintenancePhase(windowOf(row), at) === 'on';
  if (on === row.announced_on) return;
  await repo.setAnnouncedMaintenance(trx, on);
  await announceMaintenance(
    trx,
    on ? 'started' : 'ended',
    { until: iso(row.ends_at), message: row.message },
    at,
  );
}

/**
 * The Discord worker's check (modules/discord/worker.ts): a scheduled start or end whose time came by `at`.
 * A plain read first, so the row is locked only when there is something to say; the locked read decides,
 * so two instances announce a transition once.
 */
export async function announceMaintenanceDue(db: Db, at: Date): Promise<void> {
  const row = await repo.readAnnouncedMaintenance(db);
  if ((maintenancePhase(windowOf(row), at) === 'on') === row.announced_on) return;
  await db.transaction().execute((trx) => announceTransition(trx, at));
}
