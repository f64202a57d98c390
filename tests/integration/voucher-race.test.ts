import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/http-error.ts';
import { hashVoucherCode } from '../../src/server/modules/vouchers/codes.ts';
import {
  createVoucherBatch,
  redeemVoucher,
  revokeBatch,
  revokeVoucherCode,
} from '../../src/server/modules/vouchers/service.ts';
import { seededRandom } from '../support/seeded-random.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';
import { createPlayer, expectMoneyInvariant, noBalanceCache, walletOf } from '../support/wallet-factories.ts';

/**
 * Redemptions and revocations racing on real PostgreSQL: every code ends redeemed (once, with one ledger
 * row and one balance change) or revoked, never both, as some serial order of the same calls would leave
 * it; a revoked code is never redeemed. The services are called directly (no rate limiter in the way),
 * many at once on a pool of 10 connections.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await expectMoneyInvariant(database.db);
});
afterAll(() => database.drop());

const COMMAND = { staff: null, ip: null };

type Outcome = { ok: true; player: number } | { ok: false; status: number };

async function attempt(userNum: number, code: string): Promise<Outcome> {
  try {
    await redeemVoucher(database.db, noBalanceCache, userNum, { code, referral: '' });
    return { ok: true, player: userNum };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, status: error.statusCode };
    throw error;
  }
}

async function codeStates(batchId: number) {
  return database.db
    .selectFrom('vouchers')
    .select(['id', 'redeemed_by', 'redeemed_at', 'revoked_at'])
    .where('batch_id', '=', batchId)
    .execute();
}

/** The attempts' start times: seeded and the seed printed, so a failing interleaving can be tried again. */
const random = seededRandom('voucher race');

/** Per round: codes redeemed and revoked (printed, so a run shows the race really mixed them). */
const mixes: [number, number][] = [];

describe('a batch revocation racing its redemptions', () => {
  for (let round = 0; round < 6; round++) {
    it(`round ${round + 1}: each code is redeemed once or revoked, never both`, async () => {
      const db = database.db;
      const codesCount = 30;
      const { batch, codes } = await createVoucherBatch(
        db,
        { name: `race ${round}`, value: 10, currency: 'rcoin', count: codesCount },
        COMMAND,
      );
      const players = await Promise.all(Array.from({ length: 6 }, () => createPlayer(db)));
      // Every code is tried by two players, each attempt starting at a random moment of a 60 ms window;
      // the revocation starts at a point of that window that moves from round to round.
      const startAfter = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const revocation = startAfter(8 * round).then(() => revokeBatch(db, batch.id, COMMAND));
      const calls: Promise<unknown>[] = [revocation];
      const outcomes: { code: string; outcome: Promise<Outcome> }[] = [];
      for (let i = 0; i < codesCount * 2; i++) {
        const code = codes[i % codesCount]!;
        const player = players[(i * 7 + round) % players.length]!.user.user_num;
        const outcome = startAfter(random() * 60).then(() => attempt(player, code));
        outcomes.push({ code, outcome });
        calls.push(outcome);
      }
      await Promise.all(calls);
      const { revoked } = await revocation;

      const states = await codeStates(batch.id);
      expect(states).toHaveLength(codesCount);
      for (const s of states) {
        // Exactly one of the two: the revocation covered every code not redeemed before it.
        expect([s.id, s.redeemed_at !== null, s.revoked_at !== null]).toEqual([
          s.id,
          s.revoked_at === null,
          s.redeemed_at === null,
        ]);
      }
      const redeemedCount = states.filter((s) => s.redeemed_at !== null).length;
      expect(revoked).toBe(codesCount - redeemedCount);
      mixes.push([redeemedCount, revoked]);

      // Successes: one per redeemed code, by the player the row names; refusals are 409 (used) or 400 (revoked).
      const results = await Promise.all(outcomes.map(async (o) => ({ code: o.code, r: await o.outcome })));
      const wins = results.filter((x) => x.r.ok);
      expect(wins).toHaveLength(redeemedCount);
      expect(new Set(wins.map((w) => w.code)).size).toBe(redeemedCount);
      for (const x of results) if (!x.r.ok) expect([400, 409]).toContain(x.r.status);

      // Each player's balance is 10 per win, with one ledger row each.
      for (const p of players) {
        const mine = wins.filter((w) => w.r.ok && w.r.player === p.user.user_num).length;
        expect(await walletOf(db, p.user.user_num)).toMatchObject({ rcoin: 10 * mine, ledgerRows: mine });
      }

      // After the race, no revoked code can be redeemed.
      const late = await Promise.all(codes.map((code) => attempt(players[0]!.user.user_num, code)));
      expect(late.every((o) => !o.ok)).toBe(true);
    });
  }

  it('the rounds really raced: some ended with both redeemed and revoked codes', () => {
    console.info(`voucher race, [redeemed, revoked] per round: ${JSON.stringify(mixes)}`);
    expect(mixes.some(([redeemed, revoked]) => redeemed > 0 && revoked > 0)).toBe(true);
  });
});

describe('single-code revocations racing redemptions of the same codes', () => {
  it('each code ends redeemed or revoked; the revocation of a redeemed code is refused', async () => {
    const db = database.db;
    const { batch, codes } = await createVoucherBatch(
      db,
      { name: 'one by one', value: 5, currency: 'milleage', count: 25 },
      COMMAND,
    );
    const players = await Promise.all(Array.from({ length: 5 }, () => createPlayer(db)));
    const revokes = codes.map((code) =>
      revokeVoucherCode(db, code, COMMAND).then(
        () => 'revoked' as const,
        (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 409) return 'refused' as const;
          throw error;
        },
      ),
    );
    const redeems = codes.map((code, i) => attempt(players[i % players.length]!.user.user_num, code));
    const [revoked, redeemed] = await Promise.all([Promise.all(revokes), Promise.all(redeems)]);
    const states = await database.db
      .selectFrom('vouchers')
      .select(['code_hash', 'redeemed_at', 'revoked_at'])
      .where('batch_id', '=', batch.id)
      .execute();
    for (const [i, code] of codes.entries()) {
      const row = states.find((s) => s.code_hash === hashVoucherCode(code));
      // The revoke and the redemption of one code: exactly one of them won, and the row says which.
      expect([code, revoked[i] === 'revoked', redeemed[i]!.ok]).toEqual([
        code,
        !redeemed[i]!.ok,
        redeemed[i]!.ok,
      ]);
      expect([code, row?.revoked_at !== null, row?.redeemed_at !== null]).toEqual([
        code,
        revoked[i] === 'revoked',
        redeemed[i]!.ok,
      ]);
    }
    expect(states.filter((s) => s.redeemed_at !== null && s.revoked_at !== null)).toEqual([]);
    const total = redeemed.filter((o) => o.ok).length;
    const balances = await Promise.all(players.map((p) => walletOf(db, p.user.user_num)));
    expect(balances.reduce((sum, b) => sum + b.milleage, 0)).toBe(5 * total);
  });
});
