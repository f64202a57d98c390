import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interleavedMedians, post, unlimitedRateStore } from '../support/accounts.ts';
import { createUser } from '../support/factories.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { createTestApp } from '../support/test-app.ts';

/**
 * Password recovery must not tell an existing account from a missing one by how long it takes. A
 * wall-clock comparison: it lives in the serial 'timing' project (vitest.config.ts) so parallel tests
 * cannot skew it.
 */
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(() => mail.close());

describe('recovery timing', () => {
  it('answers as fast for existing as for missing accounts (medians within 10% over 50 tries)', async () => {
    const quiet = await createTestApp({ rateStore: unlimitedRateStore(), mail });
    try {
      const user = await createUser(quiet.db);
      const time = async (userId: string, email: string) => {
        const start = performance.now();
        const res = await post(quiet.app, 'findPassword', { findPWID: userId, findPWEmail: email });
        expect(res.statusCode).toBe(200);
        return performance.now() - start;
      };
      const times = await interleavedMedians(
        50,
        () => time(user.user_id, user.email),
        (i) => time(`ghost${i}`, `ghost${i}@example.com`),
      );
      expect(times.gap, times.text).toBeLessThan(0.1);
    } finally {
      await quiet.close();
    }
  });
});
