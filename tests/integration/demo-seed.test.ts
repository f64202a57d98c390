import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../src/server/modules/accounts/sessions.ts';
import { DEMO_ACCOUNTS, seedAccounts } from '../../src/server/seed/accounts.ts';
import { seedDemoCharacters } from '../../src/server/seed/characters.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo account seed', () => {
  it('gives the demo player characters the account page shows, once however often it runs', async () => {
    const first = { notes: [] as string[] };
    await seedAccounts(t.db, first);
    await seedDemoCharacters(t.db, first);
    const second = { notes: [] as string[] };
    await seedDemoCharacters(t.db, second);
    expect(first.notes.some((n) => n.startsWith('demo player: characters'))).toBe(true);
    expect(second.notes.some((n) => n.startsWith('demo player: characters'))).toBe(false);

    const demo = await t.db
      .selectFrom('users')
      .select('user_num')
      .where('user_id', '=', 'demo')
      .executeTakeFirstOrThrow();
    const token = await startSession(t.db, demo.user_num, { ip: null, userAgent: null });
    const res = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(200);
    const characters = res.json().user.characters as { ChaName: string; ChaLevel: number }[];
    expect(characters.map((c) => c.ChaName)).toEqual(['DemoTala', 'DemoLakan', 'DemoAmihan']);
    expect(characters.map((c) => c.ChaLevel)).toEqual([187, 142, 96]);
    // The admin account has none of them.
    const admin = await t.db
      .selectFrom('characters')
      .innerJoin('users', 'users.user_num', 'characters.user_num')
      .select('cha_name')
      .where('users.user_id', '=', 'admin')
      .execute();
    expect(admin).toEqual([]);
  });

  it('prints each demo sign-in with its secret answer, which is the one stored', async () => {
    const report = { notes: [] as string[] };
    await seedAccounts(t.db, report);
    for (const account of DEMO_ACCOUNTS)
      expect(report.notes).toContain(
        `sign in as ${account.userId} / ${account.password} (secret answer: ${account.secretAnswer})`,
      );
    const demo = await t.db
      .selectFrom('users')
      .select(['user_num', 'user_id'])
      .where('user_id', '=', 'demo')
      .executeTakeFirstOrThrow();
    const token = await startSession(t.db, demo.user_num, { ip: null, userAgent: null });
    const answer = async (secretAnswer: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/validate-secret-answer',
        headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
        payload: { UserNum: demo.user_num, UserID: demo.user_id, secretAnswer },
      });
    const wrong = await answer('green');
    expect(wrong.json()).toEqual({ valid: false });
    const right = await answer(DEMO_ACCOUNTS[0].secretAnswer);
    expect(right.statusCode).toBe(200);
    expect(right.json().valid).toBe(true);
  });
});
