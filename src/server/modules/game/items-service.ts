import type { Db } from '../../db/database.ts';
import { hasCreateLogin } from './login-repository.ts';
import { enqueue } from './repository.ts';

/**
 * What other modules use of the bridge for items (docs/product/game-bridge.md): work for the game added in
 * the caller's transaction, so it commits or rolls back with the purchase or cancel that causes it.
 * The purchases module settles what the game answers (purchases/game-items.ts).
 */

/** Items one deliver_items row carries at most (the worker's payload limit); a larger order takes several. */
const ITEMS_PER_DELIVERY = 100;

interface GameItem {
  /** The game's ShopItemMap.ProductNum: the site's catalogue numbers its items as the game does. */
  productNum: number;
  price: number;
}

/** Where one item travels: its outbox delivery and its place in it (the ledger's Seq). */
interface QueuedItem {
  deliveryKey: string;
  seq: number;
}

/**
 * Whether items queued for the account's game login would reach the account's own item bank: the site owns
 * the login (a legacy sign-in or a linking: game_user_num; its own create_login, answered), or its
 * create_login is still on its way (the game down: the items wait behind it). Anything else, an account
 * from before the bridge or one whose create_login parked as a name taken in game, would hand the items to
 * a stranger's login of that name or park them for good: such an order is refused (decision 0080).
 */
export async function itemsReachGame(
  db: Db,
  account: { userId: string; gameUserNum: number | null },
): Promise<boolean> {
  return account.gameUserNum !== null || (await hasCreateLogin(db, account.userId, 'made_or_coming'));
}

/** Queues items for the login's item bank, in order; answers each item's delivery and place, in order. */
export async function queueItems(
  trx: Db,
  gameUserId: string,
  items: readonly GameItem[],
): Promise<QueuedItem[]> {
  const queued: QueuedItem[] = [];
  for (let start = 0; start < items.length; start += ITEMS_PER_DELIVERY) {
    const chunk = items.slice(start, start + ITEMS_PER_DELIVERY);
    const { deliveryKey } = await enqueue(trx, {
      kind: 'deliver_items',
      gameUserId,
      payload: { items: chunk.map((item) => ({ productNum: item.productNum, price: item.price })) },
    });
    for (const seq of chunk.keys()) queued.push({ deliveryKey, seq });
  }
  return queued;
}

/**
 * Queues the cancel of one delivered item, behind the login's earlier rows (its delivery among them), so
 * when it runs the game has the item: by its PurKey when the site knows it, else by its delivery and
 * place, which the worker looks up in the game's ledger. `purNum` is the site's purchase, for the settler.
 */
export async function queueCancel(
  trx: Db,
  gameUserId: string,
  item: { purNum: number; purKey: number | null } & QueuedItem,
): Promise<void> {
  const target =
    item.purKey === null ? { deliveryKey: item.deliveryKey, seq: item.seq } : { purKey: item.purKey };
  await enqueue(trx, { kind: 'cancel_item', gameUserId, payload: { purNum: item.purNum, ...target } });
}

export type { ClaimWatch } from './claims.ts';
export type { Settlers } from './worker.ts';
