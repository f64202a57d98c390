import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.ts';
import { startShellApp } from '../support/shell-app.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { XSS_PAYLOADS } from '../support/xss-corpus.ts';

/** Site settings and the policy pages: public reads, the console's writes, their audit rows and caches. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t.db, { userType: 11 });
});
afterAll(() => t.close());

/** A save as the console's form makes it: with the version it read from the same address (1 if none). */
const put = async (url: string, payload: object) => {
  const version = (await t.app.inject({ url, headers: { ...AJAX, ...admin.auth } })).json().version ?? 1;
  return t.app.inject({
    method: 'PUT',
    url,
    payload: { ...payload, version },
    headers: { ...AJAX, ...admin.auth },
  });
};
const adminGet = (url: string) => t.app.inject({ url, headers: { ...AJAX, ...admin.auth } });

const SETTINGS = {
  siteName: 'Ran Online Test',
  supportChatUrl: 'https://discord.gg/ran-test',
  forumUrl: 'https://forum.example.org/',
};

async function auditRows(action: string) {
  return t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}

describe('site settings', () => {
  it('start with the defaults the migration wrote', async () => {
    const res = await t.app.inject('/api/site');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      siteName: 'Ran Online PH',
      supportChatUrl: 'https://m.me/',
      forumUrl: null,
    });
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('are read and written by an admin, with an audit row of each changed field', async () => {
    expect((await adminGet('/api/admin/site')).json()).toMatchObject({ siteName: 'Ran Online PH' });
    const res = await put('/api/admin/site', SETTINGS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Settings saved.' });
    expect((await adminGet('/api/admin/site')).json()).toMatchObject(SETTINGS);

    const [row] = await auditRows('site.update');
    expect(row).toMatchObject({ actor_user_num: admin.user.user_num, record_type: 'site', record_id: null });
    expect(row?.changes).toEqual([
      { field: 'site_name', old: 'Ran Online PH', new: 'Ran Online Test' },
      { field: 'support_chat_url', old: 'https://m.me/', new: 'https://discord.gg/ran-test' },
      { field: 'forum_url', old: null, new: 'https://forum.example.org/' },
    ]);
  });

  it('show a change to players at once: new ETag, the old one answers 200 again, the shell carries it', async () => {
    const first = await t.app.inject('/api/site');
    const etag = String(first.headers.etag);
    expect((await t.app.inject({ url: '/api/site', headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );

    expect((await put('/api/admin/site', { ...SETTINGS, siteName: 'Ran "Fresh" <Name>' })).statusCode).toBe(
      200,
    );
    const after = await t.app.inject({ url: '/api/site', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().siteName).toBe('Ran "Fresh" <Name>');

    const shell = await t.app.inject('/privacy-policy');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    // A public page's own title, after the site's name (docs/product/sharing.md).
    expect(shell.body).toContain('<title>Privacy Policy | Ran &quot;Fresh&quot; &lt;Name&gt;</title>');
  });

  it('reach the built shell as escaped meta tags and title, cleared addresses as empty ones', async () => {
    // A second instance serving a client build: index.html's meta tags filled in from the database.
    const shell = await startShellApp(t.db);
    const other = shell.app;
    try {
      const name = 'Ran $& "Q" <b>';
      expect((await put('/api/admin/site', { ...SETTINGS, siteName: name })).statusCode).toBe(200);
      const html = (await other.inject('/')).body;
      expect(html).toContain('<meta name="app-name" content="Ran $&amp; &quot;Q&quot; &lt;b&gt;"');
      expect(html).toContain('<title>Home | Ran $&amp; &quot;Q&quot; &lt;b&gt;</title>');
      expect(html).toContain('<meta name="support-chat-url" content="https://discord.gg/ran-test"');
      expect(html).toContain('<meta name="forum-url" content="https://forum.example.org/"');

      const cleared = { ...SETTINGS, supportChatUrl: '', forumUrl: null };
      expect((await put('/api/admin/site', cleared)).statusCode).toBe(200);
      expect((await t.app.inject('/api/site')).json()).toMatchObject({
        supportChatUrl: null,
        forumUrl: null,
      });
      // The other instance keeps its copy for the cache time (CACHE_MS.site), then reads the change.
      expect((await other.inject('/')).body).toContain('content="https://discord.gg/ran-test"');
      other.siteSettings.clear();
      const after = (await other.inject('/privacy-policy')).body;
      expect(after).toContain('<meta name="support-chat-url" content=""');
      expect(after).toContain('<meta name="forum-url" content=""');
    } finally {
      await shell.close();
    }
  });

  it('refuse bad input with a clear message and change nothing', async () => {
    const before = (await adminGet('/api/admin/site')).json();
    const audits = (await auditRows('site.update')).length;
    const cases: [object, RegExp][] = [
      [{ ...SETTINGS, siteName: '   ' }, /Site name is required/],
      [{ ...SETTINGS, siteName: 'x'.repeat(41) }, /at most 40/],
      [
        { ...SETTINGS, supportChatUrl: 'javascript:alert(1)' },
        /Support chat link must be a full web address/,
      ],
      [{ ...SETTINGS, forumUrl: 'ftp://forum.example.org' }, /Forum address must be a full web address/],
      [{ ...SETTINGS, forumUrl: 'forum.example.org' }, /Forum address/],
      [{ siteName: 'Only a name' }, /./],
      [{ ...SETTINGS, siteName: 42 }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await put('/api/admin/site', body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(res.json().message).toMatch(message);
    }
    expect((await adminGet('/api/admin/site')).json()).toEqual(before);
    expect(await auditRows('site.update')).toHaveLength(audits);
  });

  it('write nothing, audit row included, when the change fails inside the transaction', async () => {
    const audits = (await auditRows('site.update')).length;
    // The database's own rule (1 to 40 characters) refuses what the contract let through: no audit row stays.
    await t.db.schema
      .alterTable('site_settings')
      .addCheckConstraint('test_no_zzz', (await import('kysely')).sql`site_name <> 'zzz'`)
      .execute();
    const res = await put('/api/admin/site', { ...SETTINGS, siteName: 'zzz' });
    expect(res.statusCode).toBe(500);
    await t.db.schema.alterTable('site_settings').dropConstraint('test_no_zzz').execute();
    expect(await auditRows('site.update')).toHaveLength(audits);
    expect((await adminGet('/api/admin/site')).json().siteName).not.toBe('zzz');
  });
});

describe('policy pages', () => {
  it('are served by address, 404 for any other', async () => {
    for (const slug of ['operation-policy', 'privacy-policy', 'game-cash-agreement']) {
      const res = await t.app.inject(`/api/pages/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      expect(res.json()).toMatchObject({ slug });
      expect(res.json().body.length).toBeGreaterThan(20);
    }
    for (const slug of ['nope', 'Privacy-Policy', '1']) {
      const res = await t.app.inject(`/api/pages/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await adminGet('/api/admin/pages/nope')).statusCode).toBe(404);
    expect((await put('/api/admin/pages/nope', { title: 'T', body: '<p>x</p>' })).statusCode).toBe(404);
  });

  it('are listed for the console in the footer order', async () => {
    const res = await adminGet('/api/admin/pages');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { slug: string }) => p.slug)).toEqual([
      'operation-policy',
      'privacy-policy',
      'game-cash-agreement',
    ]);
  });

  it('change at once for players, with a new ETag, a later date and an audit row', async () => {
    const first = await t.app.inject('/api/pages/privacy-policy');
    const etag = String(first.headers.etag);
    expect(
      (await t.app.inject({ url: '/api/pages/privacy-policy', headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);
    const oldBody = first.json().body;

    const res = await put('/api/admin/pages/privacy-policy', {
      title: 'Privacy',
      body: '<h2>What we keep</h2><p>Only your <strong>user id</strong>.</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Page saved.', id: 'privacy-policy' });

    const after = await t.app.inject({
      url: '/api/pages/privacy-policy',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json()).toMatchObject({
      title: 'Privacy',
      body: '<h2>What we keep</h2><p>Only your <strong>user id</strong>.</p>',
    });
    expect(Date.parse(after.json().updatedAt)).toBeGreaterThan(Date.parse(first.json().updatedAt));

    const [row] = await auditRows('page.update');
    expect(row).toMatchObject({ record_type: 'page', record_id: 'privacy-policy' });
    expect(row?.changes).toEqual([
      { field: 'title', old: 'Privacy Policy', new: 'Privacy' },
      { field: 'body', old: oldBody, new: '<h2>What we keep</h2><p>Only your <strong>user id</strong>.</p>' },
    ]);
  });

  it('refuse a bad page with a clear message and change nothing', async () => {
    const before = (await adminGet('/api/admin/pages/operation-policy')).json();
    for (const body of [
      { title: ' ', body: '<p>x</p>' },
      { title: 'x'.repeat(101), body: '' },
      { title: 'T' },
    ]) {
      const res = await put('/api/admin/pages/operation-policy', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await adminGet('/api/admin/pages/operation-policy')).json()).toEqual(before);
  });

  it('store and serve hostile HTML sanitized', async () => {
    const res = await put('/api/admin/pages/game-cash-agreement', {
      title: 'Cash',
      body: `<p>kept text</p>${XSS_PAYLOADS.join('\n')}`,
    });
    expect(res.statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('site_pages')
      .select('body')
      .where('slug', '=', 'game-cash-agreement')
      .executeTakeFirstOrThrow();
    const served = (await t.app.inject('/api/pages/game-cash-agreement')).json().body as string;
    for (const html of [stored.body, served]) {
      expect(html).toContain('<p>kept text</p>');
      expect(html).not.toMatch(/<script|javascript:|onerror|onload|onclick|srcdoc|<style|<form|<svg/i);
      expect(html).not.toContain('evil.example');
    }
  });
});
