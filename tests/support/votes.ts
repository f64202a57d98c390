import { expect } from 'vitest';
import type { adminClient } from './admin-client.ts';
import { AJAX, type TestApp } from './test-app.ts';

type Staff = Awaited<ReturnType<typeof adminClient>>;

/** A vote site as the console adds it; `overrides` change any field of the form. */
export async function addVoteSite(staff: Staff, overrides: Record<string, unknown> = {}) {
  const kind = (overrides.kind as string | undefined) ?? 'gtop100';
  const res = await staff.call('POST', '/api/admin/vote-sites', {
    name: `Top site ${kind}`,
    kind,
    linkTemplate: 'https://vote.example.com/server/42?vote=1&pingUsername={reference}',
    pingbackKey: kind === 'gtop100' ? 'pingback-secret-1' : '',
    allowedAddresses: kind === 'gtop100' ? [] : ['203.0.113.0/24'],
    rewardAmount: 25,
    rewardCurrency: 'rcoin',
    cooldownHours: 12,
    isEnabled: true,
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number; version: number; callbackUrl: string } & Record<string, unknown>;
}

/** The player's vote reference: made when they first open /vote, as the page does. */
export async function referenceOf(
  t: TestApp,
  player: { user: { user_num: number }; auth: Record<string, string> },
): Promise<string> {
  const res = await t.app.inject({ url: '/api/votes', headers: { ...player.auth, ...AJAX } });
  expect(res.statusCode, res.body).toBe(200);
  const row = await t.db
    .selectFrom('vote_references')
    .select('reference')
    .where('user_num', '=', player.user.user_num)
    .executeTakeFirstOrThrow();
  return row.reference;
}
