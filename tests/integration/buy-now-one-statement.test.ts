import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database.ts';
import { TEST_POOL } from '../support/pool.ts';
import { shopClient, unlimitedRateStore } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';
import {
  createItem,
  createPlayer,
  expectMoneyInvariant,
  stockOf,
  walletOf,
} from '../support/wallet-factories.ts';

/**
 * Buy-now in ONE statement (docs/decisions/0073-buy-now-one-statement.md): the app's pool counts every
 * query its connections send (BEGIN and COMMIT included), so a buy that falls back to the transaction, or
 * a key read before the work, shows as more than one.
 */
let database: TestDatabase;
let counted: DatabaseHandle;
let t: TestApp;
let sent: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection, so the statements it prepared can be read back from it (pg_prepared_statements).
  counted = createDatabase({ connectionString: database.url, max: 1, ...TEST_POOL });
  counted.pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string };
      sent.push(typeof first === 'string' ? first : (first.text ?? ''));
      return query(...args);
    };
  });
  t = await createTestApp({ rateStore: unlimitedRateStore, database: { ...database, db: counted.db } });
});
afterEach(async () => {
  await expectMoneyInvariant(database.db);
});
afterAll(async () => {
  await t.close();
  await counted.close();
  await database.drop();
});

/** The queries `act` sends through the app's pool. */
async function queriesOf(act: () => Promise<unknown>): Promise<string[]> {
  sent = [];
  await act();
  return sent;
}

describe('buy-now in one statement', () => {
  it('a keyed buy of an unlimited item is one statement: money, ledger, item-bank row and stored answer', async () => {
    const item = await createItem(t.db, { price: 30 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    // The first call of a session reads it; the cache answers afterwards.
    await client.buy(item.product_num, 'warm-up');
    let bought: Awaited<ReturnType<typeof client.buy>> | undefined;
    const queries = await queriesOf(async () => {
      bought = await client.buy(item.product_num, 'one-statement');
    });
    expect(bought?.statusCode).toBe(200);
    expect(bought?.json()).toEqual({
      message: 'Purchase successful! The item is waiting in your item bank.',
      userPoints: 40,
      userPoints2: 0,
    });
    expect(queries, queries.join('\n---\n')).toHaveLength(1);
    expect(queries[0]).toMatch(/insert into idempotency_keys/);
    // Prepared once on the connection (db/database.ts, prepared), not planned again at every buy.
    const preparedHere = await sql<{ statement: string }>`
      select statement from pg_prepared_statements`.execute(counted.db);
    expect(preparedHere.rows.map((r) => r.statement)).toEqual([queries[0]]);
    const key = await t.db
      .selectFrom('idempotency_keys')
      .select(['state', 'response_status', 'response_body'])
      .where('key', '=', 'one-statement')
      .executeTakeFirstOrThrow();
    expect(key).toEqual({ state: 'done', response_status: 200, response_body: bought?.json() });
    const ledger = await t.db
      .selectFrom('wallet_ledger')
      .select(['currency', 'amount', 'balance_after', 'reference'])
      .where('user_num', '=', player.user.user_num)
      .where('source', '=', 'purchase')
      .orderBy('id')
      .execute();
    expect(ledger).toHaveLength(2);
    const rows = await t.db
      .selectFrom('shop_purchases')
      .select(['order_ref', 'pur_price', 'currency'])
      .where('user_num', '=', player.user.user_num)
      .orderBy('pur_num')
      .execute();
    expect(ledger[1]).toEqual({
      currency: 'rcoin',
      amount: -30,
      balance_after: 40,
      reference: `order:${rows[1]?.order_ref}`,
    });
  });

  it('a milleage item with a quantity debits milleage, one item-bank row a unit, in one statement', async () => {
    const item = await createItem(t.db, { price: 7, section: 2 });
    const player = await createPlayer(t.db, { rcoin: 50, milleage: 100 });
    const client = shopClient(t.app, player.auth);
    await client.get('/api/wallet');
    let bought: Awaited<ReturnType<typeof client.buy>> | undefined;
    const queries = await queriesOf(async () => {
      bought = await client.buy(item.product_num, undefined, '&quantity=3');
    });
    expect(queries, queries.join('\n---\n')).toHaveLength(1);
    expect(bought?.json()).toMatchObject({ userPoints: 50, userPoints2: 79 });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 50, milleage: 79 });
    const units = await t.db
      .selectFrom('shop_purchases')
      .select(['pur_price', 'currency'])
      .where('user_num', '=', player.user.user_num)
      .execute();
    expect(units).toEqual(Array.from({ length: 3 }, () => ({ pur_price: 7, currency: 'milleage' })));
  });

  it('a replay reads the key only after the statement found it taken, and moves nothing', async () => {
    const item = await createItem(t.db, { price: 30 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    const first = await client.buy(item.product_num, 'again');
    let replay: Awaited<ReturnType<typeof client.buy>> | undefined;
    const queries = await queriesOf(async () => {
      replay = await client.buy(item.product_num, 'again');
    });
    expect(replay?.statusCode).toBe(200);
    expect(replay?.headers['idempotent-replayed']).toBe('true');
    expect(replay?.json()).toEqual(first.json());
    expect(queries).toHaveLength(2);
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(70);
  });

  it('a replay that could no longer pay still replays the first answer', async () => {
    const item = await createItem(t.db, { price: 60 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    const first = await client.buy(item.product_num, 'paid-once');
    expect(first.statusCode).toBe(200);
    const replay = await client.buy(item.product_num, 'paid-once');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(40);
  });

  it('the same key for a request the statement cannot do (a hidden product) is still refused with 422', async () => {
    const item = await createItem(t.db, { price: 10 });
    const hidden = await createItem(t.db, { price: 10, hidden: true });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    expect((await client.buy(item.product_num, 'k')).statusCode).toBe(200);
    const other = await client.buy(hidden.product_num, 'k');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request.');
    // A key first used for a refused request (404) keeps that answer, and the statement's insert finds it.
    const refused = await client.buy(hidden.product_num, 'k2');
    expect(refused.statusCode).toBe(404);
    const again = await client.buy(hidden.product_num, 'k2');
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await client.buy(item.product_num, 'k2')).statusCode).toBe(422);
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(90);
  });

  it('a limited item goes through the transaction and still sells no more than its stock', async () => {
    const item = await createItem(t.db, { price: 10, stock: 1 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    const queries = await queriesOf(async () => {
      expect((await client.buy(item.product_num, 'limited-1')).statusCode).toBe(200);
    });
    expect(queries).toContain('begin');
    const soldOut = await client.buy(item.product_num, 'limited-2');
    expect(soldOut.statusCode).toBe(409);
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(90);
    // The replay of a buy that went through the transaction is answered from the key as well.
    const replay = await client.buy(item.product_num, 'limited-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('a banned buyer gets nothing: the ban is read under the buyer’s row lock', async () => {
    const item = await createItem(t.db, { price: 10 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    // The session is cached as not banned; the ban is committed behind it, as a ban racing the request is.
    await client.get('/api/wallet');
    await t.db
      .updateTable('users')
      .set({ blocked_at: new Date(), block_reason: 'test' })
      .where('user_num', '=', player.user.user_num)
      .execute();
    const refused = await client.buy(item.product_num, 'banned');
    expect([401, 403]).toContain(refused.statusCode);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 100, ledgerRows: 1 });
  });
});

/**
 * The price the player confirmed (docs/product/shop-and-wallet.md, Prices): buy now sends the unit price and
 * currency the card showed; when the shop's price is no longer that, the statement's item read finds
 * nothing, and the transaction path refuses with 409 naming the new price, before any money moves.
 */
describe('buy-now at the price the player confirmed', () => {
  /** Everything a buy could change for this player: wallet, ledger, item bank, the outbox. */
  const traceOf = async (userNum: number, userId: string) => ({
    wallet: await walletOf(t.db, userNum),
    purchases: await t.db
      .selectFrom('shop_purchases')
      .select('pur_num')
      .where('user_num', '=', userNum)
      .execute(),
    outbox: await t.db.selectFrom('game_outbox').select('id').where('game_user_id', '=', userId).execute(),
  });
  /** A refusal is kept under its key like any other (a 402, a 404): the key flow is unchanged. */
  const storedStatus = async (key: string) =>
    (
      await t.db
        .selectFrom('idempotency_keys')
        .select('response_status')
        .where('key', '=', key)
        .executeTakeFirstOrThrow()
    ).response_status;
  /** What an operator's price change does to the row (the console's edit is tested in its own files). */
  const reprice = (productNum: number, price: number) =>
    t.db.updateTable('shop_items').set({ price }).where('product_num', '=', productNum).execute();

  it('the same price and currency: still ONE statement, and its keyed retry replays', async () => {
    const item = await createItem(t.db, { price: 30 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    await client.get('/api/wallet');
    let bought: Awaited<ReturnType<typeof client.buy>> | undefined;
    const queries = await queriesOf(async () => {
      bought = await client.buy(item.product_num, 'seen-30', '&price=30&currency=rcoin');
    });
    expect(bought?.statusCode).toBe(200);
    expect(bought?.json()).toMatchObject({ userPoints: 70 });
    expect(queries, queries.join('\n---\n')).toHaveLength(1);
    // The expected price is a parameter: the statement is the same prepared one with or without it.
    const statements = await sql<{ statement: string }>`
      select statement from pg_prepared_statements`.execute(counted.db);
    expect(statements.rows.map((r) => r.statement)).toContain(queries[0]);
    const replay = await client.buy(item.product_num, 'seen-30', '&price=30&currency=rcoin');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(bought?.json());
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(70);
  });

  it('a price changed since the card was drawn: 409 naming the new price, and nothing changes', async () => {
    const item = await createItem(t.db, { price: 100 });
    const player = await createPlayer(t.db, { rcoin: 1000 });
    const client = shopClient(t.app, player.auth);
    await reprice(item.product_num, 500);
    await client.get('/api/wallet');
    const before = await traceOf(player.user.user_num, player.user.user_id);
    let refused: Awaited<ReturnType<typeof client.buy>> | undefined;
    const queries = await queriesOf(async () => {
      refused = await client.buy(item.product_num, 'seen-100', '&price=100&currency=rcoin');
    });
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json()).toMatchObject({
      code: 'price_changed',
      message: 'The price changed to 500 R-Coin. Check it and confirm again.',
    });
    // The statement did nothing; the transaction said why and rolled back.
    expect(queries[0], queries.join('\n---\n')).toMatch(/insert into idempotency_keys/);
    expect(queries).toContain('rollback');
    expect(await traceOf(player.user.user_num, player.user.user_id)).toEqual(before);
    expect(await storedStatus('seen-100')).toBe(409);
    // The same request with the same key replays the refusal, still for nothing.
    const again = await client.buy(item.product_num, 'seen-100', '&price=100&currency=rcoin');
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(refused?.json());
    expect(await traceOf(player.user.user_num, player.user.user_id)).toEqual(before);
    // Confirmed again at the new price (a new intent, a new key), it is bought at that price.
    const confirmed = await client.buy(item.product_num, 'seen-500', '&price=500&currency=rcoin');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ userPoints: 500 });
  });

  it('the currency the card showed is checked too: a Milleage item expected in R-Coin is refused', async () => {
    const item = await createItem(t.db, { price: 40, section: 2 });
    const player = await createPlayer(t.db, { rcoin: 100, milleage: 100 });
    const client = shopClient(t.app, player.auth);
    const before = await traceOf(player.user.user_num, player.user.user_id);
    const refused = await client.buy(item.product_num, 'wrong-currency', '&price=40&currency=rcoin');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The price changed to 40 Milleage. Check it and confirm again.');
    expect(await traceOf(player.user.user_num, player.user.user_id)).toEqual(before);
  });

  it('with a quantity the unit price is compared, and the total is taken', async () => {
    const item = await createItem(t.db, { price: 20 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    const wrong = await client.buy(item.product_num, 'q-total', '&quantity=3&price=60');
    expect(wrong.statusCode).toBe(409);
    const right = await client.buy(item.product_num, 'q-unit', '&quantity=3&price=20&currency=rcoin');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ userPoints: 40 });
  });

  it('a limited item (the transaction path) with a changed price: 409, its stock and money untouched', async () => {
    const item = await createItem(t.db, { price: 10, stock: 5 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    await reprice(item.product_num, 15);
    const before = await traceOf(player.user.user_num, player.user.user_id);
    const refused = await client.buy(item.product_num, 'limited-seen', '&price=10&currency=rcoin');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The price changed to 15 R-Coin. Check it and confirm again.');
    expect(await traceOf(player.user.user_num, player.user.user_id)).toEqual(before);
    expect(await stockOf(t.db, item.product_num)).toBe(5);
  });

  it('without an expected price (an older client) the price in force is paid, in one statement', async () => {
    const item = await createItem(t.db, { price: 25 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    await reprice(item.product_num, 35);
    await client.get('/api/wallet');
    let bought: Awaited<ReturnType<typeof client.buy>> | undefined;
    const queries = await queriesOf(async () => {
      bought = await client.buy(item.product_num, 'old-client');
    });
    expect(bought?.statusCode).toBe(200);
    expect(bought?.json()).toMatchObject({ userPoints: 65 });
    expect(queries).toHaveLength(1);
  });

  it('a malformed expected price or currency is a 400 that moves nothing', async () => {
    const item = await createItem(t.db, { price: 25 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    for (const extra of ['&price=abc', '&price=-1', '&price=1e3', '&price=99999999', '&currency=gold']) {
      const res = await client.buy(item.product_num, undefined, extra);
      expect(res.statusCode, extra).toBe(400);
      expect(res.json().code, extra).toBe('invalid_input');
    }
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 100, ledgerRows: 1 });
  });
});
