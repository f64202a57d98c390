import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedPlayers } from '../../src/server/modules/server-status/simulated.ts';
import { manilaReadable } from '../../src/shared/manila-time.ts';
import { adminClient } from '../support/admin-client.ts';
import { insertRawNews } from '../support/content-factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * /launcher, the game launcher's page (docs/product/server-status.md): server-written HTML with the latest
 * news, the server's state and players online, under 30 KB gzip in all (measured from the bytes sent: the
 * page loads nothing else), with a page's security headers and a CSP that lets in its one inline style by
 * hash.
 */
let t: TestApp;
const clock = { at: new Date('2026-06-20T13:00:00Z') }; // Saturday 21:00 in Manila
beforeAll(async () => {
  t = await createTestApp({ now: () => clock.at });
});
afterAll(() => t.close());

const LIMIT_BYTES = 30 * 1024;

const launcher = () => t.app.inject({ url: '/launcher', headers: { 'accept-encoding': 'gzip' } });
const htmlOf = (res: Awaited<ReturnType<typeof launcher>>) =>
  res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString('utf8') : res.body;

describe('/launcher', () => {
  beforeAll(async () => {
    const day = 24 * 60 * 60_000;
    await insertRawNews(t.db, {
      type: 0,
      subject: 'Patch 2.4: new maps',
      createdAt: new Date(clock.at.getTime() - day),
    });
    await insertRawNews(t.db, {
      type: 2,
      subject: 'Double EXP weekend',
      createdAt: new Date(clock.at.getTime() - 2 * day),
    });
    await insertRawNews(t.db, {
      type: 1,
      subject: '<script>alert(1)</script> guide',
      createdAt: new Date(clock.at.getTime() - 3 * day),
    });
    for (let i = 0; i < 8; i++)
      await insertRawNews(t.db, {
        type: 0,
        subject: `Old notice ${i}`,
        createdAt: new Date(clock.at.getTime() - (10 + i) * day),
      });
  });

  it('lists the newest articles of every board with their dates, linking to the site', async () => {
    const res = await launcher();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = htmlOf(res);
    const titles = [
      ...html.matchAll(
        /<li><a href="(\/news\?topic=\d+)"[^>]*><span class="tag">([^<]+)<\/span>([^<]*(?:&lt;[^<]*)*)<\/a><time datetime="[^"]+">([^<]+)<\/time>/g,
      ),
    ];
    expect(titles.map((m) => [m[2], m[3], m[4]])).toEqual([
      ['General News', 'Patch 2.4: new maps', '19 Jun 2026'],
      ['Events', 'Double EXP weekend', '18 Jun 2026'],
      ['Guides', '&lt;script&gt;alert(1)&lt;/script&gt; guide', '17 Jun 2026'],
      ['General News', 'Old notice 0', '10 Jun 2026'],
      ['General News', 'Old notice 1', '9 Jun 2026'],
      ['General News', 'Old notice 2', '8 Jun 2026'],
    ]);
    expect(html).not.toContain('<script');
    expect(html).toMatch(/<a href="\/news" target="_blank" rel="noopener">Patch notes<\/a>/);
  });

  it("shows the server's state and the players online, marked simulated without a game", async () => {
    const html = htmlOf(await launcher());
    const players = simulatedPlayers(clock.at).toLocaleString('en-US');
    expect(html).toContain(`Server <b>Online</b> · ${players} players online (Simulated)`);
    expect(html).toMatch(/<p class="state" data-state="online">.*Online<\/p>/);
  });

  it('weighs under 30 KB gzip in all: the page itself, since it loads no file', async () => {
    const res = await launcher();
    const html = htmlOf(res);
    // Nothing else to fetch: no script, style sheet, picture, frame or font, and no url() in the style.
    expect(html).not.toMatch(/<(script|img|iframe|object|embed|video|audio|source)\b/i);
    // Its one link is the icon, written in the page so the browser asks for no /favicon.ico.
    expect([...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0])).toEqual([
      '<link rel="icon" href="data:,">',
    ]);
    expect(html).not.toMatch(/url\(|@import|@font-face/i);
    const sent = res.rawPayload.length;
    expect(res.headers['content-encoding']).toBe('gzip');
    console.log(`/launcher: ${Buffer.byteLength(html)} bytes of HTML, ${sent} bytes gzip as sent`);
    expect(sent).toBeLessThan(LIMIT_BYTES);
    // Even uncompressed it is far under the limit.
    expect(Buffer.byteLength(html)).toBeLessThan(LIMIT_BYTES);
  });

  it("carries a page's security headers, its CSP letting in exactly its inline style", async () => {
    const res = await launcher();
    const home = await t.app.inject({ url: '/news' });
    const csp = String(res.headers['content-security-policy']);
    const style = /<style>([\s\S]*)<\/style>/.exec(htmlOf(res))?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    expect(csp).toContain(`style-src 'self' ${hash};`);
    // Everything else is the site's page policy, word for word.
    expect(csp.replace(` ${hash}`, '')).toBe(home.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    for (const header of [
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
      'x-content-type-options',
    ])
      expect(res.headers[header], header).toBe(home.headers[header]);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
  });

  it('shows maintenance, until when and the note, as soon as an operator turns it on', async () => {
    expect(htmlOf(await launcher())).toContain('data-state="online"');
    const { call } = await adminClient(t);
    const version = (await call('GET', '/api/admin/server-status')).body.maintenance.version;
    const until = new Date(clock.at.getTime() + 2 * 60 * 60_000);
    const saved = await call('PUT', '/api/admin/server-status/maintenance', {
      mode: 'now',
      until: until.toISOString(),
      message: 'New map <b>soon</b>.',
      version,
    });
    expect(saved.status).toBe(200);
    const html = htmlOf(await launcher());
    expect(html).toContain('Server <b>Maintenance</b>');
    expect(html).toContain(`The server is under maintenance until ${manilaReadable(until)} (Manila time).`);
    expect(html).toContain('New map &lt;b&gt;soon&lt;/b&gt;.');
    expect(html).not.toContain('data-state="online"');
    await call('PUT', '/api/admin/server-status/maintenance', { mode: 'off', version: version + 1 });
    expect((await t.app.inject({ url: '/api/server-status', headers: AJAX })).json()).toMatchObject({
      state: 'online',
    });
  });
});
