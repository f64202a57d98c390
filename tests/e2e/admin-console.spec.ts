import type { Page, Route } from '@playwright/test';
import { adminMeSchema, auditListSchema } from '../../src/shared/contracts/admin.ts';
import { errorResponseSchema } from '../../src/shared/contracts/errors.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { consoleScripts } from './console-chunks.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * The operator console's client (issue 11): the guard, lazy loading and the console's frame against the
 * real site. The admin API (/api/admin/...) is built on another branch: where a test needs its answers,
 * page.route answers with bodies parsed by the shared contract (src/shared/contracts/admin.ts), so these
 * are client tests of rendering; the end-to-end walk through the real API comes with the server.
 */

/** The contract's page size: 20 entries a page. */
const AUDIT_PAGE_SIZE = 20;

const FORBIDDEN_TEXT = 'You do not have access to the operator console.';

/** Script files the page fetched, by path. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

/** Whether a fetched script is one of the console's (read from the build's manifest when a test runs). */
const isConsoleScript = (script: string) => consoleScripts().includes(script);

const forbiddenBody = errorResponseSchema.parse({ code: 'forbidden', message: MESSAGES.forbidden });

test.describe('guard', () => {
  test('anonymous visitors to the console go to /login', async ({ page }) => {
    for (const path of ['/admin', '/admin/audit', '/admin/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('a signed-in player gets the 403 view with a link home, and no console menu', async ({
    signedInPage: page,
  }) => {
    // The admin API refuses a player with 403 (its contract); this branch has no server route yet.
    let asked = 0;
    await page.route('**/api/admin/me', (route) => {
      asked++;
      return route.fulfill({ status: 403, json: forbiddenBody });
    });
    for (const path of ['/admin', '/admin/audit']) {
      await page.goto(path);
      await expect(page.getByText(FORBIDDEN_TEXT)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('403 FORBIDDEN');
      await expect(page).toHaveTitle(/^403 FORBIDDEN \|/);
      await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
    }
    expect(asked).toBeGreaterThanOrEqual(2);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('support staff (known from /api/admin/me) open the console but not the audit log', async ({
    signedInPage: page,
    newPlayer,
  }) => {
    const me = adminMeSchema.parse({
      userNum: 1,
      userId: newPlayer.userId,
      role: 'support',
      permissions: ['console.open', 'players.read', 'tickets.work'],
      mustEnrolFactor: false,
    });
    await page.route('**/api/admin/me', (route) => route.fulfill({ json: me }));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
    await expect(
      page.getByText(`Welcome, ${newPlayer.userId}. You are signed in as support staff.`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await page.goto('/admin/audit');
    await expect(page.getByText(FORBIDDEN_TEXT)).toBeVisible();
  });
});

test('players do not download the console: / and /news fetch no admin chunk; /admin does', async ({
  signedInPage: page,
}) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/news');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(isConsoleScript)).toEqual([]);

  // The pattern is not vacuous: opening the console loads its chunk (here the frame that shows the 403).
  await page.route('**/api/admin/me', (route) => route.fulfill({ status: 403, json: forbiddenBody }));
  await page.goto('/admin');
  await expect(page.getByText(FORBIDDEN_TEXT)).toBeVisible();
  expect(scripts.filter(isConsoleScript).length).toBeGreaterThan(0);
});

test.describe('console as an administrator', () => {
  test('the landing page welcomes, links to the audit log, loads the console chunk, and passes axe', async ({
    adminPage: page,
  }) => {
    const scripts = collectScripts(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
    await expect(page.getByText(/You are signed in as an administrator\./)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Audit log' })).toBeVisible();
    expect(scripts.some(isConsoleScript)).toBe(true);
    await expectAccessible(page);
  });

  test(
    'the menu folds on a phone and everything is reachable by keyboard',
    { tag: '@phone' },
    async ({ adminPage: page }, info) => {
      await page.route('**/api/admin/audit?*', (route) => route.fulfill({ json: auditPage([], 1, 0) }));
      await page.route('**/api/admin/audit', (route) => route.fulfill({ json: auditPage([], 1, 0) }));
      await page.goto('/admin');
      const nav = page.getByRole('navigation', { name: 'Console' });
      const toggle = page.getByRole('button', { name: 'Menu' });
      if (info.project.name === 'phone') {
        await expect(nav).toBeHidden();
        await toggle.focus();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(nav).toBeVisible();
        await expectAccessible(page);
      } else {
        await expect(toggle).toBeHidden();
        await expect(nav).toBeVisible();
      }
      // Tab from the top of the page to the menu's audit link and follow it with Enter.
      const link = nav.getByRole('link', { name: 'Audit log' });
      await page.locator('body').focus();
      for (let i = 0; i < 6 && !(await link.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/audit$/);
      await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
      if (info.project.name === 'phone') await expect(nav).toBeHidden();
    },
  );
});

// ---------- /admin/audit: client tests of rendering, answered through page.route ----------

function auditPage(data: unknown[], page: number, total: number) {
  const last = Math.ceil(total / AUDIT_PAGE_SIZE);
  return auditListSchema.parse({
    data,
    page,
    total,
    prev_page: page - 1,
    next_page: page + 1,
    last_page: last,
    lpm1: last - 1,
  });
}

const ENTRIES = [
  {
    id: 41,
    at: '2026-11-23T17:05:00.000Z',
    by: 'staff',
    staff: { userNum: 7, userId: 'gm_ana' },
    player: null,
    ip: '203.0.113.9',
    action: 'news.update',
    recordType: 'news',
    recordId: '12',
    changes: [
      { field: 'title', old: 'Patch 1', new: 'Patch 2' },
      { field: 'published', old: null, new: true },
    ],
  },
  {
    id: 40,
    at: '2026-11-22T03:00:00.000Z',
    by: 'command',
    staff: null,
    player: null,
    ip: null,
    action: 'staff.grant',
    recordType: 'user',
    recordId: '7',
    changes: [{ field: 'role', old: null, new: 'admin' }],
  },
];

/** Answers GET /api/admin/audit with `answer(query)` and records each query the page asked for. */
async function answerAudit(page: Page, answer: (query: URLSearchParams) => unknown, status = 200) {
  const queries: URLSearchParams[] = [];
  const handle = (route: Route) => {
    const query = new URL(route.request().url()).searchParams;
    queries.push(query);
    return route.fulfill({ status, json: answer(query) });
  };
  await page.route('**/api/admin/audit', handle);
  await page.route('**/api/admin/audit?*', handle);
  return queries;
}

test.describe('audit page (client rendering against contract-shaped answers)', () => {
  test('shows each entry: Manila time, staff, address, action, record and changes; passes axe', async ({
    adminPage: page,
  }) => {
    await answerAudit(page, (q) => auditPage(ENTRIES, Number(q.get('page') ?? 1), 45));
    await page.goto('/admin/audit');
    const rows = page.getByTestId('audit-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole('cell')).toHaveText([
      '2026-11-24 01:05',
      'gm_ana',
      '203.0.113.9',
      'news.update',
      'news:12',
      'title: Patch 1 → Patch 2published: (none) → true',
    ]);
    await expect(rows.nth(0).getByRole('listitem')).toHaveText([
      'title: Patch 1 → Patch 2',
      'published: (none) → true',
    ]);
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      '2026-11-22 11:00',
      'command line',
      '—',
      'staff.grant',
      'user:7',
      'role: (none) → admin',
    ]);
    await expect(page.getByText('45 entries')).toBeVisible();
    await expectAccessible(page);
  });

  test('filters go into the address and the API query; the address alone restores the view', async ({
    adminPage: page,
  }) => {
    const queries = await answerAudit(page, () => auditPage(ENTRIES, 1, 2));
    await page.goto('/admin/audit');
    await expect(page.getByTestId('audit-row')).toHaveCount(2);
    const form = page.getByRole('form', { name: 'Filter the audit log' });
    await form.getByLabel('Staff member').fill('gm_ana');
    await form.getByLabel('Action').fill('news.update');
    await form.getByLabel('Record').fill('news:12');
    await form.getByLabel('From (Manila date)').fill('2026-11-01');
    await form.getByLabel('To (Manila date)').fill('2026-11-30');
    await form.getByRole('button', { name: 'Apply filters' }).click();
    const search = 'staff=gm_ana&action=news.update&record=news%3A12&from=2026-11-01&to=2026-11-30';
    await expect(page).toHaveURL(`/admin/audit?${search}`);
    await expect.poll(() => queries.at(-1)?.toString()).toBe(search);

    // A fresh load of that address asks for the same view and shows the filters in the form.
    const before = queries.length;
    await page.goto(`/admin/audit?${search}`);
    await expect.poll(() => queries.length).toBeGreaterThan(before);
    expect(queries.at(-1)?.toString()).toBe(search);
    await expect(form.getByLabel('Record')).toHaveValue('news:12');
    await expect(form.getByLabel('To (Manila date)')).toHaveValue('2026-11-30');

    await form.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(form.getByLabel('Staff member')).toHaveValue('');
  });

  test('the pager keeps the filters and asks for the page', async ({ adminPage: page }) => {
    const queries = await answerAudit(page, (q) => auditPage(ENTRIES, Number(q.get('page') ?? 1), 45));
    await page.goto('/admin/audit?action=news.update');
    const pager = page.getByRole('navigation', { name: 'Audit log pages' });
    await expect(pager.getByText('1', { exact: true })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL('/admin/audit?action=news.update&page=3');
    await expect.poll(() => queries.at(-1)?.toString()).toBe('action=news.update&page=3');
    await expect(pager.getByText('3', { exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('no entries: says so; a failure: says so and offers a retry', async ({ adminPage: page }) => {
    await answerAudit(page, () => auditPage([], 1, 0));
    await page.goto('/admin/audit?staff=nobody');
    await expect(page.getByText('No entries match these filters.')).toBeVisible();
    await expect(page.getByTestId('audit-row')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Audit log pages' })).toHaveCount(0);

    await page.unrouteAll();
    await answerAudit(page, () => ({ code: 'internal', message: 'Internal Server Error' }), 500);
    await page.goto('/admin/audit');
    await expect(page.getByRole('alert')).toContainText('The audit log could not be loaded.');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
