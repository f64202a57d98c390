import type { Page } from '@playwright/test';
import { PAGE_STATE_ID } from '../../src/shared/page-state.ts';
import { expect, settle, test } from './fixtures.ts';

/**
 * The public pages arrive drawn by the server and the browser hydrates that HTML without a mismatch
 * (docs/decisions/0050-server-rendering.md): no console error, and the server's own elements are still in
 * the page afterwards (a mismatch makes React throw the server's HTML away and draw it again).
 */
const PUBLIC_PAGES = [
  '/',
  '/news',
  '/news?topic=1',
  '/topic/2',
  '/rankings',
  '/rankings?tab=killer',
  '/itemshop',
  '/story',
  '/characters',
  '/gamesystem',
  '/instructions',
  '/serverinfo',
  '/download',
  '/wallpaper',
  '/gallery',
  '/movies',
  '/socials',
  '/credits',
  '/privacy-policy',
];

/** Tags the server's .site element as the parser inserts it, before any script of the page runs. */
async function tagServerHtml(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const site = document.querySelector('#root > .site');
      if (!site) return;
      (site as HTMLElement & { fromServer?: boolean }).fromServer = true;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

test.beforeEach(async ({ browserName: _browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'rendering does not depend on the screen');
});

test('each public page is server-rendered and hydrates without errors', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  await tagServerHtml(page);
  for (const path of PUBLIC_PAGES) {
    const raw = await (await page.request.get(path)).text();
    expect(raw, path).toContain(`id="${PAGE_STATE_ID}"`);
    expect(raw, path).toMatch(/<main id="main"[^>]*>.*<h1/s);

    await page.goto(path);
    await settle(page);
    // Hydrated: the header's menu button reacts (events are attached only by hydration).
    await expect(page.locator('main h1').first(), path).toBeVisible();
    const kept = await page.evaluate(
      () => (document.querySelector('#root > .site') as HTMLElement & { fromServer?: boolean }).fromServer,
    );
    expect(kept, `${path}: the server's HTML was kept`).toBe(true);
    expect(consoleErrors, path).toEqual([]);
  }
});

test('a signed-out page fills in the signed-in parts after hydration', async ({
  signedInPage,
  newPlayer,
}) => {
  await signedInPage.goto('/news');
  // The id shows in the side box on desktop and in the header's account row on phones: the visible one.
  await expect(signedInPage.getByText(newPlayer.userId).filter({ visible: true }).first()).toBeVisible();
});
