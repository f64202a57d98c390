import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../src/server/db/database.ts';
import { sweepOldKeys } from '../../src/server/db/idempotency-repository.ts';
import { createVouchers } from '../../src/server/modules/vouchers/service.ts';
import { TEST_POOL } from '../support/pool.ts';
import { shopClient, unlimitedRateStore } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createItem, createPlayer, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateStore: unlimitedRateStore });
});
afterEach(async () => {
  await expectMoneyInvariant(t.db);
});
afterAll(() => t.close());

describe('Idempotency-Key on money-moving POSTs', () => {
  it('buy now: a replay returns the first answer and moves nothing', async () => {
    const item = await createItem(t.db, { price: 30 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    const first = await client.buy(item.product_num, 'buy-1');
    const replay = await client.buy(item.product_num, 'buy-1');
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 70, ledgerRows: 2 });
    // A new key is a new purchase.
    expect((await client.buy(item.product_num, 'buy-2')).json().userPoints).toBe(40);
  });

  it('the same key with a different request gets 422', async () => {
    const item = await createItem(t.db, { price: 30 });
    const other = await createItem(t.db, { price: 30 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    await client.buy(item.product_num, 'k-422');
    const mismatch = await client.buy(other.product_num, 'k-422');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toBe('This Idempotency-Key was already used for a different request.');
    expect((await client.buy(item.product_num, 'k-422', '&quantity=2')).statusCode).toBe(422);
    expect((await client.cancel(1, 'k-422')).statusCode).toBe(422);
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(70);
  });

  it('a duplicate still in flight gets 409; keys are per player', async () => {
    const item = await createItem(t.db, { price: 10 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const neighbour = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    // Claim the key as a request that is still running would.
    const probe = await client.buy(item.product_num, 'in-flight');
    expect(probe.statusCode).toBe(200);
    await t.db
      .updateTable('idempotency_keys')
      .set({ state: 'running', response_status: null, response_body: null })
      .where('key', '=', 'in-flight')
      .execute();
    const running = await client.buy(item.product_num, 'in-flight');
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe('A request with this Idempotency-Key is still being processed.');
    expect(running.json().code).toBe('idempotency_in_progress');
    expect((await shopClient(t.app, neighbour.auth).buy(item.product_num, 'in-flight')).statusCode).toBe(200);
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(90);
  });

  it('20 simultaneous requests with one key move money once; the others are 409 or the replayed answer', async () => {
    const item = await createItem(t.db, { price: 10 });
    const player = await createPlayer(t.db, { rcoin: 1000 });
    const client = shopClient(t.app, player.auth);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.buy(item.product_num, 'burst')),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r.json().userPoints).toBe(990);
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(990);
  });

  it('stores business errors (402) and replays them; a released 429 can be retried', async () => {
    const item = await createItem(t.db, { price: 500 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    expect((await client.buy(item.product_num, 'poor')).statusCode).toBe(402);
    const replay = await client.buy(item.product_num, 'poor');
    expect(replay.statusCode).toBe(402);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().code).toBe('insufficient_funds');
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(100);
  });

  it('takes over a claim abandoned by a crashed process after its lease', async () => {
    const item = await createItem(t.db, { price: 10 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    await client.buy(item.product_num, 'crashed');
    // Simulate a process killed mid-request: the claim exists, its money transaction never committed.
    await t.db
      .updateTable('idempotency_keys')
      .set({
        state: 'running',
        response_status: null,
        response_body: null,
        locked_at: new Date(Date.now() - 120_000),
      })
      .where('key', '=', 'crashed')
      .execute();
    const retried = await client.buy(item.product_num, 'crashed');
    expect(retried.statusCode).toBe(200);
  });

  it('covers vouchers, cart checkout and cancel too', async () => {
    const [code] = await createVouchers(t.db, { value: 100, currency: 'rcoin', count: 1 });
    const item = await createItem(t.db, { price: 10 });
    const player = await createPlayer(t.db);
    const client = shopClient(t.app, player.auth);
    const redeemed = await client.redeem(code!, 'v1');
    expect((await client.redeem(code!, 'v1')).json()).toEqual(redeemed.json());
    await client.addToCart(item.product_num);
    const bought = await client.checkout(undefined, 'c1');
    expect(bought.statusCode).toBe(200);
    const replay = await client.checkout(undefined, 'c1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(bought.json());
    const [purchase] = await t.db
      .selectFrom('shop_purchases')
      .selectAll()
      .where('user_num', '=', player.user.user_num)
      .execute();
    const cancelled = await client.cancel(purchase!.pur_num, 'x1');
    expect((await client.cancel(purchase!.pur_num, 'x1')).json()).toEqual(cancelled.json());
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 100, ledgerRows: 3 });
  });

  it('refuses malformed keys', async () => {
    const item = await createItem(t.db, { price: 10 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    expect((await shopClient(t.app, player.auth).buy(item.product_num, 'x'.repeat(256))).statusCode).toBe(
      400,
    );
    expect((await shopClient(t.app, player.auth).buy(item.product_num, 'has space')).statusCode).toBe(400);
  });

  it('forgets answers after a day', async () => {
    const item = await createItem(t.db, { price: 1 });
    const player = await createPlayer(t.db, { rcoin: 10 });
    await shopClient(t.app, player.auth).buy(item.product_num, 'old-key');
    await shopClient(t.app, player.auth).buy(item.product_num, 'new-key');
    await t.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) } as never)
      .where('key', '=', 'old-key')
      .execute();
    const failures: unknown[] = [];
    sweepOldKeys(t.db, (error) => failures.push(error));
    await expect
      .poll(async () =>
        (
          await t.db
            .selectFrom('idempotency_keys')
            .select('key')
            .where('user_num', '=', player.user.user_num)
            .execute()
        ).map((r) => r.key),
      )
      .toEqual(['new-key']);
    expect(failures).toEqual([]);
  });

  it('a sweep that fails hands its error on to be logged', async () => {
    // A pool on a database that does not exist: every query fails.
    const url = new URL(inject('dbAdminUrl'));
    url.pathname = '/no_such_database';
    const missing = createDatabase({ connectionString: url.toString(), max: 1, ...TEST_POOL });
    const failures: unknown[] = [];
    sweepOldKeys(missing.db, (error) => failures.push(error));
    await expect.poll(() => failures.length).toBe(1);
    expect(String(failures[0])).toMatch(/no_such_database/);
    await missing.close();
  });
});
