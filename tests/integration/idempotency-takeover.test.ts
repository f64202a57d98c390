import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/http-error.ts';
import { moneyTransaction } from '../../src/server/modules/wallet/service.ts';
import { createUser } from '../support/factories.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';

/**
 * A request that outlives its claim's lease loses the key to a retry; when it finally tries to store its
 * answer it must fail (rolling its money transaction back) instead of committing a second purchase.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('idempotency key takeover', () => {
  it('lets only the current holder of a claim record its answer', async () => {
    const { db } = database;
    const user = await createUser(db);
    const key = 'takeover-key';
    const first = await db
      .insertInto('idempotency_keys')
      .values({ user_num: user.user_num, key, fingerprint: 'f', state: 'running' })
      .returning('locked_at')
      .executeTakeFirstOrThrow();
    // A retry takes the key over after the lease ran out.
    const second = await db
      .updateTable('idempotency_keys')
      .set({ locked_at: new Date(first.locked_at.getTime() + 61_000) })
      .where('user_num', '=', user.user_num)
      .where('key', '=', key)
      .returning('locked_at')
      .executeTakeFirstOrThrow();

    const stale = { userNum: user.user_num, key, claimedAt: first.locked_at, recorded: false };
    const error = await moneyTransaction(db, stale, async () => ({ message: 'late' })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(409);

    const current = { userNum: user.user_num, key, claimedAt: second.locked_at, recorded: false };
    await moneyTransaction(db, current, async () => ({ message: 'first answer' }));
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['state', 'response_body'])
      .where('user_num', '=', user.user_num)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('done');
    expect(JSON.stringify(row.response_body)).toContain('first answer');
  });
});
