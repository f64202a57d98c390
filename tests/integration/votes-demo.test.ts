import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedVoteSites } from '../../src/server/seed/votes.ts';
import { adminClient } from '../support/admin-client.ts';
import { createSignedInUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { addVoteSite, referenceOf } from '../support/votes.ts';
import { expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

/**
 * The demo vote site (docs/product/votes.md, The demo vote site): on a seeded demo, the demo vote page's
 * button makes the server send the site's real callback over HTTP to its own callback route, which credits
 * the signed-in player once per cooldown; in production the page's routes do not exist and nothing is seeded.
 */
let t: TestApp;
let gtop: { id: number; pingback_key: string | null };
let topg: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  // The demo page's callbacks go over a real socket to this app, as they do under npm start.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const report = { notes: [] as string[] };
  await seedVoteSites(t.db, report);
  expect(report.notes).toEqual([
    'vote site GTop100 (demo) = 50 R-Coin every 12 h, through the demo vote page (/vote)',
    'vote site TopG (demo) = 100 Milleage every 24 h, through the demo vote page (/vote)',
  ]);
  const sites = await t.db.selectFrom('vote_sites').selectAll().orderBy('id').execute();
  expect(sites.map((s) => [s.name, s.kind, s.link_template, s.allowed_addresses])).toEqual([
    ['GTop100 (demo)', 'gtop100', `/vote/demo-site/${sites[0]?.id}?ref={reference}`, []],
    ['TopG (demo)', 'topg', `/vote/demo-site/${sites[1]?.id}?ref={reference}`, ['127.0.0.1', '::1']],
  ]);
  gtop = sites[0]!;
  topg = sites[1]!;
});
afterEach(() => expectMoneyInvariant(t.db));
afterAll(() => t.close());

async function newPlayer() {
  const player = await createSignedInUser(t.db);
  return { ...player, reference: await referenceOf(t, player) };
}

function press(
  siteId: number,
  player: { auth: Record<string, string> } | null,
  body: { reference: string; counted: boolean },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/demo-vote-site/${siteId}/vote`,
    headers: { ...AJAX, ...player?.auth },
    payload: body,
  });
}

const votesOf = (userNum: number) =>
  t.db
    .selectFrom('votes')
    .select(['site_id', 'outcome', 'reason', 'caller_ip', 'reward_amount'])
    .where('user_num', '=', userNum)
    .orderBy('id')
    .execute();

describe('the demo vote site', () => {
  it('shows the site without its key, and seeding twice adds nothing', async () => {
    const res = await t.app.inject(`/api/demo-vote-site/${gtop.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: gtop.id, name: 'GTop100 (demo)', kind: 'gtop100', isEnabled: true });
    expect(gtop.pingback_key).toMatch(/^[\w-]{24}$/);
    expect(res.body).not.toContain(gtop.pingback_key);
    const again = { notes: [] as string[] };
    await seedVoteSites(t.db, again);
    expect(again.notes).toEqual(['demo vote sites exist already: vote on them from /vote']);
    expect(await t.db.selectFrom('vote_sites').select('id').execute()).toHaveLength(2);
  });

  it('Vote credits the signed-in player once through the real callback route', async () => {
    const player = await newPlayer();
    const first = await press(gtop.id, player, { reference: player.reference, counted: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ callbackSent: true, status: 200 });
    const again = await press(gtop.id, player, { reference: player.reference, counted: true });
    expect(again.json()).toEqual({ callbackSent: true, status: 200 });

    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 50, milleage: 0 });
    // Both arrived over the socket from this machine, through the production verification.
    expect(await votesOf(player.user.user_num)).toEqual([
      { site_id: gtop.id, outcome: 'credited', reason: null, caller_ip: '127.0.0.1', reward_amount: 50 },
      {
        site_id: gtop.id,
        outcome: 'refused',
        reason: 'in_cooldown',
        caller_ip: '127.0.0.1',
        reward_amount: null,
      },
    ]);
    const ledger = await t.db
      .selectFrom('wallet_ledger')
      .select(['source', 'amount'])
      .where('user_num', '=', player.user.user_num)
      .execute();
    expect(ledger).toEqual([{ source: 'vote', amount: 50 }]);
    const state = (await t.app.inject({ url: '/api/votes', headers: { ...player.auth, ...AJAX } })).json();
    expect(
      state.sites.map((s: { name: string; nextVoteAt: string | null }) => s.nextVoteAt !== null),
    ).toEqual([true, false]);
  });

  it('the second button: GTop100 reports a vote that did not count, TopG sends nothing', async () => {
    const player = await newPlayer();
    const refused = await press(gtop.id, player, { reference: player.reference, counted: false });
    expect(refused.json()).toEqual({ callbackSent: true, status: 200 });
    const silent = await press(topg.id, player, { reference: player.reference, counted: false });
    expect(silent.json()).toEqual({ callbackSent: false, status: null });
    expect((await votesOf(player.user.user_num)).map((v) => v.reason)).toEqual(['not_counted']);

    // TopG's callback is proved by its sender's address: the demo's comes from the loopback the seed lists.
    const voted = await press(topg.id, player, { reference: player.reference, counted: true });
    expect(voted.json()).toEqual({ callbackSent: true, status: 200 });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 0, milleage: 100 });
  });

  it('credits nobody else, needs a session, and serves only sites whose link is the demo page', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const theirs = await press(gtop.id, player, { reference: other.reference, counted: true });
    expect(theirs.statusCode).toBe(403);
    expect((await press(gtop.id, null, { reference: player.reference, counted: true })).statusCode).toBe(401);
    expect((await press(gtop.id, player, { reference: '', counted: true })).statusCode).toBe(400);
    expect((await press(999_999, player, { reference: player.reference, counted: true })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject('/api/demo-vote-site/not-a-number')).statusCode).toBe(400);

    // A real top site's key is never sent from here.
    const admin = await adminClient(t);
    const real = await addVoteSite(admin, { name: 'A real GTop100' });
    expect((await t.app.inject(`/api/demo-vote-site/${real.id}`)).statusCode).toBe(404);
    const forged = await press(real.id, player, { reference: player.reference, counted: true });
    expect(forged.statusCode).toBe(404);

    for (const who of [player, other]) {
      expect(await walletOf(t.db, who.user.user_num)).toMatchObject({ rcoin: 0, milleage: 0 });
      expect(await votesOf(who.user.user_num)).toEqual([]);
    }
  });
});

describe('in production', () => {
  it('has no demo vote routes, and the seed adds no demo vote sites', async () => {
    const prod = await createTestApp({
      config: { NODE_ENV: 'production', PUBLIC_URL: 'https://ran.example.com' },
    });
    try {
      const player = await createSignedInUser(prod.db);
      expect((await prod.app.inject('/api/demo-vote-site/1')).statusCode).toBe(404);
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/demo-vote-site/1/vote',
        headers: { ...AJAX, ...player.auth },
        payload: { reference: 'ABCDEFGHIJKLMNOPQRSTUVWX', counted: true },
      });
      expect(res.statusCode).toBe(404);
      vi.stubEnv('NODE_ENV', 'production');
      const report = { notes: [] as string[] };
      await seedVoteSites(prod.db, report);
      expect(report.notes).toEqual([]);
      expect(await prod.db.selectFrom('vote_sites').select('id').execute()).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
      await prod.close();
    }
  });
});
