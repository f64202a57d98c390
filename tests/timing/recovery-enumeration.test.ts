import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { median, post, unlimitedRateStore } from '../support/accounts.ts';
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
    const quiet = await createTestApp({ rateStore: unlimitedRateStore(), config: { SMTP_URL: mail.url } });
    try {
      const user = await createUser(quiet.db);
      const time = async (userId: string, email: string) => {
        const start = performance.now();
        const res = await post(quiet.app, 'findPassword', { findPWID: userId, findPWEmail: email });
        expect(res.statusCode).toBe(200);
        return performance.now() - start;
      };
      const existing: number[] = [];
      const missing: number[] = [];
      for (let i = 0; i < 50; i++) {
        if (i % 2) {
          existing.push(await time(user.user_id, user.email));
          missing.push(await time(`ghost${i}`, `ghost${i}@example.com`));
        } else {
          missing.push(await time(`ghost${i}`, `ghost${i}@example.com`));
          existing.push(await time(user.user_id, user.email));
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
