import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CacheTopic, postgresCacheBus } from '../../src/server/db/cache-bus.ts';
import { escapeHtml } from '../../src/server/modules/pages/head.ts';
import { adminClient } from '../support/admin-client.ts';
import { insertRawNews } from '../support/content-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';
import { childNamed, childrenNamed, parseXml, textOf, type XmlElement } from '../support/xml.ts';

/**
 * /news/rss.xml (docs/product/sharing.md, The news feed), read as a feed reader does: parsed as XML, with
 * ETag revalidation. Two instances share one database, each with its own caches and listening connection,
 * so a console change on one must reach the other's feed through the cache bus.
 */
const PUBLIC_URL = 'https://ran.example.com';
const FEED = '/news/rss.xml';
const MINUTE = 60_000;
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
let call: Awaited<ReturnType<typeof adminClient>>['call'];

function instance() {
  const bus = postgresCacheBus({ db: database.db, connectionString: database.url, log: () => {} });
  return { bus, app: createTestApp({ database, cacheBus: bus, config: { PUBLIC_URL } }) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const first = instance();
  const second = instance();
  [a, b] = await Promise.all([first.app, second.app]);
  await Promise.all([first.bus.ready, second.bus.ready]);
  call = (await adminClient(a)).call;
  // Only this file's articles: the seed's would take places among the newest.
  await database.db.deleteFrom('news_views').execute();
  await database.db.deleteFrom('news').execute();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
});

/** Settles when instance `t` has cleared `topic` (the feed's handler was registered first, so ran first). */
function cleared(t: TestApp, topic: CacheTopic): Promise<void> {
  return new Promise((resolve) => t.app.cacheBus.on(topic, resolve));
}

async function feed(t: TestApp) {
  const res = await t.app.inject(FEED);
  expect(res.statusCode).toBe(200);
  const rss = parseXml(res.body);
  return {
    res,
    rss,
    channel: childNamed(rss, 'channel'),
    items: childrenNamed(childNamed(rss, 'channel'), 'item'),
  };
}

const text = (node: XmlElement, name: string) => textOf(childNamed(node, name));
const idOf = (item: XmlElement) => Number(new URL(text(item, 'link')).searchParams.get('topic'));
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe('the news feed', () => {
  it('is RSS 2.0 of the 20 newest published articles, newest first, without drafts or scheduled ones', async () => {
    const now = Date.now();
    const published: number[] = [];
    // 22 published articles, a minute apart; every fifth an event.
    for (let i = 0; i < 22; i += 1) {
      const row = await insertRawNews(b.db, {
        createdAt: new Date(now - (i + 1) * MINUTE),
        type: i % 5 ? 0 : 2,
      });
      published.push(row.id);
    }
    const draft = await insertRawNews(b.db, { subject: 'Draft', createdAt: new Date(now - 1000) });
    await b.db.updateTable('news').set({ status: 'draft' }).where('id', '=', draft.id).execute();
    const scheduled = await insertRawNews(b.db, { subject: 'Scheduled' });
    await b.db
      .updateTable('news')
      .set({ publish_at: new Date(now + 3_600_000) })
      .where('id', '=', scheduled.id)
      .execute();

    const { res, rss, channel, items } = await feed(b);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers.etag).toBeTruthy();
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');

    expect(text(channel, 'title')).toBe((await b.app.siteSettings.get()).siteName);
    expect(text(channel, 'link')).toBe(`${PUBLIC_URL}/`);
    expect(text(channel, 'description')).not.toBe('');
    expect(text(channel, 'language')).toBe('en');
    const self = childNamed(channel, 'atom:link');
    expect(self.attributes).toEqual({
      href: `${PUBLIC_URL}${FEED}`,
      rel: 'self',
      type: 'application/rss+xml',
    });

    expect(items.map(idOf)).toEqual(published.slice(0, 20));
    expect(items.map(idOf)).not.toContain(draft.id);
    expect(items.map(idOf)).not.toContain(scheduled.id);
    const stored = await b.db.selectFrom('news').select(['id', 'publish_at', 'updated_at']).execute();
    const publishedAt = new Map(stored.map((row) => [row.id, row.publish_at!]));
    items.forEach((item, i) => {
      const id = published[i]!;
      expect(text(item, 'link')).toBe(`${PUBLIC_URL}/news?topic=${id}`);
      const guid = childNamed(item, 'guid');
      expect(guid.attributes.isPermaLink).toBe('true');
      expect(textOf(guid)).toBe(text(item, 'link'));
      expect(text(item, 'pubDate')).toMatch(RFC_822);
      // RFC 822 carries whole seconds.
      expect(Date.parse(text(item, 'pubDate'))).toBe(
        Math.floor(publishedAt.get(id)!.getTime() / 1000) * 1000,
      );
      expect(text(item, 'category')).toBe(i % 5 ? 'General News' : 'Events');
      expect(text(item, 'description')).toBe('Body');
      expect(childrenNamed(item, 'media:content')).toEqual([]);
    });
    // The latest change among the articles shown, so a refilled cache of an unchanged feed keeps its ETag.
    const latest = Math.max(
      ...stored
        .filter((row) => published.slice(0, 20).includes(row.id))
        .flatMap((row) => [row.publish_at!.getTime(), row.updated_at.getTime()]),
    );
    expect(text(channel, 'lastBuildDate')).toMatch(RFC_822);
    expect(Date.parse(text(channel, 'lastBuildDate'))).toBe(Math.floor(latest / 1000) * 1000);
  });

  it('keeps a title with <script> and ampersands as text, and no description can become markup', async () => {
    const subject = `<script>alert("x")</script> Tom & Jerry's <b>raid</b> &amp; \u0007bell`;
    const { id } = await insertRawNews(a.db, {
      subject,
      content:
        '<p>Fish &amp; chips &lt;script&gt;alert(1)&lt;/script&gt;</p><script>alert(2)</script>' +
        '<img src="x" onerror="alert(3)"><p>done</p>',
      thumbnail: '/media/abc.webp',
    });
    await a.db
      .updateTable('news')
      .set({ img_thumbnail_width: 640, img_thumbnail_height: 360 })
      .where('id', '=', id)
      .execute();
    await a.app.cacheBus.clear('news');

    const { res, items } = await feed(a);
    expect(res.body).not.toMatch(/<script|<b>|<img/i);
    const item = items.find((candidate) => idOf(candidate) === id)!;
    // Read as text, the title is the subject (the bell character, which XML cannot carry, dropped).
    expect(text(item, 'title')).toBe(subject.replace('\u0007', ''));
    // Readers read a description as HTML: it is escaped text, so it holds no tag at all, and read once more
    // as HTML it is the article's words, the ones written as &lt;script&gt; included, and nothing of its script.
    const description = text(item, 'description');
    expect(description).not.toContain('<');
    expect(description).toBe('Fish &amp; chips &lt;script&gt;alert(1)&lt;/script&gt; done');
    expect(description).not.toMatch(/alert\(2\)|alert\(3\)|onerror/);
    expect(childNamed(item, 'media:content').attributes).toEqual({
      url: `${PUBLIC_URL}/media/abc.webp`,
      medium: 'image',
      type: 'image/webp',
      width: '640',
      height: '360',
    });
  });

  it('answers 304 to the ETag a reader holds, and the full feed to any other', async () => {
    const first = await a.app.inject(FEED);
    const etag = String(first.headers.etag);
    const again = await a.app.inject({ url: FEED, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await a.app.inject({ url: FEED, headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('follows a publish, an edit, a scheduled article published, a removal and a new site name on another instance', async () => {
    const article = {
      subject: 'Feed across instances',
      type: 2,
      content: '<p>Heard everywhere.</p>',
      author: 'GM Test',
      thumbnail: null,
      IsShowThumbnail: false,
      publish: 'now',
    };
    /** Runs `change` on instance a and, once b has cleared `topic`, reads b's feed. */
    async function afterChange(topic: CacheTopic, change: () => ReturnType<typeof call>) {
      const heard = cleared(b, topic);
      const answer = await change();
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      await heard;
      return { answer: answer.body, ...(await feed(b)) };
    }
    const before = await feed(b);

    let seen = await afterChange('news', () => call('POST', '/api/admin/news', article));
    const id = seen.answer.id as number;
    expect(seen.items.map(idOf)[0]).toBe(id);
    expect(text(seen.items[0]!, 'category')).toBe('Events');
    const afterPublish = String(seen.res.headers.etag);
    expect(afterPublish).not.toBe(before.res.headers.etag);

    const { version } = (await call('GET', `/api/admin/news/${id}`)).body;
    seen = await afterChange('news', () =>
      call('PUT', `/api/admin/news/${id}`, { ...article, subject: 'Feed across instances, edited', version }),
    );
    expect(text(seen.items[0]!, 'title')).toBe('Feed across instances, edited');
    const stale = await b.app.inject({ url: FEED, headers: { 'if-none-match': afterPublish } });
    expect(stale.statusCode).toBe(200);

    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    seen = await afterChange('news', () =>
      call('POST', '/api/admin/news', { ...article, subject: 'Planned', publish: 'at', publishAt: later }),
    );
    const plannedId = seen.answer.id as number;
    expect(seen.items.map(idOf)).not.toContain(plannedId);
    expect(text(seen.items[0]!, 'title')).toBe('Feed across instances, edited');
    seen = await afterChange('news', () => call('POST', `/api/admin/news/${plannedId}/publish`));
    expect(seen.items.map(idOf).slice(0, 2)).toEqual([plannedId, id]);

    seen = await afterChange('news', () => call('DELETE', `/api/admin/news/${id}`));
    expect(seen.items.map(idOf)).not.toContain(id);
    expect(seen.items.map(idOf)[0]).toBe(plannedId);

    const site = (await call('GET', '/api/admin/site')).body;
    seen = await afterChange('site', () =>
      call('PUT', '/api/admin/site', {
        siteName: 'Ran Feed & Friends',
        supportChatUrl: site.supportChatUrl,
        forumUrl: site.forumUrl,
        version: site.version,
      }),
    );
    expect(text(seen.channel, 'title')).toBe('Ran Feed & Friends');
  });
});

describe('the public pages', () => {
  it('name the feed in their head for readers to discover, the home and news pages among them', async () => {
    const title = escapeHtml(`${(await b.app.siteSettings.get()).siteName} news`);
    const link = `<link rel="alternate" type="application/rss+xml" title="${title}" href="${FEED}" />`;
    for (const path of ['/', '/news', '/rankings']) {
      const res = await b.app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(link);
    }
  });
});

describe("the tests' XML reader", () => {
  it('refuses what is not well-formed XML and decodes what is', () => {
    for (const bad of [
      '<a>&</a>',
      '<a>fish & chips</a>',
      '<a>&nbsp;</a>',
      '<a><b></a></b>',
      '<a x=1/>',
      '<a x="1" x="2"/>',
      '<a x="<"/>',
      '<a>\u0001</a>',
      '<m:a/>',
      '<a/><b/>',
      '<a>',
      'text',
    ])
      expect(() => parseXml(bad), bad).toThrow();
    const node = parseXml(
      '<?xml version="1.0" encoding="UTF-8"?>\n<a x="&lt;&#65;"><m:b xmlns:m="urn:m">&amp;&#x42;<![CDATA[<c>]]></m:b></a>\n',
    );
    expect(node.attributes.x).toBe('<A');
    expect(textOf(childNamed(node, 'm:b'))).toBe('&B<c>');
  });
});
