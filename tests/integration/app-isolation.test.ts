import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { viewPruning } from '../../src/server/modules/news/service.ts';
import { createSignedInUser } from '../support/factories.ts';
import { shopClient } from '../support/shop-client.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';
import { createItem } from '../support/wallet-factories.ts';

/**
 * Two apps built in one process share none of the state that once lived in module variables: the session
 * cache, the balance cache, the background tasks, the news views' pruning count (app.ts). Both run on one
 * database, each with its own local cache bus, so nothing links them but what a module variable would; on a
 * real deployment their buses would carry the notices.
 *
 * The clock (Date only) stands still, so what an app remembers never expires during a test: an answer from
 * memory is told apart from a fresh read without waiting.
 */
let database: TestDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  database = await createTestDatabase();
  [a, b] = await Promise.all([createTestApp({ database }), createTestApp({ database })]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await database.drop();
  vi.useRealTimers();
});

const wallet = (t: TestApp, auth: Record<string, string>) =>
  t.app.inject({ url: '/api/wallet', headers: auth });

describe('two apps in one process', () => {
  it('a session ended through one app is forgotten by that app only', async () => {
    const player = await createSignedInUser(database.db);
    expect((await wallet(a, player.auth)).statusCode).toBe(200);
    expect((await wallet(b, player.auth)).statusCode).toBe(200);
    const out = await b.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...AJAX, ...player.auth },
    });
    expect(out.statusCode).toBe(200);
    expect((await wallet(b, player.auth)).statusCode).toBe(401);
    // The other app was not told: like another instance, it refuses once its second is up (never, here).
    expect((await wallet(a, player.auth)).statusCode).toBe(200);
  });

  it('a purchase through one app clears that app’s kept balance only', async () => {
    const buyer = await createSignedInUser(database.db, { userPoint: 100 });
    const item = await createItem(database.db, { price: 30 });
    expect((await wallet(a, buyer.auth)).json()).toMatchObject({ userPoints: 100 });
    expect((await wallet(b, buyer.auth)).json()).toMatchObject({ userPoints: 100 });
    expect((await shopClient(b.app, buyer.auth).buy(item.product_num)).statusCode).toBe(200);
    expect((await wallet(b, buyer.auth)).json()).toMatchObject({ userPoints: 70 });
    expect((await wallet(a, buyer.auth)).json()).toMatchObject({ userPoints: 100 });
  });

  it('waiting for one app’s background work does not wait for the other’s', async () => {
    const held = Promise.withResolvers<void>();
    a.app.tasks.run('held open by the test', () => held.promise);
    let aDrained = false;
    const drainingA = a.app.tasks.drain().then(() => {
      aDrained = true;
    });
    await b.app.tasks.drain();
    expect(aDrained).toBe(false);
    held.resolve();
    await drainingA;
    expect(aDrained).toBe(true);
  });

  it('counts news views towards pruning per app', () => {
    const ran: string[] = [];
    const tasks = (app: string) => ({ run: (name: string) => void ran.push(`${app}: ${name}`) });
    const first = viewPruning(database.db, tasks('first'));
    const second = viewPruning(database.db, tasks('second'));
    for (let view = 1; view < 500; view += 1) first.counted();
    second.counted();
    expect(ran).toEqual([]);
    first.counted();
    expect(ran).toEqual(['first: prune news views']);
  });
});
