import { z } from 'zod';
import { REFUSAL_REASONS } from '#shared/character-services.ts';
import { logChange } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import type { Settlers } from '../game/character-changes.ts';
import { moveMoney } from '../wallet/service.ts';
import { CHARACTER_ORDER, ledgerReference } from './orders.ts';
import * as repo from './repository.ts';

/**
 * The characters' side of the game bridge (docs/product/character-services.md): what the site records once
 * the game has answered an order, run by the worker in the site transaction that marks the outbox row
 * delivered, so it happens exactly once with it. src/server/game-bridge.ts hands it to the bridge.
 */

const target = z.object({ orderId: z.number().int().positive() });
const answer = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('done') }),
  z.object({ outcome: z.literal('refused'), reason: z.enum(REFUSAL_REASONS) }),
]);

export const characterSettlers: Settlers = {
  /**
   * Done: the order is done and the site's copy of the character shows the change at once (a rename's old
   * name kept in the history). Refused: the order is refused with the game's reason and its price comes
   * back through the ledger. Only a waiting order changes, so a second run books nothing (and the ledger's
   * unique reference character_order:<id> would refuse a second refund).
   */
  async character_service(trx: Db, row, result) {
    const { orderId } = target.parse(row.payload);
    const said = answer.parse(result);
    const order = await repo.settleOrder(
      trx,
      orderId,
      said.outcome === 'done' ? { status: 'done', reason: null } : { status: 'refused', reason: said.reason },
    );
    if (!order) return;
    if (said.outcome === 'done') {
      if (order.service === 'rename' && order.new_name !== null) {
        await repo.renameInCopy(trx, order.cha_num, order.new_name);
        await repo.insertNameHistory(trx, {
          chaNum: order.cha_num,
          userNum: order.user_num,
          oldName: order.cha_name,
          newName: order.new_name,
          orderId: order.id,
        });
      }
      if (order.service === 'school' && order.new_school !== null)
        await repo.changeSchoolInCopy(trx, order.cha_num, order.new_school);
    } else if (order.price > 0 && order.currency !== null) {
      await moveMoney(trx, {
        userNum: order.user_num,
        currency: order.currency,
        amount: order.price,
        source: 'refund',
        reference: ledgerReference(order.id),
      });
    }
    await logChange(trx, CHARACTER_ORDER, 'site', {
      verb: said.outcome,
      id: order.id,
      before: { ...order, status: 'waiting', reason: null },
      after: order,
    });
  },
};
