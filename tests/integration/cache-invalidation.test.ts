import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheTopic } from '../../src/server/db/cache-bus.ts';
import { adminClient } from '../support/admin-client.ts';
import { twoInstances } from '../support/instances.ts';
import type { TestApp } from '../support/test-app.ts';
import type { TestDatabase } from '../support/test-db.ts';

/**
 * Two instances of the site on one database, each with its own response caches and its own listening
 * connection: a console edit on one is seen on the other at once (PostgreSQL LISTEN/NOTIFY), with no wait
 * for the other's cache lifetime. Each test first fills the second instance's cache, so without the notice
 * it would keep answering the old body for 30 s to an hour.
 */
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
let call: Awaited<ReturnType<typeof adminClient>>['call'];
const logs: string[] = [];

let instances: Awaited<ReturnType<typeof twoInstances>>;

beforeAll(async () => {
  instances = await twoInstances((line) => logs.push(line));
  ({ database, a, b } = instances);
  call = (await adminClient(a)).call;
});
afterAll(() => instances.close());

/** Settles when instance `t` has cleared `topic` (its own routes' handlers were registered first, so ran first). */
function cleared(t: TestApp, topic: CacheTopic): Promise<void> {
  return new Promise((resolve) => t.app.cacheBus.on(topic, resolve));
}
const json = async (t: TestApp, url: string) => (await t.app.inject(url)).json();

describe('cache invalidation across instances', () => {
  it('news published on one instance is listed on the other at once', async () => {
    const before = (await json(b, '/api/getnewsall/0/50/1/0')).data as { id: number }[];
    const seen = cleared(b, 'news');
    const res = await call('POST', '/api/admin/news', {
      subject: 'Cross-instance notes',
      type: 0,
      content: '<p>Seen everywhere.</p>',
      author: 'GM Test',
      thumbnail: null,
      IsShowThumbnail: false,
      publish: 'now',
    });
    expect(res.status).toBe(200);
    await seen;
    const after = (await json(b, '/api/getnewsall/0/50/1/0')).data as { id: number }[];
    expect(after.map((n) => n.id)).toEqual([res.body.id, ...before.map((n) => n.id)]);
  });

  it('site settings and banners changed on one instance are served changed by the other', async () => {
    expect((await json(b, '/api/site')).siteName).not.toBe('Ran Two Instances');
    const settings = cleared(b, 'site');
    const saved = await call('PUT', '/api/admin/site', {
      siteName: 'Ran Two Instances',
      supportChatUrl: 'https://discord.gg/ran-test',
      forumUrl: 'https://forum.example.org/',
      version: (await call('GET', '/api/admin/site')).body.version,
    });
    expect(saved.status).toBe(200);
    await settings;
    expect((await json(b, '/api/site')).siteName).toBe('Ran Two Instances');
    expect((await b.app.siteSettings.get()).siteName).toBe('Ran Two Instances');

    const banners = (await json(b, '/api/getSiteBanners')).data as { id: number }[];
    const ids = (await call('GET', '/api/admin/banners')).body.data.map((row: { id: number }) => row.id);
    const bannersSeen = cleared(b, 'banners');
    expect((await call('PUT', '/api/admin/banners/order', { ids: [...ids].reverse() })).status).toBe(200);
    await bannersSeen;
    const reordered = (await json(b, '/api/getSiteBanners')).data as { id: number }[];
    expect(reordered.map((x) => x.id)).toEqual(banners.map((x) => x.id).reverse());
  });

  it('a lost listening connection comes back, empties every cache, and hears notices again', async () => {
    logs.length = 0;
    // Fill b's news cache, then end both instances' listening connections from the server side.
    await json(b, '/api/getnewsall/0/50/1/0');
    const newsClearedOnReturn = cleared(b, 'news');
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query like 'listen ran_cache_clear%'`.execute(
      database.db,
    );
    await newsClearedOnReturn;
    expect(logs.some((line) => /listening connection lost/.test(line))).toBe(true);
    expect(logs.some((line) => /listening again after \d+ ms; every cache emptied/.test(line))).toBe(true);

    const seen = cleared(b, 'clubs');
    await a.app.cacheBus.clear('clubs');
    await seen;
  });
});
