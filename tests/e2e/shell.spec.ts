import { mkdirSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  expect,
  expectAccessible,
  installPausedClock,
  pauseClock,
  signInThroughLoginPage,
  test,
  waitForAnimations,
} from './fixtures.ts';
import { readLayoutShift, recordLayoutShift } from './layout-shift.ts';

/** The site shell (issue 3): clock, menus, banners, guards, titles, 404, back-to-top, look. */

const DEMO = { id: 'demo', password: 'RanDemo#2025' };
const SHOTS = 'test-results/screenshots';

const isPhone = (info: TestInfo) => info.project.name === 'phone';

async function shot(page: Page, name: string, info: TestInfo) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage: true });
}

/**
 * Purely visual signed-in state: the user-store format in localStorage (no server session). The signed-in
 * menu's unread-tickets count is answered here, since the server would end this made-up session with 401.
 */
async function seedStoredUser(page: Page) {
  await page.route('**/api/tickets/unread', (route) => route.fulfill({ json: { count: 0 } }));
  await page.evaluate(() =>
    localStorage.setItem(
      'user',
      JSON.stringify({ UserNum: 999999, UserID: 'viewer', UserType: 1, UserPoint: 1500, UserPoint2: 320 }),
    ),
  );
}

/** The desktop menu's height with its drop open: the 90 px bar plus the ::before drop. */
async function dropHeight(menu: Locator): Promise<number> {
  const drop = await menu.evaluate((el) => getComputedStyle(el, '::before').height);
  return Number.parseFloat(drop) + 90;
}

test.describe('Manila clock', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('shows Asia/Manila time and ticks every second, whatever the browser zone', async ({ page }) => {
    // Fake time (page.clock), paused: the test decides when a second passes, so nothing races the clock.
    // 23:59:58 UTC is 07:59:58 the next day in Manila and 18:59:58 the same day in New York.
    const at = new Date('2025-03-04T23:59:58.000Z');
    await installPausedClock(page, at);
    await page.goto('/');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    const clock = page.getByTestId('manila-clock');
    await expect(clock).toHaveAttribute('datetime', '2025-03-05T07:59:58+08:00');
    // The visible text shows the same hh:mm.
    await expect(clock).toContainText('07:59');
    await page.clock.runFor(1100);
    await expect(clock).toHaveAttribute('datetime', '2025-03-05T07:59:59+08:00');
    await page.clock.runFor(1000);
    await expect(clock).toHaveAttribute('datetime', '2025-03-05T08:00:00+08:00');
    await expect(clock).toContainText('08:00');
  });

  test('the login game clock shows the date part and a trailing hh:mm in Manila time', async ({ page }) => {
    await page.goto('/login');
    const clock = page.getByTestId('game-clock');
    // Attribute and text read together, so a minute turning over cannot split them.
    const [iso, text] = await clock.evaluate((el) => [el.getAttribute('datetime')!, el.textContent!.trim()]);
    const [date, time] = [iso.slice(0, 10).replaceAll('-', '.'), iso.slice(11, 16)];
    expect(text).toContain(date);
    expect(text.endsWith(time)).toBe(true);
  });
});

test.describe('main menu', () => {
  test('desktop: opens on hover (90 px bar, 360 px open), closes on leave; focus and Escape', async ({
    page,
  }, info) => {
    test.skip(isPhone(info), 'desktop menu');
    await page.goto('/');
    const menu = page.getByTestId('main-menu');
    const itemShop = menu.getByRole('link', { name: 'Item Shop' });
    await expect(itemShop).toBeHidden();
    expect((await menu.boundingBox())!.height).toBe(90);

    await menu.getByRole('button', { name: 'Shop' }).hover();
    await expect(itemShop).toBeVisible();
    // The 300 ms slide: wait for the drop to reach its height, not for a fixed time.
    await expect.poll(() => dropHeight(menu)).toBe(360);
    // Signed out: the Shop submenu has no player-only entries.
    await expect(menu.getByRole('link', { name: 'Top Up R-Coin' })).toHaveCount(0);

    await page.mouse.move(5, 700);
    await expect(itemShop).toBeHidden();

    // Keyboard: focusing an entry opens the menu, Escape closes it.
    await menu.getByRole('button', { name: 'News' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Focus' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Focus');
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Focus' })).toBeHidden();

    // Talk to an Agent: the configured external link, in a new tab.
    await menu.getByRole('button', { name: 'Support' }).hover();
    const agent = menu.getByRole('link', { name: /Talk to an Agent/ });
    await expect(agent).toHaveAttribute('target', '_blank');
    await expect(agent).toHaveAttribute('href', /^https:\/\//);
  });

  test('desktop: the Shop submenu shows the player entries when signed in', async ({ page }, info) => {
    test.skip(isPhone(info), 'desktop menu');
    await page.route('**/api/shopcart**', (route) => route.fulfill({ json: [] }));
    await page.goto('/credits');
    await seedStoredUser(page);
    await page.reload();
    const menu = page.getByTestId('main-menu');
    await menu.getByRole('button', { name: 'Shop' }).hover();
    for (const name of [
      'Top Up R-Coin',
      'Shopping Cart',
      'Purchase History',
      'Top Up History',
      'Vote for Points',
    ])
      await expect(menu.getByRole('link', { name })).toBeVisible();
  });

  test('phone: a compact menu opens and closes by tap', { tag: '@phone' }, async ({ page }, info) => {
    test.skip(!isPhone(info), 'phone menu');
    await page.goto('/');
    await expect(page.getByTestId('main-menu')).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    const story = page.getByRole('navigation', { name: 'Main menu (compact)' }).getByRole('link', {
      name: 'Story',
    });
    await expect(story).toBeHidden();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(story).toBeVisible();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(story).toBeHidden();
    await toggle.tap();
    // A link is where a finger can reach it once the panel has slid open: while it slides (300 ms, longer on
    // a busy machine) its lower links are still cut off, and a tap there lands on the page beneath.
    await waitForAnimations(page);
    await story.tap();
    await expect(page).toHaveURL(/\/story$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('banner rotator', () => {
  test(
    'starts 3 s after load, 3000 ms apart, pauses on hover; thumbnails 24 px',
    { tag: '@phone' },
    async ({ page }, info) => {
      // Many small steps of fake time, each a round trip to the browser: on a busy machine that takes long
      // in real time, so the steps below wait on their condition for as long as the test may run.
      test.slow();
      // Fake time (page.clock), paused from the start: the test moves time on, so a slow machine cannot
      // shift the timeline. (Under the fake clock the page's navigation timing is hidden, so the carousel
      // counts its 3 s from the moment it is ready after the load event.)
      await installPausedClock(page, new Date('2025-03-05T10:00:00+08:00'));
      // The home page's rotator (the same one as /login's): under a paused clock the login page's animated
      // background would draw a frame for every 16 ms the test moves time on, which only costs time.
      await page.goto('/');
      const rotator = page.getByTestId('banner-rotator');
      const thumbs = rotator.getByRole('button', { name: /Show banner/ });
      // The fade writes each slide's opacity straight into the page, so a read after each step of fake time
      // sees exactly where the carousel is.
      const opacities = () =>
        rotator
          .getByTestId('banner-slide')
          .evaluateAll((slides) => slides.map((s) => Number((s as HTMLElement).style.opacity || 0)));
      const carouselAsked = page.waitForRequest(/\/assets\/banner-carousel-[^/]*\.js$/);
      let asked = false;
      void carouselAsked.then(() => {
        asked = true;
      });
      // Let the page's timers run, 50 ms of fake time per look (a look every 50 ms of real time), until the
      // page asks for the lazily loaded carousel; then 1 ms at a time until it is drawn.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(asked ? 1 : 50);
            return thumbs.count();
          },
          // No time budget of its own: the condition is what is waited for (bounded by the test's timeout).
          { timeout: 0, intervals: [10] },
        )
        // The seeded three, and one more while admin-banners.spec.ts (another worker) has added its own.
        .toBeGreaterThanOrEqual(3);
      // Embla starts a frame after the carousel is drawn, not in the same task (banner-carousel.tsx): the
      // slides are there, and the fade has not written into them yet.
      expect((await opacities()).every((opacity) => opacity === 0)).toBe(true);
      // Then a frame (16 ms) at a time until it has.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(16);
            return (await opacities())[0];
          },
          { timeout: 0, intervals: [10] },
        )
        .toBe(1);
      const box = await thumbs.first().boundingBox();
      expect([box!.width, box!.height]).toEqual([24, 24]);
      const viewport = await rotator.locator('.banner__viewport').boundingBox();
      expect(Math.round((viewport!.width / viewport!.height) * 100)).toBe(Math.round((615 / 210) * 100));
      const current = () => rotator.locator('[aria-current="true"]').innerText();
      await expect.poll(current).toBe('1');
      // Up to 5.7 s in one go (banner 1 must still be the one shown then), then 50 ms at a time.
      await page.clock.runFor(5700);
      const timeline: { at: number; incoming: number }[] = [
        { at: 5700, incoming: (await opacities())[1] ?? 0 },
      ];
      for (let at = 5750; at <= 10_000; at += 50) {
        await page.clock.runFor(50);
        const incoming = (await opacities())[1] ?? 0;
        timeline.push({ at, incoming });
        if (incoming > 0.85) break;
      }
      // Autoplay starts 3 s in and then waits 3000 ms: banner 1 stays until about 6 s.
      const switched = timeline.find((s) => s.incoming > 0);
      expect(timeline.filter((s) => s.at < 5800).every((s) => s.incoming === 0)).toBe(true);
      expect(switched, 'banner 2 within 10 s').toBeDefined();
      expect(switched!.at).toBeGreaterThan(5800);
      expect(switched!.at).toBeLessThanOrEqual(6200);
      await expect.poll(current).toBe('2');
      // Fade: the incoming banner is mostly in within about 800 ms (Embla's fade physics).
      const faded = timeline.find((s) => s.at >= switched!.at && s.incoming > 0.85);
      expect(faded, 'faded in within 10 s').toBeDefined();
      expect(faded!.at - switched!.at).toBeLessThan(1000);
      info.annotations.push({
        type: 'banner',
        description: `switched ${switched!.at} ms after ready, faded in ${faded!.at - switched!.at} ms`,
      });

      if (!isPhone(info)) {
        await rotator.hover();
        const paused = await current();
        const shown = async () => {
          const all = await opacities();
          return all.indexOf(Math.max(...all));
        };
        const before = await shown();
        await page.clock.runFor(4000);
        expect(await shown()).toBe(before);
        expect(await current()).toBe(paused);
        await page.mouse.move(5, 5);
        // Resumes after the mouse leaves: the next banner comes one 3000 ms delay later.
        await page.clock.runFor(3100);
        await expect.poll(current).not.toBe(paused);
      }
      // Each banner links to its own image, in a new tab.
      const link = rotator.getByTestId('banner-slide').first().getByRole('link');
      await expect(link).toHaveAttribute('href', /\.(svg|png|jpe?g|webp)$/);
      await expect(link).toHaveAttribute('target', '_blank');
      // Thumbnails jump to their banner.
      await thumbs.nth(0).click();
      await expect.poll(current).toBe('1');
    },
  );

  test('a banner without an image shows (and links to) the sample art', async ({ page }) => {
    await page.route('**/api/getSiteBanners', (route) =>
      route.fulfill({ json: { data: [{ id: 1, img_url: '', alt: '' }] } }),
    );
    await page.goto('/login');
    const link = page.getByTestId('banner-rotator').getByRole('link');
    await expect(link).toHaveAttribute('href', '/img/brand/banner-sample.svg');
  });
});

test.describe('guards, sign-in and sign-out', () => {
  test('anonymous visitors are sent from /user and /changepassword to /login', async ({ page }) => {
    for (const path of ['/user', '/changepassword']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('login form checks trimmed fields with the spec messages', async ({ page }) => {
    await page.goto('/login');
    const form = page.locator('main').getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username').fill('   ');
    await form.getByLabel('Password').fill('  ');
    let calls = 0;
    page.on('request', (r) => r.url().includes('/api/processlogin') && calls++);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByText('Username is required.')).toBeVisible();
    await expect(form.getByText('Password is required.')).toBeVisible();
    await expect(form.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
    await expect(form.getByRole('link', { name: 'Sign up New!' })).toHaveAttribute('href', '/register');
    await expect(form.getByRole('link', { name: 'ID or Password?' })).toHaveAttribute('href', '/findaccount');
  });

  test('sign in goes to /, signed-in players are kept off /login and /findaccount, logout goes to /login', async ({
    page,
  }) => {
    await signInThroughLoginPage(page, DEMO.id, DEMO.password);
    const card = page.getByTestId('account-card');
    await expect(card).toContainText('demo');
    await expect(card).toContainText('R-Coin');
    await expect(card).toContainText('Milleage');
    await expect(card.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/user');
    for (const path of ['/login', '/findaccount']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
    await page.goto('/changepassword');
    await expect(page).toHaveURL(/\/changepassword$/);
    await page.getByTestId('account-card').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});

test.describe('pages and titles', () => {
  test('titles are "{crumb} | {app name}"', async ({ page }) => {
    const cases: [string, string][] = [
      ['/login', 'Login'],
      ['/credits', 'Credits'],
      ['/topup/success', 'Top Up Successful'],
      ['/topup/cancel', 'Top Up Cancelled'],
      ['/nowhere', '404 NOT FOUND'],
    ];
    for (const [path, crumb] of cases) {
      await page.goto(path);
      // The name the server wrote into this page (the console's setting, 'Ran Online PH' by default; the
      // settings walk in admin-settings.spec.ts may be changing it meanwhile, so the page's own is compared).
      const site = await page.locator('meta[name="app-name"]').getAttribute('content');
      expect(site).toMatch(/^Ran /);
      await expect(page).toHaveTitle(`${crumb} | ${site}`);
    }
  });

  test('an unknown path answers 404 with the 404 page and its three buttons', async ({ page }, info) => {
    await page.goto('/credits');
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 NOT FOUND' })).toBeVisible();
    await expect(page.getByText('Unable to process your request!')).toBeVisible();
    await expect(page.getByText(/We are very sorry for the inconvenience!/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Support' }).first()).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
    await shot(page, '404', info);
    await expectAccessible(page);
    await page.locator('main').getByRole('link', { name: 'Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await page.locator('main').getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/credits$/);
  });

  test('footer: spec links and text; the policy pages have their own addresses; credits page', async ({
    page,
  }) => {
    await page.goto('/credits');
    const footer = page.locator('footer');
    // The copyright's year is the current one in Manila, never a year written into the code.
    await expect(footer).toContainText(`© ${new Date(Date.now() + 8 * 3600_000).getUTCFullYear()} `);
    await expect(footer).toContainText('All rights reserved');
    await expect(footer).toContainText('Ran Online Since 2002');
    for (const [name, href] of [
      ['Operation Policy', '/operation-policy'],
      ['Privacy Policy', '/privacy-policy'],
      ['Game Cash Agreement', '/game-cash-agreement'],
    ] as const)
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(footer.getByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '/topup');
    await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    await expect(page.locator('main')).toContainText('CC BY 3.0');
    await expect(page.locator('main')).toContainText('game-icons.net');
  });

  test('back-to-top follows the scroll and glides up in about 500 ms', async ({ page }) => {
    // Fake time (page.clock), paused once the page is up: the glide's frames come when the test moves
    // time on.
    await page.clock.install();
    await page.goto('/credits');
    await expect(page.getByRole('heading', { name: 'Member Login' })).toBeAttached();
    // The button comes in a lazy chunk, and React reveals a resolved lazy part on a timer: it must be in
    // the page before the clock stops (hidden from assistive technology until shown, so found by class).
    await expect(page.locator('.back-to-top')).toBeAttached();
    await pauseClock(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(button).toBeVisible();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await button.click();
    // Where the page is every 100 ms of (fake) time after the click.
    const positions: number[] = [];
    for (let i = 0; i < 9; i++) {
      await page.clock.runFor(100);
      positions.push(await page.evaluate(() => window.scrollY));
    }
    const between = positions.filter((y) => y > 0 && y < before);
    expect(between.length, `positions ${positions.join(', ')}`).toBeGreaterThan(2);
    // Still on its way after 300 ms, at the top within 900 ms, and always upwards.
    expect(positions[2]).toBeGreaterThan(0);
    expect(positions.at(-1)).toBe(0);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
  });

  test('login background: canvas with pixel ratio clamped to [1, 3], stops when the tab is hidden', async ({
    browser,
  }) => {
    const context = await browser.newContext({ deviceScaleFactor: 4 });
    const page = await context.newPage();
    await page.goto('/login');
    const canvas = page.getByTestId('login-background');
    await expect(canvas).toHaveAttribute('data-pixel-ratio', '3');
    await expect(canvas).toHaveAttribute('data-running', 'true');
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(canvas).toHaveAttribute('data-running', 'false');
    await context.close();

    const still = await browser.newContext({ reducedMotion: 'reduce', deviceScaleFactor: 0.5 });
    const stillPage = await still.newPage();
    await stillPage.clock.install();
    await stillPage.goto('/login');
    const stillCanvas = stillPage.getByTestId('login-background');
    await expect(stillCanvas).toHaveAttribute('data-pixel-ratio', '1');
    // A second of (fake) time with every timer and frame it brings: the canvas still does not start.
    await stillPage.clock.runFor(1000);
    expect(await stillCanvas.getAttribute('data-running')).not.toBe('true');
    await still.close();
  });
});

test.describe('look and accessibility', () => {
  test(
    'home: screenshot, no serious axe violations, no layout shift as images, fonts and data load',
    { tag: '@phone' },
    async ({ page }, info) => {
      // The whole page counts (issue 3): the shell and the home content (banner, news, ranking, clubs).
      await recordLayoutShift(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { cls, detail } = await readLayoutShift(page);
      expect(cls, `layout shifts: ${detail}`).toBeLessThan(0.1);
      await shot(page, 'home', info);
      await expectAccessible(page);
    },
  );

  test(
    'home signed in (visual state) has no serious axe violations',
    { tag: '@phone' },
    async ({ page }, info) => {
      await page.goto('/credits');
      await seedStoredUser(page);
      await page.route('**/api/shopcart**', (route) =>
        route.fulfill({
          json: [
            {
              seq: 1,
              quantity: 2,
              isChecked: 1,
              productnum: 1,
              shopitem: { ProductNum: 1, ItemName: 'Dragon Scale Armour Set', price: 120, image_url: null },
            },
          ],
        }),
      );
      await page.goto('/');
      await expect(page.getByTestId('account-card')).toContainText('viewer');
      await expect(page.getByTestId('cart-summary')).toContainText('Dragon Scale A...');
      await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/shoppingcart');
      await shot(page, 'home-signed-in', info);
      await expectAccessible(page);
    },
  );

  test(
    'login: screenshot, no serious axe violations, no layout shift',
    { tag: '@phone' },
    async ({ page }, info) => {
      await recordLayoutShift(page);
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Member Login' })).toBeVisible();
      const { cls, detail } = await readLayoutShift(page);
      expect(cls, `layout shifts: ${detail}`).toBeLessThan(0.1);
      await shot(page, 'login', info);
      await expectAccessible(page);
    },
  );

  test('credits and top-up result pages have no serious axe violations', async ({ page }) => {
    for (const path of ['/credits', '/topup/success', '/topup/cancel']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('menus open have no serious axe violations', { tag: '@phone' }, async ({ page }, info) => {
    await page.goto('/credits');
    if (isPhone(info)) {
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('navigation', { name: 'Main menu (compact)' })).toBeVisible();
    } else {
      const menu = page.getByTestId('main-menu');
      await menu.getByRole('button', { name: 'Guide' }).hover();
      await expect.poll(() => dropHeight(menu)).toBe(360);
    }
    // Open and done moving: no transition still running when axe looks.
    await waitForAnimations(page);
    await expectAccessible(page);
  });
});
