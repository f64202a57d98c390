import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storedFormOf } from '../../src/server/modules/game/password-forms.ts';
import { enqueue } from '../../src/server/modules/game/repository.ts';
import { adminClient, auditMark, auditRows, failAuditOf } from '../support/admin-client.ts';
import { siteBridgeTo } from '../support/game-app.ts';
import { createGameStandIn, type GameStandIn } from '../support/game-stand-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The console's Game page API on the real PostgreSQL: the bridge's state, a parked row's retry (audited,
 * in one transaction) and the profile check, against the game's stand-in; and what it says with no bridge.
 */
let stand: GameStandIn;
let t: TestApp;
let call: Awaited<ReturnType<typeof adminClient>>['call'];

beforeAll(async () => {
  stand = await createGameStandIn();
  t = await createTestApp({ game: siteBridgeTo(stand.url, stand.profile) });
  call = (await adminClient(t)).call;
});
afterAll(async () => {
  await t.close();
  await stand.drop();
});
beforeEach(async () => {
  await sql`truncate game_outbox`.execute(t.db);
});

/** A ban for a login the game does not have: the game refuses it each time, so it parks. */
async function parkedBan(userId: string): Promise<number> {
  const { id } = await t.db
    .transaction()
    .execute((trx) =>
      enqueue(trx, { kind: 'set_ban', gameUserId: userId, payload: { blocked: true, until: null } }),
    );
  await t.db
    .updateTable('game_outbox')
    .set({ attempts: 8, parked_at: new Date(), last_error: `No game login ${userId}` })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('GET /api/admin/game', () => {
  it('says the bridge is off when no game database is configured', async () => {
    const off = await createTestApp();
    try {
      const admin = await adminClient(off);
      const res = await admin.call('GET', '/api/admin/game');
      expect(res).toEqual({ status: 200, body: { bridge: 'off' } });
    } finally {
      await off.close();
    }
  });

  it('shows the profile, the last contact, the outbox depth and the parked rows', async () => {
    const before = await call('GET', '/api/admin/game');
    expect(before.body).toMatchObject({
      bridge: 'on',
      profile: 'md5-19',
      passwordForm: 'md5-19',
      reachable: null,
      lastContactAt: null,
      outbox: { waiting: 0, parked: 0, oldestAt: null },
      parkedRows: [],
    });
    await stand.query(
      `insert into "RanUser"."UserInfo" ("UserName", "UserID", "UserPass", "UserPass2", "UserType", "UserAvailable", "UserBlock", "UserEmail") values ('Ana', 'ana01', $1, $1, 1, 1, 0, 'ana@example.ph')`,
      [storedFormOf('md5-19', 'a password')],
    );
    await t.db
      .transaction()
      .execute((trx) =>
        enqueue(trx, { kind: 'set_ban', gameUserId: 'ana01', payload: { blocked: true, until: null } }),
      );
    const id = await parkedBan('ghost');
    const waiting = await call('GET', '/api/admin/game');
    expect(waiting.body.outbox).toMatchObject({ waiting: 2, parked: 1 });
    expect(waiting.body.outbox.oldestAt).not.toBeNull();
    expect(waiting.body.parkedRows).toEqual([
      {
        id,
        kind: 'set_ban',
        gameUserId: 'ghost',
        attempts: 8,
        error: 'No game login ghost',
        parkedAt: expect.any(String),
      },
    ]);
    // The worker delivers the ban it can; the game answered, so the page says so.
    await t.app.game!.worker.runOnce();
    const after = await call('GET', '/api/admin/game');
    expect(after.body).toMatchObject({ reachable: true, outbox: { waiting: 1, parked: 1 } });
    expect(after.body.lastContactAt).not.toBeNull();
  });
});

describe('POST /api/admin/game/outbox/:id/retry', () => {
  it('queues a parked row again with its attempts counted afresh, and writes the audit row', async () => {
    const id = await parkedBan('ghost');
    const mark = await auditMark(t);
    const res = await call('POST', `/api/admin/game/outbox/${id}/retry`);
    expect(res).toEqual({ status: 200, body: { message: `Row ${id} (set_ban for ghost) is queued again.` } });
    const row = await t.db
      .selectFrom('game_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([row.parked_at, row.attempts]).toEqual([null, 0]);
    const audit = await auditRows(t, 'game_outbox', mark);
    expect(audit.map((a) => [a.action, a.record_id])).toEqual([['game-outbox.retry', String(id)]]);
    expect(audit[0]!.changes).toContainEqual({ field: 'attempts', old: 8, new: 0 });
  });

  it('refuses a row that is not parked (404) and changes nothing', async () => {
    const id = await parkedBan('ghost');
    expect((await call('POST', `/api/admin/game/outbox/${id}/retry`)).status).toBe(200);
    const again = await call('POST', `/api/admin/game/outbox/${id}/retry`);
    expect([again.status, again.body.message]).toEqual([404, 'There is no such parked row.']);
    expect((await call('POST', '/api/admin/game/outbox/999999/retry')).status).toBe(404);
    expect((await call('POST', '/api/admin/game/outbox/nope/retry')).status).toBe(400);
  });

  it('leaves the row parked when its audit row cannot be written', async () => {
    const id = await parkedBan('ghost');
    const removeTrap = await failAuditOf(t, 'game-outbox.retry');
    try {
      expect((await call('POST', `/api/admin/game/outbox/${id}/retry`)).status).toBe(500);
    } finally {
      await removeTrap();
    }
    const row = await t.db
      .selectFrom('game_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.parked_at).not.toBeNull();
    expect(row.attempts).toBe(8);
  });
});

describe('GET /api/admin/game/check', () => {
  it("reports the stand-in's tables as the profile expects them", async () => {
    const res = await call('GET', '/api/admin/game/check');
    expect(res.status).toBe(200);
    const levels = res.body.findings.map((f: { level: string }) => f.level);
    expect(levels).not.toContain('error');
    expect(res.body.findings.map((f: { text: string }) => f.text).join('\n')).toMatch(/UserInfo/);
  });

  it('says what to set when no game database is configured', async () => {
    const off = await createTestApp();
    try {
      const res = await (await adminClient(off)).call('GET', '/api/admin/game/check');
      expect(res.body.findings).toEqual([
        expect.objectContaining({ level: 'error', text: expect.stringMatching(/No game database/) }),
      ]);
    } finally {
      await off.close();
    }
  });
});
