import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRawNews } from '#test/content-factories.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/**
 * What a link preview (Messenger, Facebook) and a crawler read: the raw HTML of a page, fetched without
 * running any JavaScript, and sitemap.xml and robots.txt (docs/product/sharing.md).
 */
const PUBLIC_URL = 'https://ran.example.com';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL } });
});
afterAll(async () => {
  await t.close();
});

/** The content of `<meta {attribute}="{key}" content="...">` in `html`, entities as written. */
function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key.replace('.', '\\.')}" content="([^"]*)"`));
  return tag?.[1];
}

function jsonLd(html: string): Record<string, unknown> | undefined {
  const script = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  return script ? (JSON.parse(script[1]!) as Record<string, unknown>) : undefined;
}

describe('an article link', () => {
  it('carries the article title, first words, thumbnail and address in its Open Graph tags', async () => {
    const { id } = await insertRawNews(t.db, {
      subject: 'Festival & "Moon" event',
      content: '<h2>Join us</h2><p>The moon festival starts <b>Friday</b> at 8 PM &amp; runs all week.</p>',
      thumbnail: '/media/abc.webp',
    });
    for (const path of [`/news?topic=${id}`, `/topic/${id}`]) {
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(metaContent(html, 'property', 'og:type')).toBe('article');
      expect(metaContent(html, 'property', 'og:title')).toBe('Festival &amp; &quot;Moon&quot; event');
      expect(metaContent(html, 'property', 'og:description')).toBe(
        'Join us The moon festival starts Friday at 8 PM &amp; runs all week.',
      );
      expect(metaContent(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/media/abc.webp`);
      expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/news?topic=${id}`);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'name', 'twitter:image')).toBe(`${PUBLIC_URL}/media/abc.webp`);
      expect(metaContent(html, 'name', 'description')).toBe(metaContent(html, 'property', 'og:description'));
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/news?topic=${id}" />`);
      expect(html).toMatch(/<title>Festival &amp; &quot;Moon&quot; event \| [^<]+<\/title>/);
      expect(jsonLd(html)).toMatchObject({
        '@type': 'NewsArticle',
        headline: 'Festival & "Moon" event',
        image: [`${PUBLIC_URL}/media/abc.webp`],
        author: { name: 'Tester' },
        mainEntityOfPage: `${PUBLIC_URL}/news?topic=${id}`,
      });
    }
  });

  it('cuts a long article to its first words and keeps an article that closes a script tag inert', async () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const { id } = await insertRawNews(t.db, { subject: '</script><b>x', content: `<p>${words}</p>` });
    const html = (await t.app.inject(`/news?topic=${id}`)).body;
    const description = metaContent(html, 'property', 'og:description')!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^word0 word1 .* word\d+…$/);
    expect(html).not.toContain('</script><b>x');
    expect(jsonLd(html)).toMatchObject({ headline: '</script><b>x' });
  });

  it('of an article players may not see shows the news page head, not the article', async () => {
    const { id } = await insertRawNews(t.db, { subject: 'Not yet' });
    await t.db
      .updateTable('news')
      .set({ publish_at: new Date(Date.now() + 3_600_000) })
      .where('id', '=', id)
      .execute();
    const html = (await t.app.inject(`/news?topic=${id}`)).body;
    expect(html).not.toContain('Not yet');
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/news`);
  });
});

describe('public pages', () => {
  it('each have their own title, description and canonical address; an alias points to its page', async () => {
    const rankings = (await t.app.inject('/rankings?tab=killer')).body;
    expect(rankings).toMatch(/<title>Rankings \| [^<]+<\/title>/);
    expect(rankings).toContain(`<link rel="canonical" href="${PUBLIC_URL}/rankings" />`);
    expect(metaContent(rankings, 'property', 'og:type')).toBe('website');
    expect(metaContent(rankings, 'name', 'twitter:card')).toBe('summary');
    const home = (await t.app.inject('/home')).body;
    expect(home).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(metaContent(home, 'name', 'description')).toBeTruthy();
  });

  it('are not given to account pages, which keep the plain shell', async () => {
    const html = (await t.app.inject('/user')).body;
    expect(html).not.toContain('og:title');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages and the published articles, not a scheduled or draft one', async () => {
    const published = await insertRawNews(t.db, { subject: 'Out now' });
    const scheduled = await insertRawNews(t.db, { subject: 'Next week' });
    await t.db
      .updateTable('news')
      .set({ publish_at: new Date(Date.now() + 7 * 86_400_000) })
      .where('id', '=', scheduled.id)
      .execute();
    const draft = await insertRawNews(t.db, { subject: 'Draft' });
    await t.db.updateTable('news').set({ status: 'draft' }).where('id', '=', draft.id).execute();

    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/news`,
        `${PUBLIC_URL}/rankings`,
        `${PUBLIC_URL}/itemshop`,
        `${PUBLIC_URL}/download`,
        `${PUBLIC_URL}/news?topic=${published.id}`,
      ]),
    );
    expect(locs).not.toContain(`${PUBLIC_URL}/news?topic=${scheduled.id}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/news?topic=${draft.id}`);
    // Neither aliases nor a player's own pages.
    for (const path of ['/home', '/downloads', '/user', '/login', '/shoppingcart'])
      expect(locs).not.toContain(`${PUBLIC_URL}${path}`);
  });
});

describe('robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of the console, the API and account pages', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const path of [
      '/admin',
      '/api/',
      '/user',
      '/changepassword',
      '/shoppingcart',
      '/shoppurchases',
      '/login',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    for (const path of ['/', '/news', '/rankings', '/itemshop'])
      expect(lines).not.toContain(`Disallow: ${path}`);
  });
});
