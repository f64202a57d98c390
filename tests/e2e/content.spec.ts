import type { APIRequestContext, Page } from '@playwright/test';
import { XSS_PAYLOADS, xssArticleHtml } from '../support/xss-corpus.ts';
import { expect, expectAccessible, installPausedClock, settle as settlePage, test } from './fixtures.ts';

/** Public content (issue 5): every page at 1280 and 390 px (the two projects), clean console, no serious axe issue. */

const PAGES: [path: string, heading: RegExp][] = [
  ['/', /Latest News/],
  ['/news', /^News$/],
  ['/news?topic=1', /^News$/],
  ['/topic/2', /^News$/],
  ['/story', /^Story$/],
  ['/characters', /^Character$/],
  ['/gamesystem', /^Game System$/],
  ['/instructions', /^Instructions$/],
  ['/serverinfo', /^Server Information$/],
  ['/wallpaper', /^Wallpaper$/],
  ['/gallery', /^Gallery$/],
  ['/movies', /^Movie$/],
  ['/socials', /^Socials$/],
  ['/download', /^Full Client Download$/],
  ['/downloads', /^Full Client Download$/],
  ['/rankings', /^Rankings$/],
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

test.describe('every content page', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} renders cleanly and accessibly`, async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await settle(page);
      await expectAccessible(page);
      // No horizontal scrolling of the page itself (wide tables scroll inside their own box).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('news: three boards, latest marked new, article by ?topic= and /topic/{id}', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/news');
  for (const type of [0, 2, 1]) {
    const board = page.getByTestId(`news-board-${type}`);
    await expect(board.locator('.news-row--latest .new-badge')).toHaveText('new');
    await expect(board.locator('tbody tr').nth(1)).toBeVisible();
  }
  // Kept in localStorage with a timestamp (news 30 s): a reload inside that time asks nothing.
  const stored = await storedItem(page, 'news:0/8/1/0');
  expect(stored.data.data.length).toBeGreaterThan(0);
  expect(Date.now() - stored.at).toBeLessThan(30_000);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/getnewsall/')) asked.push(r.url());
  });
  await page.reload();
  await expect(page.getByTestId('news-board-0').locator('.news-row--latest')).toBeVisible();
  expect(asked).toEqual([]);
  const first = page.getByTestId('news-board-0').locator('.news-row--latest a');
  const subject = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/news\?topic=\d+$/);
  const article = page.getByTestId('article');
  await expect(article.getByRole('heading', { name: subject })).toBeVisible();
  // The article names the page, as its server-rendered copy (and a shared link) does.
  const titled = new RegExp(`^${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `);
  await expect(page).toHaveTitle(titled);
  await expect(article.locator('time')).toHaveText(/just now|minutes? ago|hours? ago|yesterday|days ago/);
  const id = new URL(page.url()).searchParams.get('topic');
  await page.goto(`/topic/${id}`);
  await expect(page.getByTestId('article').getByRole('heading', { name: subject })).toBeVisible();
  await expect(page).toHaveTitle(titled);
  await page.goto('/news?topic=99999999');
  await expect(page.getByText('No news data available')).toBeVisible();
  expect(consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
});

test('news: the page and its head link the RSS feed, which the browser reads as XML', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/news/rss.xml');
  const latest = (await page.getByTestId('news-board-0').locator('.news-row--latest a').textContent()) ?? '';
  for (const path of ['/news', '/']) {
    await page.goto(path);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/news/rss.xml',
    );
  }
  const answer = await page.request.get('/news/rss.xml');
  expect(answer.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await answer.text();
  // Chromium's own XML parser: anything not well-formed gives a <parsererror> document.
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      titles: [...doc.querySelectorAll('channel > item > title')].map((title) => title.textContent),
    };
  }, xml);
  expect(feed).toMatchObject({ errors: 0, root: 'rss', version: '2.0' });
  expect(feed.titles.length).toBeGreaterThan(0);
  expect(feed.titles.length).toBeLessThanOrEqual(20);
  expect(feed.titles).toContain(latest);
});

test('a server-rendered page stores the data it came with after hydration, not in the task that starts it', async ({
  page,
}) => {
  // Fake time, paused: the browser's idle callbacks and timers wait for the test. src/client/main.tsx
  // stores when the browser is idle, so that storing is not part of the task that starts hydration.
  await installPausedClock(page, new Date('2025-03-05T10:00:00+08:00'));
  await page.goto('/news');
  await expect(page.locator('html[data-ready]')).toHaveCount(1);
  const read = () => page.evaluate(() => localStorage.getItem('news:0/8/1/0'));
  expect(await read()).toBeNull();
  await page.clock.runFor(2000);
  await expect.poll(read).not.toBeNull();
});

test('a page that fetched fresher data before the browser was idle keeps that copy stored', async ({
  page,
}) => {
  // The browser's clock ten minutes ahead of the server: the news the page arrived with is stale at once
  // (30 s), so the page fetches it again and stores that. Storing the arrived copy when the browser is idle
  // must not put the older one back (src/client/main.tsx).
  const now = Date.now() + 10 * 60_000;
  await installPausedClock(page, new Date(now));
  await page.goto('/news');
  const read = () => readStored(page, 'news:0/8/1/0');
  await expect.poll(async () => (await read())?.at ?? 0).toBeGreaterThanOrEqual(now);
  await page.clock.runFor(2000);
  expect((await read())?.at).toBeGreaterThanOrEqual(now);
});

test('rankings: level by default, tabs, school and class filters, top 100', async ({ page }) => {
  await page.goto('/rankings');
  await expect(
    page.getByText('Top 100 players in this month; rankings reset on the first day of each month.'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Level' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByTestId('rank-table');
  await expect(table.locator('tbody tr')).toHaveCount(100);
  await expect(table.locator('thead th')).toHaveText([
    'Rank',
    'Character Name',
    'Class',
    'School',
    'Level',
    'Time Logged',
  ]);
  await page.getByLabel('School').selectOption({ label: 'Mystic Peak' });
  await expect(page).toHaveURL(/school=1/);
  await expect(table.locator('tbody tr').first().getByRole('img', { name: 'Mystic Peak' })).toBeVisible();
  await page.getByLabel('Class').selectOption({ label: 'Archer' });
  await expect(page).toHaveURL(/class=archer/);
  await expect(table.locator('tbody tr').first().getByRole('img', { name: 'Archer' })).toBeVisible();
  const classes = await table
    .locator('tbody tr td:nth-child(3) img')
    .evaluateAll((imgs) => [...new Set(imgs.map((i) => i.getAttribute('alt')))]);
  expect(classes).toEqual(['Archer']);
  await page.getByRole('tab', { name: 'Killer' }).click();
  await expect(table.locator('thead th')).toHaveText([
    'Rank',
    'Character Name',
    'Class',
    'School',
    'Level',
    'Kills',
    'Deaths',
  ]);
  await page.getByRole('tab', { name: 'Richest' }).click();
  await expect(table.locator('thead th').last()).toHaveText('Money');
  await page.getByRole('tab', { name: 'MMR' }).click();
  await expect(table.locator('thead th').last()).toHaveText('MMR');
  await expect(page.getByLabel('Month')).toBeVisible();
});

test('home: latest news, mini ranking with school filter, club table', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible();
  const mini = page.getByTestId('mini-ranking');
  await expect(mini.locator('ol li')).toHaveCount(10);
  await mini.getByRole('button', { name: 'Phoenix' }).click();
  await expect(mini.getByRole('button', { name: 'Phoenix' })).toHaveAttribute('aria-pressed', 'true');
  await expect(mini.locator('ol li').first().getByRole('img', { name: 'Phoenix' })).toBeVisible();
  await expect(mini.getByRole('link', { name: 'Full rankings' })).toHaveAttribute('href', '/rankings');
  const clubs = page.getByTestId('club-table');
  await expect(clubs.locator('tbody tr')).toHaveCount(3);
  await expect(clubs.getByRole('row', { name: /Phoenix Campus None 0%/ })).toBeVisible();
});

test('characters: tab 1 on load, a tab click swaps images and panels', async ({ page }) => {
  await page.goto('/characters');
  await expect(page.getByTestId('class-panel-1')).toBeVisible();
  await expect(page.getByRole('tab', { name: '1 Brawler' }).locator('img')).toHaveAttribute(
    'src',
    /tab-1-on/,
  );
  await page.getByRole('tab', { name: '6 Scientist' }).click();
  await expect(page.getByTestId('class-panel-6')).toBeVisible();
  await expect(page.getByTestId('class-panel-1')).toBeHidden();
  await expect(page.getByRole('tab', { name: '1 Brawler' }).locator('img')).toHaveAttribute(
    'src',
    /tab-1-off/,
  );
  await expect(page.getByTestId('class-panel-8')).toBeAttached();
  await expect(page.getByTestId('class-panel-9')).toBeAttached();
  await expect(page.getByRole('tab')).toHaveCount(7);
});

test('instructions: nine popups, the chat one with its costs', async ({ page }) => {
  await page.goto('/instructions');
  await expect(page.locator('.hotspot')).toHaveCount(9);
  await page.getByRole('button', { name: 'Chat window commands' }).first().click();
  const popup = page.getByTestId('guide-popup');
  await expect(popup).toContainText('10,000 gold');
  await expect(popup).toContainText('20,000 gold');
  await expect(popup).toContainText('2 minutes');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('gallery: the viewer moves with the arrow keys and closes with Escape', async ({ page }) => {
  await page.goto('/gallery');
  // The seed's eight pictures, or more while admin-media.spec.ts has added one.
  const tiles = page.locator('.image-grid__open');
  await expect(tiles.nth(7)).toBeVisible();
  const n = await tiles.count();
  await tiles.first().click();
  const viewer = page.getByTestId('image-viewer');
  await expect(viewer).toContainText(`(1 of ${n})`);
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText(`(2 of ${n})`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toContainText(`(${n} of ${n})`);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('download: links open in a new tab, guides, requirement table and red note', async ({ page }) => {
  await page.goto('/download');
  const links = page.getByTestId('download-links').getByRole('link');
  // The seeded three (admin-banners.spec.ts may add one of its own for a while in a parallel worker).
  await expect(
    links.filter({ hasText: /Full Client \((Main Mirror|Cloud Drive)\)|Manual Patch 2\.1/ }),
  ).toHaveCount(3);
  for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Full Game Guide/ })).toHaveAttribute('href', '/instructions');
  await expect(page.getByRole('link', { name: /Quick Game Guide/ })).toHaveAttribute('href', '/characters');
  // One row per requirement, still a table row to assistive technology when phones stack it as a card
  // (where each cell's name, e.g. 'Minimum and recommended', is read before its value).
  await expect(
    page.getByRole('row', { name: /Graphics card.*Geforce 6000\+ or ATI Radeon X\+/ }),
  ).toBeVisible();
  await expect(page.locator('.red-note')).toHaveCSS('color', 'rgb(224, 83, 63)');
  const stored = await storedItem(page, 'downloads');
  expect(stored.data.length).toBeGreaterThanOrEqual(3);
  expect(typeof stored.at).toBe('number');
});

/**
 * What the page keeps in localStorage under `key`, once it is there: a server-rendered page stores the
 * data it arrived with when the browser is next idle (src/client/main.tsx).
 */
async function storedItem(page: Page, key: string) {
  await expect.poll(() => readStored(page, key)).not.toBeNull();
  return readStored(page, key);
}

/** What the page keeps in localStorage under `key` now, or null. */
function readStored(page: Page, key: string) {
  return page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null'), key);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/processlogin', {
    data: { UserID: 'admin', UserPass: 'RanAdmin#2025' },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.token;
}

/** Once the page has settled (images loaded or failed, so their handlers had their chance), nothing ran. */
async function expectNothingRan(page: Page) {
  await settlePage(page);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}

test.describe('XSS corpus', () => {
  test('an article saved with every payload runs none of them', async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const token = await adminToken(request);
    const saved = await request.post('/api/news', {
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
      data: {
        type: 0,
        subject: `XSS corpus ${test.info().project.name}`,
        content: xssArticleHtml(),
        author: 'QA',
      },
    });
    expect(saved.ok()).toBe(true);
    const { id } = await saved.json();
    await page.goto(`/news?topic=${id}`);
    await expect(page.getByTestId('article').getByText('End of article')).toBeVisible();
    await expect(page.getByTestId('article').getByRole('link', { name: 'a safe link' })).toBeVisible();
    // Links that carried javascript: URLs or click handlers: clicking them must do nothing.
    for (const text of ['click', 'plain', 'data']) {
      await page.getByTestId('article').getByText(text, { exact: true }).first().click({ timeout: 3000 });
    }
    await expectNothingRan(page);
    expect(dialogs).toEqual([]);
  });

  test('even raw payloads from the API are neutralised by the client (DOMPurify)', async ({ page }) => {
    await page.route('**/api/getspecificnews/424242', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: [
            {
              id: 424242,
              subject: 'Raw payloads',
              type: 0,
              created_at: new Date().toISOString(),
              author: 'QA',
              img_thumbnail: null,
              IsShowThumbnail: false,
              views: 0,
              content: `${XSS_PAYLOADS.join('\n')}<p>Raw end</p>`,
            },
          ],
        }),
      }),
    );
    await page.goto('/news?topic=424242');
    // Unclosed payloads (<details>, <video>) may swallow what follows, so wait for the article itself.
    await expect(page.getByTestId('article').getByRole('heading', { name: 'Raw payloads' })).toBeVisible();
    await expect(page.getByTestId('article').locator('.article__body')).toBeAttached();
    const body = page.getByTestId('article').locator('.article__body');
    expect(await body.locator('script, iframe, object, embed, form, style, svg, base, meta').count()).toBe(0);
    const handlers = await body.evaluate((el) =>
      [...el.querySelectorAll('*')]
        .flatMap((n) => [...n.attributes].map((a) => a.name))
        .filter((a) => a.startsWith('on')),
    );
    expect(handlers).toEqual([]);
    await expectNothingRan(page);
  });
});
