import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, auditMark, auditRows, storeTestImage } from '../support/admin-client.ts';
import { type DiscordStandIn, startDiscordStandIn } from '../support/discord-stand-in.ts';
import { createSignedInUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { createPlayer } from '../support/wallet-factories.ts';

/**
 * Discord announcements (docs/product/discord.md, docs/decisions/0071-discord-outbox.md), against a
 * loopback stand-in speaking Discord's webhook protocol. The apps' clock is the test's: it starts a day
 * ahead of the database's, so rows the database dates (the staff log's) are due at once, and moves only
 * when a test moves it. No worker runs on a timer here: each test runs them with runOnce().
 */
let discord: DiscordStandIn;
let t: TestApp;
let second: TestApp;
let staff: Awaited<ReturnType<typeof adminClient>>;
let clock = new Date(Date.now() + 24 * 60 * 60 * 1000);
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const PUBLIC_URL = 'https://ran.example.com';
const TOKEN = 'aB3_dE6-gH9iJ2kL5mN8oP1qR4sT7uV0wX3yZ6aB9cD2eF5gH8iJ1kL4mN7oP0qR3';
const webhookUrl = (id: string, host = 'discord.com') => `https://${host}/api/webhooks/${id}/${TOKEN}`;
let nextId = 100_000_000_000_000_001n;
const freshId = () => String(nextId++);

beforeAll(async () => {
  discord = await startDiscordStandIn();
  const config = { DISCORD_API_ORIGIN: discord.origin, PUBLIC_URL };
  t = await createTestApp({ config, now });
  second = await createTestApp({ config, now, database: t.database });
  staff = await adminClient(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
  await discord.close();
});
afterEach(async () => {
  // Each test starts with no webhook (their deliveries go with them) and a quiet stand-in.
  await t.db.deleteFrom('discord_webhooks').execute();
  discord.requests.length = 0;
  discord.unknown.clear();
});

async function addWebhook(subscriptions: { news?: boolean; maintenance?: boolean; staffLog?: boolean }) {
  const webhookId = freshId();
  const res = await staff.call('POST', '/api/admin/discord/webhooks', {
    name: `Channel ${webhookId.slice(-4)}`,
    url: webhookUrl(webhookId),
    news: subscriptions.news ?? false,
    maintenance: subscriptions.maintenance ?? false,
    staffLog: subscriptions.staffLog ?? false,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.id as number, webhookId };
}

const run = (app: TestApp = t) => app.app.discord.worker.runOnce();
const outbox = () => t.db.selectFrom('discord_outbox').selectAll().orderBy('id').execute();

async function publishArticle(body: Record<string, unknown> = {}) {
  const res = await staff.call('POST', '/api/admin/news', {
    subject: 'Summer event begins',
    type: 2,
    content: '<p>Double drops all weekend in <strong>Sacred Gate</strong>.</p>',
    publish: 'now',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
}

describe('webhook addresses', () => {
  it('takes only Discord webhook addresses, refusing anything else with a clear message and storing nothing', async () => {
    const id = freshId();
    const refused = [
      `http://discord.com/api/webhooks/${id}/${TOKEN}`,
      `https://discord.com.evil.example/api/webhooks/${id}/${TOKEN}`,
      `https://evil.example/api/webhooks/${id}/${TOKEN}`,
      `https://discord.com/api/webhooks/${id}`,
      `https://discord.com/api/webhooks/abc/${TOKEN}`,
      `https://discord.com/api/webhooks/${id}/${TOKEN}?wait=true`,
      `https://user:pw@discord.com/api/webhooks/${id}/${TOKEN}`,
      `https://discord.com:8443/api/webhooks/${id}/${TOKEN}`,
      `https://discord.com/api/channels/${id}/${TOKEN}`,
      'not an address',
    ];
    for (const url of refused) {
      const res = await staff.call('POST', '/api/admin/discord/webhooks', {
        name: 'Bad',
        url,
        news: true,
        maintenance: false,
        staffLog: false,
      });
      expect([url, res.status, res.body.code]).toEqual([url, 400, 'invalid_input']);
      expect(res.body.message).toContain('https://discord.com/api/webhooks/<id>/<token>');
      // The refusal never repeats the address (it may hold a token).
      expect(JSON.stringify(res.body)).not.toContain(TOKEN);
    }
    expect(await t.db.selectFrom('discord_webhooks').selectAll().execute()).toEqual([]);
    for (const host of ['discord.com', 'ptb.discord.com', 'canary.discord.com', 'discordapp.com']) {
      const res = await staff.call('POST', '/api/admin/discord/webhooks', {
        name: host,
        url: webhookUrl(freshId(), host),
        news: true,
        maintenance: false,
        staffLog: false,
      });
      expect([host, res.status]).toEqual([host, 200]);
    }
  });

  it('never shows the token back or writes it to the audit log; an edit keeps it unless a new address is given', async () => {
    const mark = await auditMark(t);
    const { id, webhookId } = await addWebhook({ news: true });
    const list = await staff.call('GET', '/api/admin/discord/webhooks');
    expect(JSON.stringify(list.body)).not.toContain(TOKEN);
    const row = (list.body.data as Record<string, unknown>[]).find((w) => w.id === id);
    expect(row).toMatchObject({ webhookId, token: `••••••••${TOKEN.slice(-4)}`, news: true, version: 1 });
    const edit = await staff.call('PUT', `/api/admin/discord/webhooks/${id}`, {
      name: 'Announcements',
      url: '',
      news: true,
      maintenance: true,
      staffLog: false,
      version: 1,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const stored = await t.db
      .selectFrom('discord_webhooks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      name: 'Announcements',
      webhook_id: webhookId,
      token: TOKEN,
      maintenance: true,
    });
    const audit = await auditRows(t, 'discord_webhook', mark);
    expect(audit.map((r) => r.action)).toEqual(['discord.webhook.create', 'discord.webhook.update']);
    expect(JSON.stringify(audit)).not.toContain(TOKEN);
    const removed = await staff.call('DELETE', `/api/admin/discord/webhooks/${id}`);
    expect(removed.status).toBe(200);
    expect((await auditRows(t, 'discord_webhook', mark)).map((r) => r.action)).toContain(
      'discord.webhook.delete',
    );
  });
});

describe('the console', () => {
  it('refuses support staff, players and visitors on every Discord route', async () => {
    const support = await createSignedInUser(t.db);
    await t.db
      .insertInto('staff_grants')
      .values({ user_num: support.user.user_num, role: 'support' })
      .execute();
    const player = await createSignedInUser(t.db);
    const routes: [string, string][] = [
      ['GET', '/api/admin/discord/webhooks'],
      ['POST', '/api/admin/discord/webhooks'],
      ['PUT', '/api/admin/discord/webhooks/1'],
      ['DELETE', '/api/admin/discord/webhooks/1'],
      ['POST', '/api/admin/discord/webhooks/1/test'],
      ['GET', '/api/admin/discord/deliveries'],
      ['POST', '/api/admin/discord/deliveries/1/retry'],
    ];
    for (const [method, url] of routes) {
      for (const [who, auth, status] of [
        ['support', support.auth, 403],
        ['player', player.auth, 403],
        ['visitor', {}, 401],
      ] as const) {
        const res = await t.app.inject({ method: method as 'GET', url, headers: { ...AJAX, ...auth } });
        expect([method, url, who, res.statusCode]).toEqual([method, url, who, status]);
      }
    }
  });

  it("Test sends a message now and shows Discord's answer, audited; rate-limited per staff member", async () => {
    const tester = await adminClient(t);
    const { id, webhookId } = await addWebhook({ news: true, staffLog: true });
    const mark = await auditMark(t);
    const ok = await tester.call('POST', `/api/admin/discord/webhooks/${id}/test`);
    expect(ok.body).toMatchObject({ ok: true, status: 200 });
    expect(discord.requests.at(-1)).toMatchObject({ webhookId, token: TOKEN, wait: true, status: 200 });
    expect(String(discord.requests.at(-1)?.body.content)).toContain('news, the staff');
    discord.unknown.add(webhookId);
    const gone = await tester.call('POST', `/api/admin/discord/webhooks/${id}/test`);
    expect(gone.body).toEqual({
      ok: false,
      status: 404,
      message: 'Discord answered: 404 Unknown Webhook (code 10015)',
    });
    const audit = await auditRows(t, 'discord_webhook', mark);
    expect(audit.map((r) => [r.action, r.actor_user_num])).toEqual([
      ['discord.webhook.test', tester.admin.user.user_num],
      ['discord.webhook.test', tester.admin.user.user_num],
    ]);
    expect(audit[1]?.changes).toEqual([
      { field: 'status', old: null, new: 404 },
      { field: 'answer', old: null, new: 'Discord answered: 404 Unknown Webhook (code 10015)' },
    ]);
    for (let i = 2; i < 10; i++) await tester.call('POST', `/api/admin/discord/webhooks/${id}/test`);
    const limited = await tester.call('POST', `/api/admin/discord/webhooks/${id}/test`);
    expect([limited.status, limited.body.code]).toEqual([429, 'rate_limited']);
  });

  it('a test Discord rate-limits holds the webhook: the next test sends nothing and says how long to wait', async () => {
    const { id } = await addWebhook({ news: true });
    discord.answerNext({ kind: 'rate-limit', retryAfter: 30 });
    const first = await staff.call('POST', `/api/admin/discord/webhooks/${id}/test`);
    expect(first.body).toMatchObject({ ok: false, status: 429 });
    const sent = discord.requests.length;
    const again = await staff.call('POST', `/api/admin/discord/webhooks/${id}/test`);
    expect(again.body).toMatchObject({ ok: false, status: 429 });
    expect(again.body.message).toContain('wait 30 more seconds');
    expect(discord.requests.length).toBe(sent);
  });
});

describe('news', () => {
  it('publishing an article delivers its embed: title, summary, picture and link, absolute on PUBLIC_URL', async () => {
    const { webhookId } = await addWebhook({ news: true });
    await addWebhook({ maintenance: true }); // receives no news
    const picture = await storeTestImage(t, 400, 225, 'news-thumbnail');
    const id = await publishArticle({ thumbnail: picture });
    await run();
    const delivered = discord.requests.filter((r) => r.status === 200);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ webhookId, token: TOKEN, wait: true });
    expect(delivered[0]?.body.embeds).toEqual([
      expect.objectContaining({
        title: 'Summer event begins',
        description: 'Double drops all weekend in Sacred Gate.',
        url: `${PUBLIC_URL}/news?topic=${id}`,
        image: { url: `${PUBLIC_URL}${picture.url}` },
      }),
    ]);
    expect(delivered[0]?.body.allowed_mentions).toEqual({ parse: [] });
    const [row] = await outbox();
    expect(row).toMatchObject({ event: 'news', attempts: 1, last_status: 200 });
    expect(row?.sent_at).not.toBeNull();
    expect(row?.message_id).toMatch(/^\d+$/);
    // Unpublished and published again: not announced twice.
    await staff.call('POST', `/api/admin/news/${id}/unpublish`);
    await staff.call('POST', `/api/admin/news/${id}/publish`);
    await run();
    expect(discord.delivered()).toHaveLength(1);
  });

  it('an article whose summary is cut within an emoji is published and announced', async () => {
    // A run of emoji with no space to cut at: the 300-character summary used to end in half an emoji, which
    // the outbox's jsonb refused, and the publication failed with it (webhook or not).
    await addWebhook({ news: true });
    // 8 characters before the run put an emoji's first half at the cut (the 299th character).
    await publishArticle({ subject: 'Fire', content: `<p>Events: ${'🔥'.repeat(200)}</p>` });
    await run();
    const [message] = discord.delivered();
    const [embed] = (message?.embeds ?? []) as { description: string }[];
    expect(embed?.description).toMatch(/^Events: (🔥)+…$/u);
  });

  it('a scheduled article is announced once when its time comes, not before, and once with two apps', async () => {
    await addWebhook({ news: true });
    const at = new Date(clock.getTime() + 60 * 60 * 1000);
    await publishArticle({ subject: 'Patch notes 2.1', publish: 'at', publishAt: at.toISOString() });
    await Promise.all([run(), run(second)]);
    advance(59 * 60 * 1000);
    await Promise.all([run(), run(second)]);
    expect(await outbox()).toEqual([]);
    expect(discord.requests).toEqual([]);
    advance(60 * 1000);
    await Promise.all([run(), run(second), run(), run(second)]);
    await Promise.all([run(), run(second)]);
    expect(discord.delivered().map((b) => (b.embeds as { title: string }[])[0]?.title)).toEqual([
      'Patch notes 2.1',
    ]);
    expect(await outbox()).toHaveLength(1);
  });

  it('the publication succeeds while Discord is down; the delivery waits and retries', async () => {
    await addWebhook({ news: true });
    const down = await createTestApp({
      config: { DISCORD_API_ORIGIN: 'http://127.0.0.1:9', PUBLIC_URL },
      now,
      database: t.database,
    });
    try {
      const writer = await adminClient(down);
      const res = await writer.call('POST', '/api/admin/news', {
        subject: 'While Discord sleeps',
        type: 0,
        content: '<p>Hello</p>',
        publish: 'now',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await down.app.discord.worker.runOnce();
      const [row] = await outbox();
      expect(row).toMatchObject({
        attempts: 1,
        failures: 1,
        last_status: null,
        sent_at: null,
        parked_at: null,
      });
      expect(row?.last_answer).toMatch(/^could not reach Discord/);
      advance(10_000);
      await run();
      expect(discord.delivered()).toHaveLength(1);
    } finally {
      await down.close();
    }
  });
});

describe('delivery', () => {
  it("honours a 429's retry_after: nothing is sent before it has passed, then the message goes once", async () => {
    const { id: webhook } = await addWebhook({ news: true });
    discord.answerNext({ kind: 'rate-limit', retryAfter: 2.5 });
    await publishArticle({ subject: 'Rate limited' });
    await run();
    expect(discord.requests.map((r) => r.status)).toEqual([429]);
    const held = await t.db
      .selectFrom('discord_webhooks')
      .select('rate_limited_until')
      .where('id', '=', webhook)
      .executeTakeFirstOrThrow();
    expect(held.rate_limited_until?.getTime()).toBe(clock.getTime() + 2500);
    advance(2400);
    await run();
    expect(discord.requests.map((r) => r.status)).toEqual([429]);
    advance(100);
    await run();
    await run();
    expect(discord.requests.map((r) => r.status)).toEqual([429, 200]);
    const [row] = await outbox();
    expect(row).toMatchObject({ attempts: 2, failures: 0, last_status: 200 });
  });

  it('a global 429 holds every webhook', async () => {
    const a = await addWebhook({ news: true });
    const b = await addWebhook({ news: true });
    discord.answerNext({ kind: 'rate-limit', retryAfter: 5, global: true });
    await publishArticle({ subject: 'Global' });
    await run();
    expect(discord.requests.map((r) => r.status)).toEqual([429]);
    const holds = await t.db.selectFrom('discord_webhooks').select(['id', 'rate_limited_until']).execute();
    for (const id of [a.id, b.id]) {
      expect(holds.find((h) => h.id === id)?.rate_limited_until?.getTime()).toBe(clock.getTime() + 5000);
    }
    advance(5000);
    await run();
    expect(discord.delivered()).toHaveLength(2);
  });

  it('waits out an empty bucket (X-RateLimit-Remaining 0, X-RateLimit-Reset-After)', async () => {
    await addWebhook({ news: true });
    discord.answerNext({ kind: 'last-in-bucket', resetAfter: 3 });
    await publishArticle({ subject: 'First' });
    await publishArticle({ subject: 'Second' });
    await run();
    expect(discord.delivered()).toHaveLength(1);
    advance(3000);
    await run();
    expect(discord.delivered()).toHaveLength(2);
  });

  it('takes an absurd wait as an hour: the answer is recorded, nothing is posted twice, the test answers', async () => {
    // A wait past the dates a timestamp holds used to fail the step that records the answer: a 429 was
    // sent into again at every poll, a sent message was posted again at every poll, and Test answered 400.
    const { id: webhook } = await addWebhook({ news: true });
    discord.answerNext({ kind: 'rate-limit', retryAfter: 1e13 });
    await publishArticle({ subject: 'Absurd wait' });
    await run();
    await run();
    expect(discord.requests.map((r) => r.status)).toEqual([429]);
    const held = await t.db
      .selectFrom('discord_webhooks')
      .select('rate_limited_until')
      .where('id', '=', webhook)
      .executeTakeFirstOrThrow();
    expect(held.rate_limited_until?.getTime()).toBe(clock.getTime() + 60 * 60 * 1000);
    advance(60 * 60 * 1000);
    discord.answerNext({ kind: 'last-in-bucket', resetAfter: 1e13 });
    await publishArticle({ subject: 'Second' });
    await run();
    await run();
    expect(discord.requests.map((r) => r.status)).toEqual([429, 200]);
    advance(60 * 60 * 1000);
    await run();
    expect(discord.delivered().map((body) => (body.embeds as { title: string }[])[0]?.title)).toEqual([
      'Absurd wait',
      'Second',
    ]);

    advance(60 * 60 * 1000);
    discord.answerNext({ kind: 'rate-limit', retryAfter: 1e13, global: true });
    const tested = await staff.call('POST', `/api/admin/discord/webhooks/${webhook}/test`);
    expect([tested.status, tested.body.ok, tested.body.status]).toEqual([200, false, 429]);
  });

  it('retries a 5xx after its back-off', async () => {
    await addWebhook({ news: true });
    discord.answerNext({ kind: 'status', status: 502, message: 'Bad Gateway' });
    await publishArticle({ subject: 'Flaky' });
    await run();
    const [failed] = await outbox();
    expect(failed).toMatchObject({
      failures: 1,
      last_status: 502,
      last_answer: '502 Bad Gateway (code 0)',
      parked_at: null,
    });
    advance(9_000);
    await run();
    expect(discord.requests.map((r) => r.status)).toEqual([502]);
    advance(1_000);
    await run();
    expect(discord.requests.map((r) => r.status)).toEqual([502, 200]);
  });

  it('parks a delivery at once on 404 Unknown Webhook; the console shows it, and Retry (audited) sends it', async () => {
    const { webhookId } = await addWebhook({ news: true });
    discord.unknown.add(webhookId);
    await publishArticle({ subject: 'Into the void' });
    await run();
    advance(60 * 60 * 1000);
    await run();
    expect(discord.requests.map((r) => r.status)).toEqual([404]);
    const parked = await staff.call('GET', '/api/admin/discord/deliveries?state=parked');
    expect(parked.body.data).toEqual([
      expect.objectContaining({
        event: 'news',
        subject: 'Into the void',
        state: 'parked',
        attempts: 1,
        lastStatus: 404,
        lastAnswer: '404 Unknown Webhook (code 10015)',
      }),
    ]);
    discord.unknown.clear();
    const mark = await auditMark(t);
    const id = parked.body.data[0].id as number;
    const retry = await staff.call('POST', `/api/admin/discord/deliveries/${id}/retry`);
    expect(retry.status).toBe(200);
    expect((await auditRows(t, 'discord_delivery', mark)).map((r) => [r.action, r.record_id])).toEqual([
      ['discord.delivery.retry', String(id)],
    ]);
    const twice = await staff.call('POST', `/api/admin/discord/deliveries/${id}/retry`);
    expect([twice.status, twice.body.code]).toEqual([409, 'conflict']);
    await run();
    expect(discord.delivered()).toHaveLength(1);
    const sent = await staff.call('GET', '/api/admin/discord/deliveries?state=sent');
    expect(sent.body.data[0]).toMatchObject({ id, state: 'sent', attempts: 2, lastStatus: 200 });
  });

  it('parks a delivery after the bound of failures in a row', async () => {
    await addWebhook({ news: true });
    discord.answerNext(...Array.from({ length: 8 }, () => ({ kind: 'status' as const, status: 500 })));
    await publishArticle({ subject: 'Never' });
    for (let i = 0; i < 8; i++) {
      await run();
      advance(15 * 60 * 1000);
    }
    const [row] = await outbox();
    expect(row).toMatchObject({ failures: 8, attempts: 8, last_status: 500 });
    expect(row?.parked_at).not.toBeNull();
  });
});

describe('maintenance', () => {
  const save = async (body: Record<string, unknown>) => {
    const { maintenance } = (await staff.call('GET', '/api/admin/server-status')).body as {
      maintenance: { version: number };
    };
    const res = await staff.call('PUT', '/api/admin/server-status/maintenance', {
      ...body,
      version: maintenance.version,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const titles = () => discord.delivered().map((b) => (b.embeds as { title: string }[])[0]?.title);

  it('a scheduled window: its start and its end announced once each, when their time comes', async () => {
    await addWebhook({ maintenance: true });
    await addWebhook({ news: true }); // receives no maintenance
    const from = new Date(clock.getTime() + 10 * 60 * 1000);
    const until = new Date(from.getTime() + 60 * 60 * 1000);
    await save({
      mode: 'scheduled',
      from: from.toISOString(),
      until: until.toISOString(),
      message: 'Patching',
    });
    await Promise.all([run(), run(second)]);
    expect(titles()).toEqual([]);
    advance(10 * 60 * 1000);
    await Promise.all([run(), run(second), run(), run(second)]);
    expect(titles()).toEqual(['Maintenance started']);
    expect(JSON.stringify(discord.delivered()[0]?.embeds)).toContain('Patching');
    advance(59 * 60 * 1000);
    await Promise.all([run(), run(second)]);
    expect(titles()).toEqual(['Maintenance started']);
    advance(60 * 1000);
    await Promise.all([run(), run(second), run(), run(second)]);
    expect(titles()).toEqual(['Maintenance started', 'Maintenance ended']);
    await save({ mode: 'off' });
    await run();
    expect(titles()).toEqual(['Maintenance started', 'Maintenance ended']);
  });

  it('switched on and off: each announced once, in the save', async () => {
    await addWebhook({ maintenance: true });
    await save({ mode: 'now', until: null, message: null });
    await save({ mode: 'now', until: new Date(clock.getTime() + 3600_000).toISOString(), message: 'Longer' });
    await run();
    await save({ mode: 'off' });
    await Promise.all([run(), run(second)]);
    expect(titles()).toEqual(['Maintenance started', 'Maintenance ended']);
  });
});

describe("the staff's economy log", () => {
  it('economy audit actions reach the staff webhook only, and other actions reach none', async () => {
    const log = await addWebhook({ staffLog: true });
    const news = await addWebhook({ news: true });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const res = await staff.call('POST', `/api/admin/players/${player.user.user_num}/balance`, {
      currency: 'rcoin',
      amount: 250,
      reason: 'Lost item',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // A ban is not an economy action; a voucher batch is.
    const ban = await staff.call('POST', `/api/admin/players/${player.user.user_num}/ban`, {
      reason: 'Botting',
    });
    expect(ban.status, JSON.stringify(ban.body)).toBe(200);
    const batch = await staff.call('POST', '/api/admin/voucher-batches', {
      name: 'Launch gift',
      value: 50,
      currency: 'rcoin',
      count: 2,
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    await run();
    const byWebhook = (id: string) => discord.requests.filter((r) => r.webhookId === id && r.status === 200);
    expect(byWebhook(news.webhookId)).toEqual([]);
    const embeds = byWebhook(log.webhookId).map((r) => (r.body.embeds as Record<string, unknown>[])[0]);
    expect(embeds.map((e) => e?.title)).toEqual(['Balance adjusted', 'Voucher batch made']);
    expect(embeds[0]?.description).toBe(
      `player.adjust_balance by ${staff.admin.user.user_id} on ${player.user.user_id}`,
    );
    expect(embeds[0]?.fields).toEqual(
      expect.arrayContaining([
        { name: 'user_point', value: '100 → 350', inline: false },
        { name: 'reason', value: '— → Lost item', inline: false },
      ]),
    );
  });
});
