import type { GameCheck, GameStatus } from '#shared/contracts/admin-game.ts';
import { type AuditedKind, type Author, logChange } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http-error.ts';
import type { GameBridge } from './bridge.ts';
import { checkGameDatabase } from './check.ts';
import { GameUnreachableError } from './game-database.ts';
import * as outbox from './repository.ts';

/** The console's Game page (docs/product/game-bridge.md): the bridge's state, its check, a parked row's retry. */

/** How many parked rows the page lists; more than this means something to fix at the root, not row by row. */
const PARKED_LISTED = 50;

const OUTBOX_ROW: AuditedKind = { record: 'game_outbox', action: 'game-outbox', fields: [] };

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export async function gameStatus(db: Db, bridge: GameBridge | null): Promise<GameStatus> {
  if (!bridge) return { bridge: 'off' };
  const [depth, parked] = await Promise.all([outbox.outboxDepth(db), outbox.parkedRows(db, PARKED_LISTED)]);
  const worker = bridge.status();
  return {
    bridge: 'on',
    profile: bridge.profile.name,
    passwordForm: bridge.profile.passwordForm,
    reachable: worker.reachable,
    lastContactAt: iso(worker.lastContactAt),
    lastError: worker.lastError,
    outbox: { waiting: depth.waiting, parked: depth.parked, oldestAt: iso(depth.oldestCreatedAt) },
    parkedRows: parked.map((row) => ({
      id: row.id,
      kind: row.kind,
      gameUserId: row.gameUserId,
      attempts: row.attempts,
      error: row.lastError,
      parkedAt: row.parkedAt.toISOString(),
    })),
  };
}

/**
 * Puts a parked row back in the queue (its attempts counted afresh) with its audit row, in one
 * transaction; the worker is asked to look at once rather than at its next idle poll.
 */
export async function retryParked(
  db: Db,
  bridge: GameBridge | null,
  id: number,
  author: Author,
  now: Date,
): Promise<{ message: string }> {
  const row = await db.transaction().execute(async (trx) => {
    const parked = await outbox.lockParked(trx, id);
    if (!parked) throw notFound('There is no such parked row.');
    await outbox.unpark(trx, id, now);
    await logChange(trx, OUTBOX_ROW, author, {
      verb: 'retry',
      id,
      changes: [
        { field: 'kind', old: parked.kind, new: parked.kind },
        { field: 'game_user_id', old: parked.game_user_id, new: parked.game_user_id },
        { field: 'attempts', old: parked.attempts, new: 0 },
        { field: 'last_error', old: parked.last_error, new: parked.last_error },
      ],
    });
    return parked;
  });
  bridge?.worker.wake();
  return { message: `Row ${row.id} (${row.kind} for ${row.game_user_id}) is queued again.` };
}

/** What `npm run game:check` reports, read-only; an unreachable game is one finding, not a failure. */
export async function checkGame(bridge: GameBridge | null): Promise<GameCheck> {
  if (!bridge) {
    return {
      findings: [
        {
          level: 'error',
          text: 'No game database is configured: the site keeps its own world.',
          fix: 'Set GAME_DATABASE_URL and GAME_PROFILE (docs/product/game-bridge.md), then restart the site.',
        },
      ],
    };
  }
  try {
    return { findings: await checkGameDatabase(bridge.database, bridge.profile) };
  } catch (error) {
    if (!(error instanceof GameUnreachableError)) throw error;
    return {
      findings: [
        {
          level: 'error',
          text: `The game database did not answer: ${error.message}`,
          fix: 'Check that SQL Server is running and that GAME_DATABASE_URL names its address, login and password.',
        },
      ],
    };
  }
}
