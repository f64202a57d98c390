import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manilaDate } from '../../src/shared/manila-time.ts';
import { adminClient, auditMark, auditRows } from '../support/admin-client.ts';
import { createSignedInUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { addVoteSite, referenceOf } from '../support/votes.ts';

/**
 * The console's vote sites and votes (docs/product/votes.md, Console): administrators only, every change
 * audited in its transaction, bad input refused with a message per field and nothing changed.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
const clock = new Date('2026-11-28T04:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, config: { PUBLIC_URL: 'https://ran.example.ph' } });
  admin = await adminClient(t);
});
afterAll(() => t.close());

const valid = {
  name: 'XtremeTop100',
  kind: 'xtremetop100',
  linkTemplate: 'https://www.xtremetop100.com/in.php?site=1&postback={reference}',
  pingbackKey: '',
  allowedAddresses: ['203.0.113.7', '2001:db8::/32'],
  rewardAmount: 10,
  rewardCurrency: 'milleage',
  cooldownHours: 12,
  isEnabled: true,
};

describe('who may use the vote pages of the console', () => {
  it('refuses support staff and players on every votes route', async () => {
    const support = await createSignedInUser(t.db);
    await t.db
      .insertInto('staff_grants')
      .values({ user_num: support.user.user_num, role: 'support' })
      .execute();
    const player = await createSignedInUser(t.db);
    const site = await addVoteSite(admin);
    const routes: [string, string, object?][] = [
      ['GET', '/api/admin/vote-sites'],
      ['POST', '/api/admin/vote-sites', valid],
      ['PUT', `/api/admin/vote-sites/${site.id}`, { ...valid, version: site.version }],
      ['GET', '/api/admin/votes'],
      ['GET', '/api/admin/votes/daily'],
    ];
    for (const who of [support, player]) {
      for (const [method, url, payload] of routes) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          payload,
          headers: { ...who.auth, ...AJAX },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    // A player's votes are part of the player page, which support reads.
    const own = await t.app.inject({
      url: `/api/admin/players/${player.user.user_num}/votes`,
      headers: { ...support.auth, ...AJAX },
    });
    expect(own.statusCode).toBe(200);
    const refused = await t.app.inject({
      url: `/api/admin/players/${player.user.user_num}/votes`,
      headers: { ...player.auth, ...AJAX },
    });
    expect(refused.statusCode).toBe(403);
    expect(await t.db.selectFrom('vote_sites').select('id').where('name', '=', valid.name).execute()).toEqual(
      [],
    );
  });
});

describe('vote sites', () => {
  it('adds and changes a site, each with its audit row, and shows the callback address to give the site', async () => {
    const mark = await auditMark(t);
    const created = await admin.call('POST', '/api/admin/vote-sites', valid);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      name: 'XtremeTop100',
      hasKey: false,
      allowedAddresses: ['203.0.113.7', '2001:db8::/32'],
      callbackUrl: `https://ran.example.ph/api/vote-callbacks/${created.body.id}`,
      version: 1,
    });
    const changed = await admin.call('PUT', `/api/admin/vote-sites/${created.body.id}`, {
      ...valid,
      rewardAmount: 15,
      isEnabled: false,
      version: 1,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ rewardAmount: 15, isEnabled: false, version: 2 });

    const rows = await auditRows(t, 'vote_site', mark);
    expect(rows.map((r) => [r.action, r.record_id, r.actor_user_num])).toEqual([
      ['vote_site.create', String(created.body.id), admin.admin.user.user_num],
      ['vote_site.update', String(created.body.id), admin.admin.user.user_num],
    ]);
    expect(rows[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'reward_amount', old: 10, new: 15 },
        { field: 'is_enabled', old: true, new: false },
      ]),
    );
  });

  it('keeps the pingback key out of every answer and the audit log, and keeps it when the form leaves it empty', async () => {
    const mark = await auditMark(t);
    const site = await addVoteSite(admin, { pingbackKey: 'very-secret-key' });
    expect(site.hasKey).toBe(true);
    expect(JSON.stringify(site)).not.toContain('very-secret-key');
    const list = await admin.call('GET', '/api/admin/vote-sites');
    expect(JSON.stringify(list.body)).not.toContain('very-secret-key');

    const kept = await admin.call('PUT', `/api/admin/vote-sites/${site.id}`, {
      ...valid,
      kind: 'gtop100',
      allowedAddresses: [],
      pingbackKey: '',
      version: site.version,
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const stored = await t.db
      .selectFrom('vote_sites')
      .select('pingback_key')
      .where('id', '=', site.id)
      .executeTakeFirstOrThrow();
    expect(stored.pingback_key).toBe('very-secret-key');
    const rows = await auditRows(t, 'vote_site', mark);
    expect(JSON.stringify(rows)).not.toContain('very-secret-key');
    expect(JSON.stringify(rows[0]!.changes)).toMatch(/sha256:[0-9a-f]{12}/);
  });

  it('refuses bad input with a message per field, and stores nothing', async () => {
    const before = await t.db
      .selectFrom('vote_sites')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ linkTemplate: 'http://vote.example.com/?u={reference}' }, 'linkTemplate', /https:\/\//],
      [{ linkTemplate: 'https://vote.example.com/?u=me' }, 'linkTemplate', /\{reference\} exactly once/],
      [{ linkTemplate: 'not a link {reference}' }, 'linkTemplate', /not a web address/],
      [{ allowedAddresses: ['203.0.113.300'] }, 'allowedAddresses', /not an IP address/],
      [{ allowedAddresses: ['203.0.113.0/33'] }, 'allowedAddresses', /prefix must be a number from 0 to 32/],
      [{ allowedAddresses: [] }, 'allowedAddresses', /addresses this vote site sends its callbacks from/],
      [{ rewardAmount: 0 }, 'rewardAmount', /from 1 to 1,000,000/],
      [{ rewardCurrency: 'pesos' }, 'rewardCurrency', /R-Coin or Milleage/],
      [{ cooldownHours: 0 }, 'cooldownHours', /from 1 to 168/],
      [{ kind: 'votesite' }, 'kind', /gtop100, xtremetop100, topg, top100arena/],
      [{ name: ' ' }, 'name', /Enter the vote site’s name/],
      [{ kind: 'gtop100', allowedAddresses: [], pingbackKey: '' }, 'pingbackKey', /Enter the pingback key/],
      [{ kind: 'gtop100', allowedAddresses: [], pingbackKey: 'abc' }, 'pingbackKey', /at least 6 characters/],
    ];
    for (const [change, field, message] of cases) {
      const res = await admin.call('POST', '/api/admin/vote-sites', { ...valid, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.code).toBe('invalid_input');
      expect(res.body.errors?.[field], JSON.stringify(res.body)).toMatch(message);
    }
    const after = await t.db
      .selectFrom('vote_sites')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers 404 for a site that is not there', async () => {
    const res = await admin.call('PUT', '/api/admin/vote-sites/999999', { ...valid, version: 1 });
    expect(res).toMatchObject({ status: 404, body: { message: 'There is no such vote site.' } });
  });
});

describe('votes received', () => {
  it('lists votes newest first with why, filters by site and outcome, counts credited ones per day and site', async () => {
    const site = await addVoteSite(admin, { kind: 'topg', allowedAddresses: ['127.0.0.1'] });
    const other = await addVoteSite(admin, { kind: 'topg', allowedAddresses: ['127.0.0.1'] });
    const player = await createSignedInUser(t.db);
    const reference = await referenceOf(t, player);
    const send = (id: number, ref: string) =>
      t.app.inject({ url: `/api/vote-callbacks/${id}`, query: { p_resp: ref, ip: '198.51.100.1' } });
    await send(site.id, reference);
    await send(site.id, reference);
    await send(site.id, 'NOSUCHREFERENCE');
    await send(other.id, reference);

    const all = await admin.call('GET', `/api/admin/votes?site=${site.id}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(
      all.body.data.map((v: { outcome: string; reason: string | null }) => [v.outcome, v.reason]),
    ).toEqual([
      ['refused', 'unknown_reference'],
      ['refused', 'in_cooldown'],
      ['credited', null],
    ]);
    expect(all.body.data[2]).toMatchObject({
      userId: player.user.user_id,
      siteName: site.name,
      rewardAmount: 25,
    });

    const credited = await admin.call('GET', `/api/admin/votes?site=${site.id}&outcome=credited`);
    expect(credited.body.total).toBe(1);
    const bad = await admin.call('GET', '/api/admin/votes?outcome=maybe');
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { outcome: 'outcome must be credited or refused.' } },
    });

    const daily = await admin.call('GET', '/api/admin/votes/daily');
    expect(daily.body.days).toHaveLength(30);
    expect(daily.body.days.at(-1)).toBe(manilaDate(clock));
    const counts = (id: number) =>
      daily.body.sites.find((s: { siteId: number }) => s.siteId === id).counts as number[];
    expect(counts(site.id).at(-1)).toBe(1);
    expect(counts(other.id).at(-1)).toBe(1);
    expect(
      counts(site.id)
        .slice(0, -1)
        .every((n) => n === 0),
    ).toBe(true);

    const history = await admin.call('GET', `/api/admin/players/${player.user.user_num}/votes`);
    expect(history.body.total).toBe(3);
    expect(history.body.data[0]).toMatchObject({ siteId: other.id, outcome: 'credited' });
  });
});
