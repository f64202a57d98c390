import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createVouchers } from '../../src/server/modules/vouchers/service.ts';
import { createSignedInUser } from '../support/factories.ts';
import { shopClient, unlimitedRateStore } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createPlayer, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectMoneyInvariant(t.db);
});
afterAll(() => t.close());

describe('POST /api/processCoupon', () => {
  it('credits R-Coin once and answers with both balances', async () => {
    const [code] = await createVouchers(t.db, { value: 100, currency: 'rcoin', count: 1 });
    const player = await createPlayer(t.db, { milleage: 7 });
    const res = await shopClient(t.app, player.auth).redeem(code!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, couponcode: code, userPoints: 100, userPoints2: 7 });
    expect(res.json().message).toMatch(/100 R-Coin/);
    const again = await shopClient(t.app, player.auth).redeem(code!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This voucher code has already been used.');
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 100, milleage: 7 });
  });

  it('credits Milleage for a Milleage voucher', async () => {
    const [code] = await createVouchers(t.db, { value: 250, currency: 'milleage', count: 1 });
    const player = await createPlayer(t.db);
    const res = await shopClient(t.app, player.auth).redeem(code!);
    expect(res.json()).toMatchObject({ userPoints: 0, userPoints2: 250 });
  });

  it('is case-sensitive and stores no code in clear text', async () => {
    const [code] = await createVouchers(t.db, { value: 5, currency: 'rcoin', count: 1 });
    const player = await createPlayer(t.db);
    const lower = await shopClient(t.app, player.auth).redeem(code!.toLowerCase());
    expect(lower.statusCode).toBe(400);
    expect(lower.json().message).toMatch(/Invalid voucher code/);
    const stored = await t.db.selectFrom('vouchers').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(0);
  });

  it('refuses an expired code', async () => {
    const [code] = await createVouchers(t.db, {
      value: 5,
      currency: 'rcoin',
      count: 1,
      expiresAt: new Date(Date.now() - 1000),
    });
    const player = await createPlayer(t.db);
    const res = await shopClient(t.app, player.auth).redeem(code!);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This voucher code has expired.');
  });

  it('requires the code and a signed-in player', async () => {
    const player = await createPlayer(t.db);
    const empty = await shopClient(t.app, player.auth).redeem('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.CouponCode).toBe('Voucher Code is required.');
    const missing = await shopClient(t.app, player.auth).post('/api/processCoupon', {});
    expect(missing.json().errors.CouponCode).toBe('Voucher Code is required.');
    const anonymous = await shopClient(t.app).redeem('ABCD');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please Login to Continue!');
  });

  it('rate limits wrong codes per account (429 with Retry-After)', async () => {
    const player = await createPlayer(t.db);
    const client = shopClient(t.app, player.auth, '10.9.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await client.redeem(`WRONG-${i}`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await client.redeem('WRONG-X');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toBe('Too many Requests! try again later');
  });

  it('rate limits wrong codes per address across accounts', async () => {
    const statuses: number[] = [];
    for (let p = 0; p < 4; p++) {
      const player = await createSignedInUser(t.db);
      const client = shopClient(t.app, player.auth, '10.9.0.2');
      for (let i = 0; i < 9; i++) statuses.push((await client.redeem(`NOPE-${p}-${i}`)).statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBe(6);
  });

  it('rejects unknown fields and oversize codes', async () => {
    const player = await createPlayer(t.db);
    const client = shopClient(t.app, player.auth);
    expect((await client.post('/api/processCoupon', { CouponCode: 'A', value: 1000 })).statusCode).toBe(400);
    expect((await client.post('/api/processCoupon', { CouponCode: 'A'.repeat(65) })).statusCode).toBe(400);
    expect((await client.post('/api/processCoupon', { CouponCode: 12345 })).statusCode).toBe(400);
  });
});

describe('GET /api/topuphistory', () => {
  it('lists the player’s redeemed codes newest first, paged, and nobody else’s', async () => {
    const codes = await createVouchers(t.db, { value: 10, currency: 'rcoin', count: 12 });
    const player = await createPlayer(t.db);
    const other = await createPlayer(t.db);
    for (const code of codes.slice(0, 11))
      expect((await shopClient(t.app, player.auth).redeem(code)).statusCode).toBe(200);
    await shopClient(t.app, other.auth).redeem(codes[11]!);
    const first = await shopClient(t.app, player.auth).get('/api/topuphistory?page=1');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.topuphistory).toHaveLength(10);
    expect(body).toMatchObject({ prev_page: 0, next_page: 2, last_page: 2, lpm1: 1 });
    expect(body.topuphistory[0]).toMatchObject({ CardCode: codes[10], Cardvalue: 10, currency: 'rcoin' });
    expect(Number.isNaN(Date.parse(body.topuphistory[0].DateTopUp))).toBe(false);
    const second = (await shopClient(t.app, player.auth).get('/api/topuphistory?page=2')).json();
    expect(second.topuphistory.map((r: { CardCode: string }) => r.CardCode)).toEqual([codes[0]]);
    const empty = await createPlayer(t.db);
    expect((await shopClient(t.app, empty.auth).get('/api/topuphistory')).json()).toMatchObject({
      topuphistory: [],
      last_page: 0,
    });
    expect((await shopClient(t.app).get('/api/topuphistory')).statusCode).toBe(401);
    expect((await shopClient(t.app, player.auth).get('/api/topuphistory?page=0')).statusCode).toBe(400);
  });
});

describe('redeeming one code concurrently', { timeout: 120_000 }, () => {
  it('100 simultaneous redemptions of one code by 10 players credit exactly once', async () => {
    const local = await createTestApp({ rateStore: unlimitedRateStore });
    try {
      const [code] = await createVouchers(local.db, { value: 500, currency: 'rcoin', count: 1 });
      const players = await Promise.all(Array.from({ length: 10 }, () => createPlayer(local.db)));
      const attempts = players.flatMap((p) =>
        Array.from({ length: 10 }, () => shopClient(local.app, p.auth).redeem(code!)),
      );
      const results = await Promise.all(attempts);
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(99);
      const balances = await Promise.all(players.map((p) => walletOf(local.db, p.user.user_num)));
      expect(balances.reduce((sum, b) => sum + b.rcoin, 0)).toBe(500);
      await expectMoneyInvariant(local.db);
    } finally {
      await local.close();
    }
  });
});
