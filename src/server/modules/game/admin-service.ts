import type { GameConsole, OutboxRetry } from '#shared/contracts/admin-game.ts';
import type { Editor } from '../../db/audit.ts';
import { type AuditedKind, logChange } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http-error.ts';
import type { GameBridge } from './bridge.ts';
import { outboxDepth, parkedRows, unpark } from './repository.ts';

/** The console's Game page (docs/product/game-bridge.md): the bridge's state, and an operator's retry. */

const OUTBOX_ROW: AuditedKind = { record: 'game_outbox', action: 'game', fields: [] };
const PARKED_SHOWN = 50;

const PLAIN_WARNING =
  'Profile plain: the game keeps passwords as typed, readable by anyone who can read UserInfo.';

export async function gameConsole(db: Db, bridge: GameBridge | null, now = new Date()): Promise<GameConsole> {
  const depth = await outboxDepth(db);
  const parked = await parkedRows(db, PARKED_SHOWN);
  const status = bridge?.status() ?? null;
  return {
    configured: bridge !== null,
    profile: bridge?.profile.name ?? null,
    reachable: status?.reachable ?? null,
    lastContactAt: status?.lastContactAt?.toISOString() ?? null,
    lastError: status?.lastError ?? null,
    outbox: {
      waiting: depth.waiting,
      parked: depth.parked,
      oldestAgeSeconds:
        depth.oldestCreatedAt === null
          ? null
          : Math.max(0, Math.floor((now.getTime() - depth.oldestCreatedAt.getTime()) / 1000)),
    },
    parked: parked.map((row) => ({ ...row, parkedAt: row.parkedAt.toISOString() })),
    warnings: bridge?.profile.passwordForm === 'plain' ? [PLAIN_WARNING] : [],
  };
}

/** Puts a parked row back in the queue at once, with its audit row, in one transaction. */
export async function retryParked(
  db: Db,
  id: number,
  editor: Editor,
  now = new Date(),
): Promise<OutboxRetry> {
  return db.transaction().execute(async (trx) => {
    if (!(await unpark(trx, id, now))) throw notFound('There is no parked outbox row with that number.');
    await logChange(trx, OUTBOX_ROW, editor, {
      verb: 'retry',
      id,
      changes: [{ field: 'parked', old: true, new: false }],
    });
    return { message: `Outbox row ${id} is back in the queue; the worker tries it within seconds.` };
  });
}
