import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createVouchers } from '../../src/server/modules/vouchers/service.ts';
import { SHOP_MESSAGES } from '../../src/shared/shop-rules.ts';
import { createSignedInUser } from '../support/factories.ts';
import { shopClient } from '../support/shop-client.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { createPlayer, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

/** The console's vouchers: batches, counts, revocation, lookup (docs/product/vouchers.md). */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t.db, { userType: 11 });
});
afterEach(async () => {
  await expectMoneyInvariant(t.db);
});
afterAll(() => t.close());

function as(who: { auth: Record<string, string> }, method: 'GET' | 'POST', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    remoteAddress: '10.20.30.40',
    headers: { ...AJAX, ...who.auth },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

const create = (body: Record<string, unknown>, who = admin) =>
  as(who, 'POST', '/api/admin/voucher-batches', body);

/** A YYYY-MM-DD date `days` from now (UTC date; at least a day ahead of Manila's today when days >= 2). */
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function state() {
  const count = async (table: 'voucher_batches' | 'vouchers' | 'audit_log') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    batches: await count('voucher_batches'),
    vouchers: await count('vouchers'),
    audit: await count('audit_log'),
  };
}

async function auditOf(action: string, recordId: number | string) {
  return t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('record_id', '=', String(recordId))
    .execute();
}

async function batchInList(id: number) {
  const res = await as(admin, 'GET', '/api/admin/voucher-batches');
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: number }[]).find((b) => b.id === id) as
    | Record<string, unknown>
    | undefined;
}

describe('POST /api/admin/voucher-batches', () => {
  it('makes the batch, answers its codes once, stores only hashes, and audits it without the codes', async () => {
    const expiresOn = dateIn(30);
    const res = await create({
      name: 'Summer promo',
      value: 250,
      currency: 'milleage',
      count: 5,
      prefix: 'SUMMER',
      expiresOn,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(/will not be shown again/);
    expect(body.codes).toHaveLength(5);
    expect(new Set(body.codes).size).toBe(5);
    for (const code of body.codes) expect(code).toMatch(/^SUMMER-[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(body.batch).toMatchObject({
      id: body.id,
      name: 'Summer promo',
      value: 250,
      currency: 'milleage',
      count: 5,
      prefix: 'SUMMER',
      expiresAt: new Date(`${expiresOn}T16:00:00Z`).toISOString(),
      createdBy: { userNum: admin.user.user_num, userId: admin.user.user_id },
      revokedAt: null,
      issued: 5,
      redeemed: 0,
      expired: 0,
      revoked: 0,
    });

    const rows = await t.db.selectFrom('vouchers').selectAll().where('batch_id', '=', body.id).execute();
    expect(rows).toHaveLength(5);
    const stored = JSON.stringify(rows);
    for (const code of body.codes) expect(stored).not.toContain(code);

    const [audit] = await auditOf('voucher.batch.create', body.id);
    expect(audit).toMatchObject({
      actor_user_num: admin.user.user_num,
      ip: '10.20.30.40',
      record_type: 'voucher_batch',
    });
    expect(audit!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', old: null, new: 'Summer promo' },
        { field: 'count', old: null, new: 5 },
        { field: 'value', old: null, new: 250 },
        { field: 'prefix', old: null, new: 'SUMMER' },
      ]),
    );
    for (const code of body.codes) expect(JSON.stringify(audit)).not.toContain(code);

    // A player redeems one of them.
    const player = await createPlayer(t.db);
    const redeemed = await shopClient(t.app, player.auth).redeem(body.codes[0]);
    expect(redeemed.statusCode).toBe(200);
    expect((await walletOf(t.db, player.user.user_num)).milleage).toBe(250);
  });

  it('refuses bad input with 400 and a clear message, changing nothing', async () => {
    const good = { name: 'Fine', value: 10, currency: 'rcoin', count: 2 };
    const before = await state();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /name|value|count/i],
      [{ ...good, name: '   ' }, /name/],
      [{ ...good, name: 'x'.repeat(41) }, /at most 40/],
      [{ ...good, value: 0 }, /value/],
      [{ ...good, value: 10_000_001 }, /value/],
      [{ ...good, value: '1e3' }, /value/],
      [{ ...good, currency: 'gold' }, /currency/],
      [{ ...good, count: 0 }, /count/],
      [{ ...good, count: 50_001 }, /count/],
      [{ ...good, prefix: 'abc' }, /prefix/],
      [{ ...good, prefix: 'TOO-LONG-PREFIX' }, /prefix/],
      [{ ...good, expiresOn: '2020-01-01' }, /today or later/],
      [{ ...good, expiresOn: dateIn(4000) }, /ten years/],
      [{ ...good, expiresOn: '2030-02-30' }, /real date/],
      [{ ...good, expiresOn: 'tomorrow' }, /YYYY-MM-DD/],
      [{ ...good, extra: 1 }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(JSON.stringify(res.json())).toMatch(message);
    }
    expect(await state()).toEqual(before);
  });

  it('writes the batch and its audit row in one transaction: a failing audit leaves no batch and no codes', async () => {
    await sql`create function refuse_voucher_audit() returns trigger language plpgsql as $$
      begin if new.action = 'voucher.batch.create' then raise exception 'audit refused'; end if; return new; end $$`.execute(
      t.db,
    );
    await sql`create trigger refuse_voucher_audit before insert on audit_log
      for each row execute function refuse_voucher_audit()`.execute(t.db);
    try {
      const before = await state();
      const res = await create({ name: 'Doomed', value: 10, currency: 'rcoin', count: 3000 });
      expect(res.statusCode).toBe(500);
      expect(await state()).toEqual(before);
    } finally {
      await sql`drop trigger refuse_voucher_audit on audit_log`.execute(t.db);
      await sql`drop function refuse_voucher_audit()`.execute(t.db);
    }
  });

  it('is refused to support staff and players', async () => {
    const support = await createSignedInUser(t.db);
    await t.db
      .insertInto('staff_grants')
      .values({ user_num: support.user.user_num, role: 'support' })
      .execute();
    const player = await createSignedInUser(t.db);
    const body = { name: 'No', value: 1, currency: 'rcoin', count: 1 };
    expect((await create(body, support)).statusCode).toBe(403);
    expect((await create(body, player)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/voucher-batches', () => {
  it('counts issued, redeemed, expired and revoked codes per batch, newest first, paged', async () => {
    const made = (await create({ name: 'Counted', value: 10, currency: 'rcoin', count: 4 })).json();
    const player = await createPlayer(t.db);
    expect((await shopClient(t.app, player.auth).redeem(made.codes[0])).statusCode).toBe(200);
    expect((await as(admin, 'POST', '/api/admin/vouchers/revoke', { code: made.codes[1] })).statusCode).toBe(
      200,
    );
    expect(await batchInList(made.id)).toMatchObject({ issued: 4, redeemed: 1, revoked: 1, expired: 0 });

    // An expired batch made by the command: counted as expired, made by nobody.
    await createVouchers(t.db, {
      value: 5,
      currency: 'rcoin',
      count: 3,
      batch: 'Old',
      expiresAt: new Date(Date.now() - 1000),
    });
    const list = (await as(admin, 'GET', '/api/admin/voucher-batches')).json();
    expect(list.data[0]).toMatchObject({ name: 'Old', issued: 3, expired: 3, redeemed: 0, createdBy: null });
    const [commandAudit] = await auditOf('voucher.batch.create', list.data[0].id);
    expect(commandAudit).toMatchObject({ actor_user_num: null, ip: null, record_type: 'voucher_batch' });
    expect(list.data[1].id).toBe(made.id);
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list).toMatchObject({ page: 1, prev_page: 0, next_page: 2 });

    const beyond = await as(admin, 'GET', '/api/admin/voucher-batches?page=999');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json().data).toEqual([]);
    expect((await as(admin, 'GET', '/api/admin/voucher-batches?page=0')).statusCode).toBe(400);
    expect((await as(admin, 'GET', '/api/admin/voucher-batches?page=x')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/voucher-batches/:id/revoke', () => {
  it('revokes every unredeemed code, keeps the redeemed ones, audits it, and refuses a second time', async () => {
    const made = (await create({ name: 'To revoke', value: 7, currency: 'rcoin', count: 3 })).json();
    const player = await createPlayer(t.db);
    const client = shopClient(t.app, player.auth);
    expect((await client.redeem(made.codes[0])).statusCode).toBe(200);

    const res = await as(admin, 'POST', `/api/admin/voucher-batches/${made.id}/revoke`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: made.id, revoked: 2 });
    expect(await batchInList(made.id)).toMatchObject({
      issued: 3,
      redeemed: 1,
      revoked: 2,
      revokedBy: { userNum: admin.user.user_num, userId: admin.user.user_id },
    });
    const refused = await client.redeem(made.codes[1]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SHOP_MESSAGES.voucherRevoked);
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(7);

    const [audit] = await auditOf('voucher.batch.revoke', made.id);
    expect(audit).toMatchObject({ actor_user_num: admin.user.user_num, ip: '10.20.30.40' });
    expect(audit!.changes).toEqual(expect.arrayContaining([{ field: 'codes_revoked', old: null, new: 2 }]));

    const before = await state();
    const again = await as(admin, 'POST', `/api/admin/voucher-batches/${made.id}/revoke`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This batch was revoked already.');
    const missing = await as(admin, 'POST', '/api/admin/voucher-batches/999999/revoke');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No voucher batch has this number.');
    expect((await as(admin, 'POST', '/api/admin/voucher-batches/abc/revoke')).statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });
});

describe('POST /api/admin/vouchers/revoke', () => {
  it('revokes one code as typed, audits it by its id, and explains what it refuses', async () => {
    const made = (await create({ name: 'One by one', value: 3, currency: 'rcoin', count: 2 })).json();
    const res = await as(admin, 'POST', '/api/admin/vouchers/revoke', { code: ` ${made.codes[0]} ` });
    expect(res.statusCode).toBe(200);
    const [audit] = await auditOf('voucher.revoke', res.json().id);
    expect(audit).toMatchObject({ actor_user_num: admin.user.user_num, record_type: 'voucher' });
    expect(JSON.stringify(audit)).not.toContain(made.codes[0]);

    const before = await state();
    const again = await as(admin, 'POST', '/api/admin/vouchers/revoke', { code: made.codes[0] });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This code was revoked already.']);
    const player = await createPlayer(t.db);
    expect((await shopClient(t.app, player.auth).redeem(made.codes[1])).statusCode).toBe(200);
    const spent = await as(admin, 'POST', '/api/admin/vouchers/revoke', { code: made.codes[1] });
    expect([spent.statusCode, spent.json().message]).toEqual([
      409,
      'This code was redeemed already and cannot be revoked.',
    ]);
    const unknown = await as(admin, 'POST', '/api/admin/vouchers/revoke', { code: 'NOPE-NOPE' });
    expect(unknown.statusCode).toBe(404);
    const lower = await as(admin, 'POST', '/api/admin/vouchers/revoke', {
      code: made.codes[0].toLowerCase(),
    });
    expect(lower.statusCode).toBe(404);
    for (const body of [{}, { code: '' }, { code: 'x'.repeat(65) }, { code: 5 }]) {
      expect((await as(admin, 'POST', '/api/admin/vouchers/revoke', body)).statusCode).toBe(400);
    }
    expect((await state()).audit).toBe(before.audit);
    expect((await state()).vouchers).toBe(before.vouchers);
  });
});

describe('POST /api/admin/vouchers/lookup', () => {
  it('shows batch, value, state, and when and by whom a code was redeemed; reading is not audited', async () => {
    const made = (await create({ name: 'Looked up', value: 40, currency: 'rcoin', count: 3 })).json();
    const player = await createPlayer(t.db);
    expect((await shopClient(t.app, player.auth).redeem(made.codes[0])).statusCode).toBe(200);
    expect((await as(admin, 'POST', '/api/admin/vouchers/revoke', { code: made.codes[2] })).statusCode).toBe(
      200,
    );
    const before = await state();

    const redeemed = await as(admin, 'POST', '/api/admin/vouchers/lookup', { code: made.codes[0] });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({
      status: 'redeemed',
      value: 40,
      currency: 'rcoin',
      batch: { id: made.id, name: 'Looked up' },
      redeemedBy: { userNum: player.user.user_num, userId: player.user.user_id },
      revokedAt: null,
    });
    expect(Date.parse(redeemed.json().redeemedAt)).toBeGreaterThan(Date.now() - 60_000);

    const live = (await as(admin, 'POST', '/api/admin/vouchers/lookup', { code: made.codes[1] })).json();
    expect(live).toMatchObject({ status: 'live', redeemedAt: null, redeemedBy: null });
    const revoked = (await as(admin, 'POST', '/api/admin/vouchers/lookup', { code: made.codes[2] })).json();
    expect(revoked.status).toBe('revoked');
    const [expiredCode] = await createVouchers(t.db, {
      value: 1,
      currency: 'rcoin',
      count: 1,
      expiresAt: new Date(Date.now() - 1000),
    });
    const expired = await as(admin, 'POST', '/api/admin/vouchers/lookup', { code: expiredCode });
    expect(expired.json()).toMatchObject({ status: 'expired', batch: { name: '' } });
    const unknown = await as(admin, 'POST', '/api/admin/vouchers/lookup', { code: 'NOT-A-CODE' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'No voucher has this code (codes are case-sensitive).',
    ]);
    expect((await as(admin, 'POST', '/api/admin/vouchers/lookup', {})).statusCode).toBe(400);
    const after = await state();
    expect(after.audit).toBe(before.audit + 1); // only the command's batch of the expired code
  });

  it('is rate limited per staff member', async () => {
    const other = await createSignedInUser(t.db, { userType: 11 });
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      statuses.push(
        (await as(other, 'POST', '/api/admin/vouchers/lookup', { code: `GUESS-${i}` })).statusCode,
      );
    }
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    // Another staff member is not affected.
    expect((await as(admin, 'POST', '/api/admin/vouchers/lookup', { code: 'GUESS-X' })).statusCode).toBe(404);
  });
});
