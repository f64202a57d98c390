import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { ClaimWatch, Settlers } from '../game/items-service.ts';
import {
  markCancelClaimed,
  markCancelRefunded,
  markClaimed,
  setGamePurKeys,
  waitingGamePurKeys,
} from './repository.ts';
import { refund } from './service.ts';

/**
 * The purchases' side of the game bridge (docs/product/game-bridge.md): what the site records once the game
 * has done an outbox row's work, run by the worker in the site transaction that marks the row delivered,
 * so it happens exactly once with it; and the claims check's reads and writes of the site's purchases.
 * main.ts hands both to the bridge.
 */

const delivered = z.object({ purKeys: z.array(z.number().int().positive()) });
const cancelled = z.object({ outcome: z.enum(['cancelled', 'claimed']) });
const cancelTarget = z.object({ purNum: z.number().int().positive() });

export const itemSettlers: Settlers = {
  /** The game's PurKeys, on the purchases the delivery carried (by their place in it). */
  async deliver_items(trx: Db, row, result) {
    await setGamePurKeys(trx, row.delivery_key, delivered.parse(result).purKeys);
  },

  /**
   * The game's answer to a cancel: the item was still there (now cancelled in game), so the refund is
   * booked through the ledger; or the player had taken it, so it shows claimed and nothing comes back.
   * Only a purchase still "Cancelling…" changes, so even a second run could not refund twice (and the
   * ledger's unique reference purchase:<n> would refuse it).
   */
  async cancel_item(trx: Db, row, result) {
    const { purNum } = cancelTarget.parse(row.payload);
    if (cancelled.parse(result).outcome === 'claimed') {
      await markCancelClaimed(trx, purNum);
      return;
    }
    const refunded = await markCancelRefunded(trx, purNum);
    // The balance cache hears nothing from here (no request's money transaction): the player's page shows
    // the refund once its kept balance expires, within seconds (wallet/balance-cache.ts).
    if (refunded) await refund(trx, refunded.user_num, refunded);
  },
};

export const itemClaims: ClaimWatch = {
  waiting: waitingGamePurKeys,
  claimed: markClaimed,
};
