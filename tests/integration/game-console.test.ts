import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameBridge } from '../../src/server/modules/game/bridge.ts';
import { enqueue } from '../../src/server/modules/game/repository.ts';
import { createGameWorker } from '../../src/server/modules/game/worker.ts';
import { adminClient, auditMark, auditRows } from '../support/admin-client.ts';
import { createSignedInUser } from '../support/factories.ts';
import { createGameApp, type GameApp } from '../support/game-app.ts';
import type { GameStandIn } from '../support/game-stand-in.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';

/** The console's Game page (docs/product/game-bridge.md) against the real PostgreSQL and a game stand-in. */
let game: GameApp;
let stand: GameStandIn;
let t: TestApp;
let bridge: GameBridge;
beforeAll(async () => {
  game = await createGameApp();
  ({ stand, t, bridge } = game);
});
afterAll(() => game.close());

describe('the console’s Game page', () => {
  it('shows the bridge, the outbox and a parked row with its error; Retry puts it back, audited', async () => {
    // A cancel of an item the game does not have: an operator's matter, parked at its first failure here.
    await t.db
      .transaction()
      .execute((trx) =>
        enqueue(trx, { kind: 'cancel_item', gameUserId: 'ghost', payload: { purKey: 999_999_999 } }),
      );
    const strict = createGameWorker({
      db: t.db,
      game: bridge.database,
      profile: stand.profile,
      backoff: { baseMs: 1000, capMs: 1000, maxAttempts: 1 },
    });
    expect(await strict.runOnce()).toMatchObject({ parked: 1 });
    await bridge.checkClaims();

    const { admin, call } = await adminClient(t);
    const page = await call('GET', '/api/admin/game');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      configured: true,
      profile: 'md5-19',
      reachable: true,
      lastContactAt: expect.any(String),
      lastError: null,
      outbox: { waiting: 1, parked: 1, oldestAgeSeconds: expect.any(Number) },
      warnings: [],
    });
    const [parked] = page.body.parked;
    expect(parked).toMatchObject({
      kind: 'cancel_item',
      gameUserId: 'ghost',
      attempts: 1,
      lastError: "No item 999999999 of ghost in the game's item bank",
    });

    const since = await auditMark(t);
    const retried = await call('POST', `/api/admin/game/outbox/${parked.id}/retry`);
    expect(retried).toEqual({
      status: 200,
      body: { message: `Outbox row ${parked.id} is back in the queue; the worker tries it within seconds.` },
    });
    expect(await auditRows(t, 'game_outbox', since)).toMatchObject([
      {
        actor_user_num: admin.user.user_num,
        action: 'game.retry',
        record_id: String(parked.id),
        changes: [{ field: 'parked', old: true, new: false }],
      },
    ]);
    expect((await call('GET', '/api/admin/game')).body.outbox).toMatchObject({ waiting: 1, parked: 0 });
    expect((await call('POST', `/api/admin/game/outbox/${parked.id}/retry`)).status).toBe(404);

    const support = await createSignedInUser(t.db);
    await t.db
      .insertInto('staff_grants')
      .values({ user_num: support.user.user_num, role: 'support' })
      .execute();
    const refused = await t.app.inject({ url: '/api/admin/game', headers: { ...support.auth, ...AJAX } });
    expect(refused.statusCode).toBe(403);
  });

  it('without a game database: off, and the outbox figures still read', async () => {
    const plain = await createTestApp({ database: t.database });
    const { call } = await adminClient(plain);
    const page = await call('GET', '/api/admin/game');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      configured: false,
      profile: null,
      reachable: null,
      lastContactAt: null,
      parked: [],
      warnings: [],
    });
    await plain.close();
  });
});
