import { describe, expect, it } from 'vitest';
import { median, post, unlimitedRateStore } from '../support/accounts.ts';
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
      const existing: number[] = [];
      const missing: number[] = [];
      // Interleaved, alternating which goes first, so machine load hits both sides alike.
      for (let i = 0; i < 50; i++) {
        if (i % 2) {
          existing.push(await time(user.user_id));
          missing.push(await time(`missing_${i}`));
        } else {
          missing.push(await time(`missing_${i}`));
          existing.push(await time(user.user_id));
        }
      }
      const a = median(existing);
      const b = median(missing);
      expect(
        Math.abs(a - b) / Math.max(a, b),
        `existing ${a.toFixed(1)} ms, missing ${b.toFixed(1)} ms`,
      ).toBeLessThan(0.1);
    } finally {
      await quiet.close();
    }
  });
});
