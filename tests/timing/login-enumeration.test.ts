import { describe, expect, it } from 'vitest';
import { interleavedMedians, post, unlimitedRateStore } from '../support/accounts.ts';
import { createUser } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

/**
 * Sign-in must not tell an existing user id from a missing one by how long it takes. A wall-clock
 * comparison: it lives in the serial 'timing' project (vitest.config.ts) so parallel tests cannot skew it.
 */
describe('enumeration by timing', () => {
  it('takes the same time for an existing and a missing user id (medians within 10% over 50 tries)', async () => {
    const quiet = await createTestApp({ rateStore: unlimitedRateStore() });
    try {
      const user = await createUser(quiet.db);
      const time = async (userId: string) => {
        const start = performance.now();
        const res = await post(quiet.app, 'processlogin', { UserID: userId, UserPass: 'Wrong-Password-1' });
        expect(res.json().data.status).toBe(2);
        return performance.now() - start;
      };
      // Warm both paths (the missing one makes its decoy hash on first use), then measure.
      for (let i = 0; i < 5; i++) {
        await time(user.user_id);
        await time(`warm_${i}`);
      }
      const times = await interleavedMedians(
        50,
        () => time(user.user_id),
        (i) => time(`missing_${i}`),
      );
      expect(times.gap, times.text).toBeLessThan(0.1);
    } finally {
      await quiet.close();
    }
  });
});
