import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/http-error.ts';
import { moneyTransaction, moveMoney } from '../../src/server/modules/wallet/service.ts';
import { createUser } from '../support/factories.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';
import { noBalanceCache, walletOf } from '../support/wallet-factories.ts';

/**
 * The answer is stored as the money transaction's last statement: when another request with the same key
 * committed first (or holds a live claim), this one must fail and roll its money back instead of moving it a
 * second time; a claim abandoned by a crashed process is taken over after its lease.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function keyRow(userNum: number, key: string) {
  return database.db
    .selectFrom('idempotency_keys')
    .select(['state', 'response_body'])
    .where('user_num', '=', userNum)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
}

/** Credits 10 R-Coin under `key` in one money transaction; the error it ends with, if any. */
async function creditWithKey(userNum: number, key: string, reference: string) {
  const claim = { userNum, key, fingerprint: 'f'.repeat(64), recorded: false };
  return moneyTransaction(database.db, noBalanceCache, claim, async (trx) => {
    await moveMoney(trx, { userNum, currency: 'rcoin', amount: 10, source: 'admin', reference });
    return { message: reference };
  }).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('idempotency key in the money transaction', () => {
  it('a request whose key another request answered first rolls its money back with 409', async () => {
    const user = await createUser(database.db);
    expect(await creditWithKey(user.user_num, 'same-key', 'first')).toBeNull();
    const error = await creditWithKey(user.user_num, 'same-key', 'second');
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(409);
    expect(await walletOf(database.db, user.user_num)).toMatchObject({ rcoin: 10, ledgerRows: 1 });
    expect(JSON.stringify((await keyRow(user.user_num, 'same-key')).response_body)).toContain('first');
  });

  it('two requests with one key at the same moment: exactly one commits', async () => {
    const user = await createUser(database.db);
    const errors = await Promise.all(
      ['a', 'b', 'c', 'd'].map((ref) => creditWithKey(user.user_num, 'raced', `race-${ref}`)),
    );
    expect(errors.filter((e) => e === null)).toHaveLength(1);
    expect(await walletOf(database.db, user.user_num)).toMatchObject({ rcoin: 10, ledgerRows: 1 });
  });

  it('a live claim holds the key; one abandoned past its lease is taken over', async () => {
    const user = await createUser(database.db);
    const running = { user_num: user.user_num, fingerprint: 'f'.repeat(64), state: 'running' as const };
    await database.db
      .insertInto('idempotency_keys')
      .values([
        { ...running, key: 'live' },
        { ...running, key: 'abandoned', locked_at: new Date(Date.now() - 120_000) } as never,
      ])
      .execute();
    expect(((await creditWithKey(user.user_num, 'live', 'live')) as HttpError).statusCode).toBe(409);
    expect(await creditWithKey(user.user_num, 'abandoned', 'taken-over')).toBeNull();
    expect(await keyRow(user.user_num, 'abandoned')).toMatchObject({ state: 'done' });
    expect(await walletOf(database.db, user.user_num)).toMatchObject({ rcoin: 10, ledgerRows: 1 });
  });
});
