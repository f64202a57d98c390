import type { CharacterOrder } from '#shared/contracts/character-services.ts';
import type { AuditedKind } from '../../db/audited.ts';
import type { OrderRow } from './repository.ts';

/** What every part of the module says of an order: its API shape, its audit rows, its ledger reference. */

export function toOrder(row: OrderRow): CharacterOrder {
  return {
    id: row.id,
    chaNum: row.cha_num,
    chaName: row.cha_name,
    service: row.service,
    newSchool: row.new_school,
    newName: row.new_name,
    price: row.price,
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at ? row.settled_at.toISOString() : null,
  };
}

/**
 * An order in the audit log (docs/product/character-services.md, Console): placed by its player
 * ('character_order.place'), then 'done' or 'refused' by the site when the game answers.
 */
export const CHARACTER_ORDER: AuditedKind<
  'player' | 'character' | 'service' | 'new_school' | 'new_name' | 'price' | 'status' | 'reason'
> = {
  record: 'character_order',
  fields: ['player', 'character', 'service', 'new_school', 'new_name', 'price', 'status', 'reason'],
  view: (row: OrderRow) => ({
    player: row.user_num,
    character: `${row.cha_name} (${row.cha_num})`,
    service: row.service,
    new_school: row.new_school,
    new_name: row.new_name,
    price: row.price === 0 ? 'free' : `${row.price} ${row.currency}`,
    status: row.status,
    reason: row.reason,
  }),
};

/** The ledger reference of an order's debit (source purchase) and of its refund (source refund). */
export const ledgerReference = (orderId: number) => `character_order:${orderId}`;
