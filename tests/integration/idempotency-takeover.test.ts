import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/http-error.ts';
import { handleFor } from '../../src/server/plugins/idempotency.ts';
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

    const stale = handleFor(user.user_num, key, first.locked_at);
    const error = await db
      .transaction()
      .execute((trx) => stale.record(trx, 200, { message: 'late' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(409);

    const current = handleFor(user.user_num, key, second.locked_at);
    await db.transaction().execute((trx) => current.record(trx, 200, { message: 'first answer' }));
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
