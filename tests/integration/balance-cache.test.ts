import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceForgottenKeys, postgresCacheBus } from '../../src/server/db/cache-bus.ts';
import { createSignedInUser } from '../support/factories.ts';
import { shopClient } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';
import { createItem } from '../support/wallet-factories.ts';

/**
 * `/api/wallet` answers from memory (modules/wallet/balance-cache.ts). Two instances on one database show
 * what that must never cost: a balance changed by a purchase is seen at once where it was bought and as soon
 * as the notice arrives everywhere else; an instance that cannot hear notices keeps nothing.
 */
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
let deaf: TestApp;

function instance(connectionString: string) {
  const bus = postgresCacheBus({ db: database.db, connectionString, log: () => {} });
  return { bus, app: createTestApp({ database, cacheBus: bus }) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const first = instance(database.url);
  const second = instance(database.url);
  // Its listening connection goes to a closed port: it never hears another instance.
  const third = instance('postgres://postgres@127.0.0.1:9/none');
  [a, b, deaf] = await Promise.all([first.app, second.app, third.app]);
  await Promise.all([first.bus.ready, second.bus.ready]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close(), deaf.close()]);
  await database.drop();
});

const wallet = async (t: TestApp, auth: Record<string, string>) => {
  const res = await t.app.inject({ url: '/api/wallet', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as { userPoints: number; userPoints2: number };
};
const setRcoinByHand = (userNum: number, rcoin: number) =>
  sql`update users set user_point = ${rcoin} where user_num = ${userNum}`.execute(database.db);
/** Settles when instance `t` has heard a balance notice naming `userNum`. */
/**
 * A signed-in player whose R-Coin is set when the row is made. A credit through the ledger would be announced
 * on the bus, and that notice could arrive in the middle of a test and forget what it means to observe.
 */
const player = (rcoin: number) => createSignedInUser(database.db, { userPoint: rcoin });
function heard(t: TestApp, userNum: number): Promise<void> {
  return new Promise((resolve) =>
    t.app.cacheBus.onKeys('balance', (keys) => {
      if (keys === 'all' || keys.includes(String(userNum))) resolve();
    }),
  );
}

describe('balances kept in memory', () => {
  it('answers repeated reads from memory: a change made by hand is not read back at once', async () => {
    const buyer = await player(500);
    expect(await wallet(a, buyer.auth)).toEqual({ userPoints: 500, userPoints2: 0 });
    await setRcoinByHand(buyer.user.user_num, 1);
    // The site did not make this change, so nothing announced it: the kept balance stands (for at most
    // BALANCE_CACHE_MS). This is what shows the read came from memory.
    expect((await wallet(a, buyer.auth)).userPoints).toBe(500);
  });

  it('a purchase is seen at once on its own instance, and on another as soon as the notice arrives', async () => {
    const item = await createItem(database.db, { price: 120 });
    const buyer = await player(500);
    expect((await wallet(a, buyer.auth)).userPoints).toBe(500);
    expect((await wallet(b, buyer.auth)).userPoints).toBe(500);

    const noticeOnB = heard(b, buyer.user.user_num);
    const bought = await shopClient(a.app, buyer.auth).buy(item.product_num);
    expect(bought.statusCode).toBe(200);
    // No wait on the instance that sold: it forgot the balance before it answered.
    expect((await wallet(a, buyer.auth)).userPoints).toBe(380);
    await noticeOnB;
    expect((await wallet(b, buyer.auth)).userPoints).toBe(380);
  });

  it('a change announced from outside the site (a command, a fixture) is seen on every instance', async () => {
    const buyer = await player(500);
    expect((await wallet(a, buyer.auth)).userPoints).toBe(500);
    expect((await wallet(b, buyer.auth)).userPoints).toBe(500);
    await setRcoinByHand(buyer.user.user_num, 3);
    const seen = Promise.all([heard(a, buyer.user.user_num), heard(b, buyer.user.user_num)]);
    await announceForgottenKeys(database.db, 'balance', [String(buyer.user.user_num)]);
    await seen;
    expect((await wallet(a, buyer.auth)).userPoints).toBe(3);
    expect((await wallet(b, buyer.auth)).userPoints).toBe(3);
  });

  it('a refused purchase leaves the kept balance true', async () => {
    const item = await createItem(database.db, { price: 900 });
    const buyer = await player(500);
    expect((await wallet(a, buyer.auth)).userPoints).toBe(500);
    expect((await shopClient(a.app, buyer.auth).buy(item.product_num)).statusCode).toBe(402);
    expect((await wallet(a, buyer.auth)).userPoints).toBe(500);
  });

  it('an instance that cannot hear the others keeps nothing', async () => {
    const buyer = await player(500);
    expect(deaf.app.cacheBus.hearing()).toBe(false);
    expect((await wallet(deaf, buyer.auth)).userPoints).toBe(500);
    await setRcoinByHand(buyer.user.user_num, 7);
    expect((await wallet(deaf, buyer.auth)).userPoints).toBe(7);
  });

  it('a lost listening connection forgets every kept balance', async () => {
    const buyer = await player(500);
    expect((await wallet(b, buyer.auth)).userPoints).toBe(500);
    const forgotten = heard(b, buyer.user.user_num);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query like 'listen ran_cache_clear%'
                and pid <> pg_backend_pid()`.execute(database.db);
    await forgotten;
    await setRcoinByHand(buyer.user.user_num, 9);
    expect((await wallet(b, buyer.auth)).userPoints).toBe(9);
  });
});
