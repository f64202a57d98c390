import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { freePort } from '../../src/server/db/embedded.ts';
import type { AuditEntry, AuditList } from '../../src/shared/contracts/admin.ts';
import { runScript, type StartedProcess, spawnStart, waitForOutput } from '../support/site-process.ts';
import { AJAX, expect, uniqueId } from './fixtures.ts';

/**
 * An operator's first quarter hour (issue: operator console, part 1), on a fresh PRODUCTION install of its
 * own: `npm start` with NODE_ENV=production (no demo data) on an empty data folder. The operator registers,
 * makes themself the first administrator with `npm run admin -- grant`, signs in and builds the site from the
 * console; a player then sees every change, and the audit log lists each step with its values.
 *
 * One browser, one site, steps in order (serial): each step builds on the one before.
 */
const test = base.extend<object, { site: { url: string; dataDir: string } }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'ran-walk-'));
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const site: StartedProcess = spawnStart({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
      });
      await waitForOutput(site, /is up at/, 120_000);
      await use({ url, dataDir });
      site.child.kill('SIGTERM');
      await site.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});

test.describe.configure({ mode: 'serial' });
// One walk is enough: the console's pages have their own tests at both widths.
test.skip(({ isMobile }) => isMobile, 'the walk runs once, at desktop width');

const operator = { userId: uniqueId('op'), password: 'Kalamansi-Tower-31' };
let page: Page;

test.beforeAll(async ({ browser, site }) => {
  page = await browser.newPage({ baseURL: site.url });
});
test.afterAll(() => page.close());

async function auditEntries(query: string): Promise<AuditEntry[]> {
  const res = await page.request.get(`/api/admin/audit?${query}`, { headers: AJAX });
  expect(res.status()).toBe(200);
  return ((await res.json()) as AuditList).data;
}

test('a fresh production install has no demo data and no administrator', async ({ site }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  const demo = await page.request.post('/api/processlogin', {
    headers: AJAX,
    data: { UserID: 'admin', UserPass: 'RanAdmin#2025' },
  });
  // The spec's sign-in answers 200 with a message and no user when the account does not exist.
  expect(((await demo.json()) as { data: { user: unknown } }).data.user).toBeNull();
  expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

test('the operator registers, and the command makes them the first administrator', async ({ site }) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Registration' });
  await form.getByLabel('User ID').fill(operator.userId);
  await form.getByLabel('E-mail').fill(`${operator.userId}@example.com`);
  await form.getByLabel('First name').fill('Mara');
  await form.getByLabel('Last name').fill('Santos');
  await form.getByLabel('Password', { exact: true }).fill(operator.password);
  await form.getByLabel('Confirm password').fill(operator.password);
  await form.getByLabel('Secret question').selectOption({ label: 'What is the name of your pet?' });
  await form.getByLabel('Secret answer').fill('Bantay');
  await form.getByLabel(/I agree to the terms/).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog')).toContainText('Registration successful!');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  const grant = await runScript('admin.ts', ['grant', operator.userId], {
    NODE_ENV: 'production',
    DATA_DIR: site.dataDir,
    PUBLIC_URL: site.url,
  });
  expect(grant.stdout).toContain(`${operator.userId} (account`);
  expect(grant.stdout).toContain('is now an administrator.');
  expect(grant.code).toBe(0);
});

test('the administrator signs in and opens the console', async () => {
  await page.goto('/login');
  const form = page.locator('main').getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(operator.userId);
  await form.getByLabel('Password').fill(operator.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }),
  ).toBeVisible();
});

test('the audit log lists every step with its before and after values', async () => {
  const grants = await auditEntries('action=staff.grant');
  expect(grants).toHaveLength(1);
  expect(grants[0]).toMatchObject({
    staff: null,
    action: 'staff.grant',
    changes: [
      { field: 'user_type', old: 1, new: 11 },
      { field: 'role', old: null, new: 'admin' },
    ],
  });
  await page.goto('/admin/audit');
  await expect(page.getByRole('table')).toContainText('staff.grant');
});
