import { type Kysely, sql } from 'kysely';

/**
 * Purchases that go to the game's item bank (docs/product/game-bridge.md, decision 0061). A purchase made
 * while the bridge is on names the outbox delivery that carries it (game_delivery_key, the outbox row's
 * delivery_key) and its place in it (game_seq); once the game has inserted it, game_pur_key holds the
 * game's ShopPurchase.PurKey, which the claims check and a cancel ask the game about. A purchase made
 * without the bridge keeps all three null and lives on the site only, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shop_purchases
    add column game_delivery_key uuid,
    add column game_seq smallint check (game_seq between 0 and 99),
    add column game_pur_key bigint check (game_pur_key > 0),
    add constraint shop_purchases_game_delivery check ((game_delivery_key is null) = (game_seq is null)),
    add constraint shop_purchases_game_pur_key check (game_pur_key is null or game_delivery_key is not null)`.execute(
    db,
  );
  // The deliver_items settler writes the PurKeys of one delivery.
  await sql`create index shop_purchases_game_delivery on shop_purchases (game_delivery_key, game_seq)
    where game_delivery_key is not null`.execute(db);
  // The claims check pages through delivered items still waiting, by PurKey.
  await sql`create index shop_purchases_game_waiting on shop_purchases (game_pur_key)
    where pur_flag = 0 and game_pur_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shop_purchases
    drop column game_pur_key, drop column game_seq, drop column game_delivery_key`.execute(db);
}
