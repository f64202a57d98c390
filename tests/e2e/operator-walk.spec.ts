import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { freePort } from '../../src/server/db/embedded.ts';
import type { AuditEntry, AuditList } from '../../src/shared/contracts/admin.ts';
import { manilaParts } from '../../src/shared/manila-time.ts';
import { freshSeed, patternedPng } from '../support/png.ts';
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

/** The datetime-local value of an instant on the Manila wall clock. */
function manilaInput(at: Date): string {
  const { year, month, day, hour, minute } = manilaParts(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${year}-${p(month)}-${p(day)}T${p(hour)}:${p(minute)}`;
}

const article = { subject: 'Grand opening', scheduled: 'Weekend double drop' };
const banner = 'Opening week banner';
const download = 'Full client (Mega)';
const shot = 'First raid of the server';

const siteName = 'Ran Valor';
const supportChat = 'https://discord.gg/ran-valor';
const privacyText = 'We keep your e-mail address and your sign-in history, and nothing else.';

test('sets the site name and the support link', async () => {
  await page.goto('/admin/settings');
  await page.getByLabel('Site name').fill(siteName);
  await page.getByLabel('Support chat link').fill(supportChat);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
});

test('publishes a news article with an uploaded picture, and schedules another', async () => {
  await page.goto('/admin/news/new');
  await page.getByLabel('Subject').fill(article.subject);
  await page.getByLabel('Type').selectOption({ label: 'General' });
  const editor = page.getByRole('textbox', { name: 'Article text' });
  await editor.click();
  await page.keyboard.type('The server opens its gates today.');
  await page.keyboard.press('Enter');
  const toolbar = page.getByRole('toolbar', { name: 'Article text: formatting' });
  await toolbar.getByRole('button', { name: 'Image' }).click();
  await page.getByLabel('Image file').setInputFiles({
    name: 'gates.png',
    mimeType: 'image/png',
    buffer: await patternedPng(1000, 500, freshSeed()),
  });
  await page.getByLabel('Description for screen readers').fill('The school gates');
  await page.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(editor.getByRole('img', { name: 'The school gates' })).toHaveAttribute('width', '800');
  await page.getByLabel('Publish now').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  await expect(page.getByText(/^Published .* \(Manila\)\./)).toBeVisible();

  await page.goto('/admin/news/new');
  await page.getByLabel('Subject').fill(article.scheduled);
  await page.getByLabel('Type').selectOption({ label: 'Events' });
  await page.getByRole('textbox', { name: 'Article text' }).click();
  await page.keyboard.type('Double drops all weekend.');
  await page.getByLabel('Schedule').check();
  await page.getByLabel('Publish at (Manila time)').fill(manilaInput(new Date(Date.now() + 3 * 3_600_000)));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Scheduled: players see it from/)).toBeVisible();
});

test('adds a banner and a download link', async () => {
  await page.goto('/admin/banners');
  await page.getByRole('button', { name: 'Add banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add banner' });
  await dialog.getByLabel(/^Image \(615 × 210\)/).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await patternedPng(900, 320, freshSeed()),
  });
  await expect(dialog.getByRole('img', { name: /^Preview/ })).toBeVisible();
  await dialog.getByLabel(/^Description/).fill(banner);
  await dialog.getByLabel('Link', { exact: true }).fill('/news');
  await dialog.getByRole('button', { name: 'Save banner' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('banner-row').filter({ hasText: banner })).toContainText('Showing');

  await page.goto('/admin/downloads');
  await page.getByRole('button', { name: 'Add download link' }).click();
  const form = page.getByRole('dialog', { name: 'Add download link' });
  await form.getByLabel('Name', { exact: true }).fill(download);
  await form.getByLabel('Type', { exact: true }).selectOption('cloud');
  await form.getByLabel(/^Address/).fill('https://downloads.example.com/ran-full.zip');
  await form.getByLabel('Description', { exact: true }).fill('The whole game in one file.');
  await form.getByRole('button', { name: 'Save link' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('download-row').filter({ hasText: download })).toBeVisible();
});

test('fills the gallery', async () => {
  await page.goto('/admin/media?tab=gallery');
  await page.getByRole('button', { name: 'Add a gallery picture' }).click();
  await page.getByLabel('Title').fill(shot);
  await page.getByRole('button', { name: 'Picture', exact: true }).setInputFiles({
    name: 'raid.png',
    mimeType: 'image/png',
    buffer: await patternedPng(1200, 675, freshSeed()),
  });
  await expect(page.locator('.image-field__preview figcaption')).toHaveText('1200 × 675');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gallery picture added.' })).toBeVisible();
});

test('edits the privacy policy', async () => {
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Edit Privacy Policy' }).click();
  const editor = page.getByRole('textbox', { name: 'Text', exact: true });
  await expect(editor).toBeVisible();
  await editor.fill(privacyText);
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page saved' })).toBeVisible();
});

test('a player sees all of it; the scheduled article stays hidden', async ({ browser, site }) => {
  const context = await browser.newContext({ baseURL: site.url });
  const player = await context.newPage();
  await player.goto('/news');
  await expect(player.getByTestId('news-board-0').getByRole('link', { name: article.subject })).toBeVisible();
  await expect(player.getByRole('link', { name: article.scheduled })).toHaveCount(0);
  await player.getByTestId('news-board-0').getByRole('link', { name: article.subject }).click();
  const shown = player.getByTestId('article');
  await expect(shown).toContainText('The server opens its gates today.');
  const inline = shown.getByRole('img', { name: 'The school gates' });
  await inline.scrollIntoViewIfNeeded();
  await expect.poll(() => inline.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);

  await player.goto('/');
  const rotator = player.getByTestId('banner-rotator');
  await expect(rotator.getByRole('img', { name: banner })).toHaveAttribute('width', '615');
  await expect(rotator.getByRole('link', { name: banner })).toHaveAttribute('href', '/news');

  await player.goto('/download');
  await expect(
    player
      .getByTestId('download-links')
      .getByRole('link', { name: new RegExp(download.replace(/[()]/g, '\\$&')) }),
  ).toHaveAttribute('href', 'https://downloads.example.com/ran-full.zip');

  await player.goto('/gallery');
  await expect(player.locator('.image-grid__open').filter({ hasText: shot })).toBeVisible();

  await expect(player).toHaveTitle(new RegExp(`\\| ${siteName}$`));
  await expect(player.getByRole('link', { name: `${siteName} home` })).toBeVisible();
  await player.getByTestId('link-groups').getByText('Support', { exact: true }).click();
  // A Discord invite reads "Join our Discord" (docs/product/discord.md, Support menu).
  await expect(player.getByRole('link', { name: /Join our Discord/ }).last()).toHaveAttribute(
    'href',
    supportChat,
  );
  await player.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(player).toHaveURL(/\/privacy-policy$/);
  await expect(player.locator('main')).toContainText(privacyText);
  await context.close();
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
  const news = await auditEntries('action=news.create');
  expect(news.map((e) => e.changes.find((c) => c.field === 'subject')?.new).sort()).toEqual(
    [article.subject, article.scheduled].sort(),
  );
  for (const entry of news) expect(entry.changes.every((c) => c.old === null)).toBe(true);
  const banners = await auditEntries('action=banner.create');
  expect(banners).toHaveLength(1);
  expect(banners[0]?.changes).toEqual(
    expect.arrayContaining([expect.objectContaining({ field: 'link_url', old: null, new: '/news' })]),
  );
  expect((await auditEntries('action=download.create'))[0]?.changes).toEqual(
    expect.arrayContaining([expect.objectContaining({ field: 'link_name', new: download })]),
  );
  expect((await auditEntries('action=gallery.create'))[0]?.changes).toEqual(
    expect.arrayContaining([expect.objectContaining({ new: shot })]),
  );
  // Three pictures uploaded (the article's, the banner's, the gallery's, and the gallery's thumbnail row
  // rides on its picture's entry).
  expect(await auditEntries('action=image.upload')).toHaveLength(3);
  for (const entry of [...news, ...banners]) expect(entry.staff).not.toBeNull();

  await page.goto('/admin/audit');
  const table = page.getByRole('table');
  const settings = await auditEntries('action=site.update');
  expect(settings).toHaveLength(1);
  expect(settings[0]?.changes).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ field: 'site_name', new: siteName }),
      expect.objectContaining({ new: supportChat }),
    ]),
  );
  expect(settings[0]?.changes.find((c) => c.field === 'site_name')?.old).toEqual(expect.any(String));
  const policy = await auditEntries('action=page.update');
  expect(policy).toHaveLength(1);
  expect(policy[0]).toMatchObject({ recordId: 'privacy-policy' });
  const body = policy[0]?.changes.find((c) => String(c.new).includes(privacyText));
  expect(body?.old).toEqual(expect.any(String));
  expect(body?.old).not.toContain(privacyText);

  for (const action of [
    'staff.grant',
    'site.update',
    'page.update',
    'news.create',
    'banner.create',
    'download.create',
    'gallery.create',
  ])
    await expect(table).toContainText(action);
});
