import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BALANCE } from '../../src/shared/shop-rules.ts';
import { adminClient } from '../support/admin-client.ts';
import { createSignedInUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { addVoteSite, referenceOf } from '../support/votes.ts';
import { credit, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

/**
 * The vote sites' callbacks (docs/product/votes.md): a vote is credited only when its callback verifies,
 * once per site per cooldown per account, whatever the retries; everything else is recorded as refused with
 * why and changes no balance. The app's clock is moved, never waited for.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
let clock = new Date('2026-11-28T04:00:00Z');
const HOUR = 60 * 60 * 1000;
const ALLOWED = '203.0.113.9';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  admin = await adminClient(t);
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date(clock.getTime() + 1000 * HOUR);
});

type Player = Awaited<ReturnType<typeof createSignedInUser>>;
async function newPlayer(): Promise<Player & { reference: string }> {
  const player = await createSignedInUser(t.db);
  return { ...player, reference: await referenceOf(t, player) };
}

function callback(
  siteId: number | string,
  options: {
    method?: 'GET' | 'POST';
    query?: Record<string, string>;
    form?: Record<string, string>;
    json?: unknown;
    from?: string;
  },
) {
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.json);
  }
  return t.app.inject({
    method: options.method ?? (payload ? 'POST' : 'GET'),
    url: `/api/vote-callbacks/${siteId}`,
    query: options.query,
    headers,
    payload,
    remoteAddress: options.from ?? '127.0.0.1',
  });
}

async function votesOf(userNum: number | null, siteId?: number) {
  let query = t.db.selectFrom('votes').selectAll().orderBy('id');
  if (userNum !== null) query = query.where('user_num', '=', userNum);
  if (siteId !== undefined) query = query.where('site_id', '=', siteId);
  return query.execute();
}
const lastVote = async () =>
  t.db.selectFrom('votes').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

async function voteLedger(userNum: number) {
  return t.db
    .selectFrom('wallet_ledger')
    .select(['currency', 'amount', 'source', 'reference'])
    .where('user_num', '=', userNum)
    .orderBy('id')
    .execute();
}

const gtopForm = (reference: string, extra: Record<string, string> = {}) => ({
  pingbackkey: 'pingback-secret-1',
  pingUsername: reference,
  VoterIP: '198.51.100.20',
  Successful: '0',
  Reason: 'Vote counted',
  ...extra,
});

describe('GTop100 (pingback key)', () => {
  it('credits a verified form pingback once, with the site’s reward, and answers a plain 200', async () => {
    const site = await addVoteSite(admin, { rewardAmount: 40, rewardCurrency: 'milleage' });
    const player = await newPlayer();
    const res = await callback(site.id, { form: gtopForm(player.reference) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('OK');

    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 0, milleage: 40 });
    const [vote] = await votesOf(player.user.user_num);
    expect(vote).toMatchObject({
      site_id: site.id,
      outcome: 'credited',
      reason: null,
      reward_amount: 40,
      reward_currency: 'milleage',
      voter_ip: '198.51.100.20',
      caller_ip: '127.0.0.1',
      detail: 'Vote counted',
    });
    expect(await voteLedger(player.user.user_num)).toEqual([
      { currency: 'milleage', amount: 40, source: 'vote', reference: `vote:${vote!.id}` },
    ]);
  });

  it('credits a JSON pingback (Common entries of one-field objects)', async () => {
    const site = await addVoteSite(admin);
    const player = await newPlayer();
    const res = await callback(site.id, {
      json: {
        siteid: 1234,
        pingbackkey: 'pingback-secret-1',
        Common: [
          [
            { pb_id: 7 },
            { ip: '198.51.100.21' },
            { success: 0 },
            { reason: 'ok' },
            { pb_name: player.reference },
          ],
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 25 });
    expect((await votesOf(player.user.user_num))[0]).toMatchObject({
      outcome: 'credited',
      voter_ip: '198.51.100.21',
    });
  });

  it('reads each vote of a JSON batch on its own', async () => {
    const site = await addVoteSite(admin);
    const [a, b] = [await newPlayer(), await newPlayer()];
    const entry = (reference: string, success: number) => [
      { ip: '198.51.100.22' },
      { success },
      { pb_name: reference },
    ];
    await callback(site.id, {
      json: { pingbackkey: 'pingback-secret-1', Common: [entry(a.reference, 0), entry(b.reference, 1)] },
    });
    expect(await walletOf(t.db, a.user.user_num)).toMatchObject({ rcoin: 25 });
    expect(await walletOf(t.db, b.user.user_num)).toMatchObject({ rcoin: 0 });
    expect((await votesOf(b.user.user_num))[0]).toMatchObject({ outcome: 'refused', reason: 'not_counted' });
  });

  it('credits every vote of a large JSON batch, as many as the body limit carries', async () => {
    const site = await addVoteSite(admin);
    const players = [];
    for (let i = 0; i < 120; i++) players.push(await newPlayer());
    const common = players.map((p) => [
      { ip: '198.51.100.23' },
      { success: 0 },
      { reason: '' },
      { pb_name: p.reference },
    ]);
    const res = await callback(site.id, {
      json: { siteid: '1', pingbackkey: 'pingback-secret-1', Common: common },
    });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    const credited = await t.db
      .selectFrom('votes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('site_id', '=', site.id)
      .where('outcome', '=', 'credited')
      .executeTakeFirstOrThrow();
    expect(Number(credited.n)).toBe(120);
    expect(await walletOf(t.db, players[119]!.user.user_num)).toMatchObject({ rcoin: 25 });
  });

  it('records Successful 1 as not counted and credits nothing', async () => {
    const site = await addVoteSite(admin);
    const player = await newPlayer();
    const res = await callback(site.id, {
      form: gtopForm(player.reference, { Successful: '1', Reason: 'Already voted today' }),
    });
    expect(res.statusCode).toBe(200);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 0, ledgerRows: 0 });
    expect(await votesOf(player.user.user_num)).toEqual([
      expect.objectContaining({ outcome: 'refused', reason: 'not_counted', detail: 'Already voted today' }),
    ]);
    // It did not start the cooldown: the vote that counts afterwards is credited.
    await callback(site.id, { form: gtopForm(player.reference) });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 25 });
  });

  it('refuses a wrong or missing key, and an address off a list the site has', async () => {
    const site = await addVoteSite(admin);
    const player = await newPlayer();
    await callback(site.id, { form: gtopForm(player.reference, { pingbackkey: 'pingback-secret-2' }) });
    expect(await lastVote()).toMatchObject({ outcome: 'refused', reason: 'wrong_key', user_num: null });
    const { pingbackkey: _, ...keyless } = gtopForm(player.reference);
    await callback(site.id, { form: keyless });
    expect(await lastVote()).toMatchObject({ outcome: 'refused', reason: 'wrong_key' });

    const listed = await addVoteSite(admin, { allowedAddresses: [ALLOWED] });
    await callback(listed.id, { form: gtopForm(player.reference), from: '198.51.100.99' });
    expect(await lastVote()).toMatchObject({ reason: 'address_not_allowed', caller_ip: '198.51.100.99' });
    await callback(listed.id, { form: gtopForm(player.reference), from: ALLOWED });
    expect(await lastVote()).toMatchObject({ outcome: 'credited', site_id: listed.id });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 25, ledgerRows: 1 });
  });
});

describe.each([
  {
    kind: 'xtremetop100',
    query: (ref: string) => ({ custom: ref, votingip: '198.51.100.30' }),
    voterIp: '198.51.100.30',
  },
  { kind: 'topg', query: (ref: string) => ({ p_resp: ref, ip: '198.51.100.31' }), voterIp: '198.51.100.31' },
  { kind: 'top100arena', query: (ref: string) => ({ postback: ref }), voterIp: null },
])('$kind (sender’s address)', ({ kind, query, voterIp }) => {
  it('credits a callback from an allowed address, once, with the right currency and amount', async () => {
    const site = await addVoteSite(admin, { kind, rewardAmount: 7, rewardCurrency: 'rcoin' });
    const player = await newPlayer();
    const res = await callback(site.id, { query: query(player.reference), from: ALLOWED });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({
      rcoin: 7,
      milleage: 0,
      ledgerRows: 1,
    });
    expect((await votesOf(player.user.user_num))[0]).toMatchObject({
      outcome: 'credited',
      voter_ip: voterIp,
    });
  });

  it('reads the same fields from a posted form', async () => {
    const site = await addVoteSite(admin, { kind });
    const player = await newPlayer();
    await callback(site.id, { form: query(player.reference), from: ALLOWED });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 25 });
  });

  it('refuses a callback from an address not on the list, and changes no balance', async () => {
    const site = await addVoteSite(admin, { kind });
    const player = await newPlayer();
    const res = await callback(site.id, { query: query(player.reference), from: '192.0.2.50' });
    expect(res.statusCode).toBe(200);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 0, ledgerRows: 0 });
    expect(await lastVote()).toMatchObject({
      site_id: site.id,
      outcome: 'refused',
      reason: 'address_not_allowed',
      caller_ip: '192.0.2.50',
      reference: player.reference,
    });
  });

  it('credits a repeated callback once: the repeat is recorded as in cooldown', async () => {
    const site = await addVoteSite(admin, { kind });
    const player = await newPlayer();
    for (let i = 0; i < 3; i++) await callback(site.id, { query: query(player.reference), from: ALLOWED });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 25, ledgerRows: 1 });
    expect((await votesOf(player.user.user_num)).map((v) => v.reason)).toEqual([
      null,
      'in_cooldown',
      'in_cooldown',
    ]);
  });
});

describe('the allow-list', () => {
  it('takes an IPv4-mapped IPv6 range: callbacks from inside it are credited, others refused, none a 503', async () => {
    // The console accepts ::ffff:203.0.113.0/120 (an IPv6 range over mapped IPv4 addresses); every callback
    // to such a site used to answer 503, so the top site resent it for ever and no vote was credited.
    const site = await addVoteSite(admin, { kind: 'topg', allowedAddresses: ['::ffff:203.0.113.0/120'] });
    const player = await newPlayer();
    const outside = await callback(site.id, { query: { p_resp: player.reference }, from: '203.0.114.5' });
    expect([outside.statusCode, outside.body]).toEqual([200, 'OK']);
    expect(await lastVote()).toMatchObject({ site_id: site.id, reason: 'address_not_allowed' });
    for (const from of ['203.0.113.5', '::ffff:203.0.113.6']) {
      const res = await callback(site.id, { query: { p_resp: player.reference }, from });
      expect([from, res.statusCode, res.body]).toEqual([from, 200, 'OK']);
    }
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 25, ledgerRows: 1 });
    expect((await votesOf(null, site.id)).map((v) => v.reason)).toEqual([
      'address_not_allowed',
      null,
      'in_cooldown',
    ]);
  });
});

describe('what is refused before any account is credited', () => {
  it('an unknown reference, a missing one, a disabled site and an unknown site: recorded, nothing credited', async () => {
    const site = await addVoteSite(admin);
    const player = await newPlayer();
    const before = await walletOf(t.db, player.user.user_num);

    await callback(site.id, { form: gtopForm('AAAAAAAAAAAAAAAAAAAAAAAA') });
    expect(await lastVote()).toMatchObject({
      reason: 'unknown_reference',
      reference: 'AAAAAAAAAAAAAAAAAAAAAAAA',
    });
    // The account's number or user ID is no reference.
    await callback(site.id, { form: gtopForm(String(player.user.user_num)) });
    expect(await lastVote()).toMatchObject({ reason: 'unknown_reference' });
    await callback(site.id, { form: gtopForm(player.user.user_id) });
    expect(await lastVote()).toMatchObject({ reason: 'unknown_reference' });
    await callback(site.id, { form: gtopForm('') });
    expect(await lastVote()).toMatchObject({ reason: 'no_reference' });

    const off = await addVoteSite(admin, { isEnabled: false });
    await callback(off.id, { form: gtopForm(player.reference) });
    expect(await lastVote()).toMatchObject({ reason: 'site_disabled', site_id: off.id });

    for (const id of ['999999', 'not-a-site']) {
      const res = await callback(id, { form: gtopForm(player.reference) });
      expect([res.statusCode, res.body]).toEqual([200, 'OK']);
      expect(await lastVote()).toMatchObject({ reason: 'unknown_site', site_id: null });
    }
    expect(await walletOf(t.db, player.user.user_num)).toEqual(before);
  });

  it('answers a body it cannot read without a 500', async () => {
    const site = await addVoteSite(admin);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/vote-callbacks/${site.id}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"Common": [',
    });
    expect(res.statusCode).toBe(400);
    const odd = await callback(site.id, {
      json: { pingbackkey: 'pingback-secret-1', Common: [42, null, 'x'] },
    });
    expect(odd.statusCode).toBe(200);
  });
});

describe('the cooldown', () => {
  it('credits again once the cooldown has passed, and not a moment before', async () => {
    const site = await addVoteSite(admin, { cooldownHours: 12 });
    const player = await newPlayer();
    const start = clock;
    await callback(site.id, { form: gtopForm(player.reference) });
    clock = new Date(start.getTime() + 12 * HOUR - 1000);
    await callback(site.id, { form: gtopForm(player.reference) });
    expect(await lastVote()).toMatchObject({ outcome: 'refused', reason: 'in_cooldown' });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 25 });

    const page = await t.app.inject({ url: '/api/votes', headers: { ...player.auth, ...AJAX } });
    const shown = page.json().sites.find((s: { id: number }) => s.id === site.id);
    expect(shown.nextVoteAt).toBe(new Date(start.getTime() + 12 * HOUR).toISOString());

    clock = new Date(start.getTime() + 12 * HOUR);
    await callback(site.id, { form: gtopForm(player.reference) });
    expect(await lastVote()).toMatchObject({ outcome: 'credited' });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 50, ledgerRows: 2 });
  });

  it('is per site: a vote on another site is credited meanwhile', async () => {
    const [one, two] = [await addVoteSite(admin), await addVoteSite(admin, { rewardAmount: 3 })];
    const player = await newPlayer();
    await callback(one.id, { form: gtopForm(player.reference) });
    await callback(two.id, { form: gtopForm(player.reference) });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 28, ledgerRows: 2 });
  });

  it('a credit the balance cannot take is refused and does not start the cooldown', async () => {
    const site = await addVoteSite(admin);
    const player = await newPlayer();
    await credit(t.db, player.user.user_num, 'rcoin', MAX_BALANCE - 10);
    await callback(site.id, { form: gtopForm(player.reference) });
    expect(await lastVote()).toMatchObject({ outcome: 'refused', reason: 'balance_full' });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({
      rcoin: MAX_BALANCE - 10,
      ledgerRows: 1,
    });
    expect(
      await t.db
        .selectFrom('vote_cooldowns')
        .selectAll()
        .where('user_num', '=', player.user.user_num)
        .execute(),
    ).toEqual([]);
  });
});

describe('concurrent callbacks', () => {
  it('20 identical callbacks at once credit exactly once', async () => {
    const site = await addVoteSite(admin, { rewardAmount: 30 });
    const player = await newPlayer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callback(site.id, { form: gtopForm(player.reference) })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 30, ledgerRows: 1 });
    const votes = await votesOf(player.user.user_num, site.id);
    expect(votes.filter((v) => v.outcome === 'credited')).toHaveLength(1);
    expect(votes.filter((v) => v.reason === 'in_cooldown')).toHaveLength(19);
    await expectMoneyInvariant(t.db);
  });
});

describe('the record of refused callbacks stays bounded', () => {
  it('forgets refused callbacks older than the kept days, never a credited vote', async () => {
    const { pruneRefused } = await import('../../src/server/modules/votes/repository.ts');
    const site = await addVoteSite(admin);
    const player = await newPlayer();
    const old = clock;
    await callback(site.id, { form: gtopForm(player.reference) });
    await callback(site.id, { form: gtopForm('FORGEDREFERENCE') });
    const oldRefused = (await lastVote()).id;
    clock = new Date(old.getTime() + 31 * 24 * HOUR);
    await callback(site.id, { form: gtopForm('FORGEDAGAIN') });
    const newRefused = (await lastVote()).id;
    await pruneRefused(t.db, new Date(clock.getTime() - 30 * 24 * HOUR), 1_000_000);
    const left = (await votesOf(null, site.id)).map((v) => [v.id, v.outcome]);
    expect(left).toContainEqual([newRefused, 'refused']);
    expect(left.map(([id]) => id)).not.toContain(oldRefused);
    expect(left.filter(([, outcome]) => outcome === 'credited')).toHaveLength(1);
    // And at most `keep` refused rows, the newest.
    await pruneRefused(t.db, new Date(0), 1);
    const refused = await t.db.selectFrom('votes').select('id').where('outcome', '=', 'refused').execute();
    expect(refused.map((r) => r.id)).toEqual([newRefused]);
    await expectMoneyInvariant(t.db);
  });
});

describe('behind a reverse proxy', () => {
  // The allow-list is checked against the voter site's own address: with TRUST_PROXY naming the proxy, the
  // one it forwards; without it, a forwarded header is only text anyone can send.
  it('checks the forwarded address under TRUST_PROXY, and ignores the header without it', async () => {
    const proxied = await createTestApp({ now: () => clock, config: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const staff = await adminClient(proxied);
      const site = await addVoteSite(staff, { kind: 'topg' });
      const player = await createSignedInUser(proxied.db);
      const reference = await referenceOf(proxied, player);
      const send = (app: TestApp, siteId: number, forwarded: string, from = '127.0.0.1') =>
        app.app.inject({
          url: `/api/vote-callbacks/${siteId}`,
          query: { p_resp: reference, ip: '198.51.100.40' },
          headers: { 'x-forwarded-for': forwarded },
          remoteAddress: from,
        });

      // From an address off the list, through the trusted proxy: refused.
      await send(proxied, site.id, '192.0.2.77');
      expect(await walletOf(proxied.db, player.user.user_num)).toMatchObject({ rcoin: 0, ledgerRows: 0 });
      // Sent straight, not through the proxy, claiming an allowed address: the claim is not believed.
      await send(proxied, site.id, ALLOWED, '192.0.2.78');
      expect(await walletOf(proxied.db, player.user.user_num)).toMatchObject({ rcoin: 0, ledgerRows: 0 });
      const refused = await proxied.db
        .selectFrom('votes')
        .select(['reason', 'caller_ip'])
        .where('site_id', '=', site.id)
        .orderBy('id')
        .execute();
      expect(refused).toEqual([
        { reason: 'address_not_allowed', caller_ip: '192.0.2.77' },
        { reason: 'address_not_allowed', caller_ip: '192.0.2.78' },
      ]);
      // The allowed address, forwarded by the proxy: credited.
      await send(proxied, site.id, ALLOWED);
      expect(await walletOf(proxied.db, player.user.user_num)).toMatchObject({ rcoin: 25, ledgerRows: 1 });
    } finally {
      await proxied.close();
    }

    // This file's app trusts no proxy: the header names an allowed address, the connection does not.
    const site = await addVoteSite(admin, { kind: 'topg' });
    const player = await newPlayer();
    await t.app.inject({
      url: `/api/vote-callbacks/${site.id}`,
      query: { p_resp: player.reference, ip: '198.51.100.41' },
      headers: { 'x-forwarded-for': ALLOWED },
      remoteAddress: '192.0.2.79',
    });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 0, ledgerRows: 0 });
    expect(await lastVote()).toMatchObject({ reason: 'address_not_allowed', caller_ip: '192.0.2.79' });
  });
});
