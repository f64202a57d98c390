import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRawNews } from '#test/content-factories.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/**
 * A public page's title and share tags in the page's language (docs/product/languages.md, Pages in each
 * language): the site's own crumbs and descriptions translated, what operators wrote (an article, the
 * site's name) as written.
 */
const PUBLIC_URL = 'https://ran.example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL }, languages: ['en', 'fil'] });
});
afterAll(async () => {
  await t.close();
});

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return html.match(new RegExp(`<meta ${attribute}="${key.replace('.', '\\.')}" content="([^"]*)"`))?.[1];
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('share tags in the page language', () => {
  it('writes a Filipino page’s crumb, description and feed link in Filipino', async () => {
    const html = (await t.app.inject('/news?lang=fil')).body;
    expect(titleOf(html)).toMatch(/^Balita \| .+$/);
    expect(metaContent(html, 'name', 'description')).toBe('Balita, event at guide mula sa mga game master.');
    expect(metaContent(html, 'property', 'og:description')).toBe(metaContent(html, 'name', 'description'));
    expect(metaContent(html, 'property', 'og:title')).toBe(titleOf(html));
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="Balita ng [^"]+"/);
  });

  it('keeps an English page exactly as before', async () => {
    const html = (await t.app.inject('/news?lang=en')).body;
    const site = titleOf(html)?.replace(/^News \| /, '');
    expect(titleOf(html)).toBe(`News | ${site}`);
    expect(metaContent(html, 'name', 'description')).toBe('News, events and guides from the game masters.');
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="${site} news"`);
    const cookie = (await t.app.inject({ url: '/rankings', headers: { cookie: 'lang=fil' } })).body;
    expect(titleOf(cookie)).toMatch(/^Rankings \| /);
    expect(metaContent(cookie, 'name', 'description')).toBe(
      'Top players ngayong buwan sa level, yaman, MMR at kills.',
    );
  });

  it('shows an article as the operator wrote it; its empty summary falls back to the translated one', async () => {
    const { id } = await insertRawNews(t.db, { subject: 'Grand Opening', content: '' });
    const html = (await t.app.inject(`/news?topic=${id}&lang=fil`)).body;
    expect(metaContent(html, 'property', 'og:title')).toBe('Grand Opening');
    expect(titleOf(html)).toMatch(/^Grand Opening \| /);
    expect(metaContent(html, 'property', 'og:description')).toBe(
      'Balita, event at guide mula sa mga game master.',
    );
  });
});
