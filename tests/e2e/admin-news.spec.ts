import type { Browser, Page } from '@playwright/test';
import { manilaParts } from '../../src/shared/manila-time.ts';
import { freshSeed, patternedPng } from '../support/png.ts';
import { expect, expectAccessible, test, uniqueId } from './fixtures.ts';

/**
 * The console's news (issue 11): an operator writes, previews, publishes and schedules articles through
 * the real API, and a player (a separate, signed-out browser) sees exactly what is published.
 */

/** A signed-out visitor in a browser context of their own. */
async function playerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** Script files a page fetched, by path. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

/** The editor's chunk (TipTap and ProseMirror) and the console's news pages. */
const EDITOR_CHUNK = /\/assets\/rich-text-editor-tiptap-[\w-]+\.js$/;
const NEWS_CONSOLE_CHUNK = /\/assets\/(rich-text-editor[a-z-]*|news-(list|edit)-page)-[\w-]+\.js$/;

/** The datetime-local value of an instant on the Manila wall clock. */
function manilaInput(at: Date): string {
  const { year, month, day, hour, minute } = manilaParts(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${year}-${p(month)}-${p(day)}T${p(hour)}:${p(minute)}`;
}

test('an operator writes, previews and publishes an article; a player reads it', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  // A long walk: writing, two uploads, a preview, saving, and a second browser reading it.
  test.slow();
  const subject = `Patch ${uniqueId('n')}`;
  const consoleScripts = collectScripts(page);
  await page.goto('/admin/news/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Type').selectOption({ label: 'General' });

  const editor = page.getByRole('textbox', { name: 'Article text' });
  await expect(editor).toBeVisible();
  expect(consoleScripts.some((s) => EDITOR_CHUNK.test(s))).toBe(true);
  await editor.click();
  const toolbar = page.getByRole('toolbar', { name: 'Article text: formatting' });
  await toolbar.getByRole('button', { name: 'Heading H2' }).click();
  await expect(toolbar.getByRole('button', { name: 'Heading H2' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Patch highlights');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bullet list' }).click();
  await page.keyboard.type('Faster login');
  await page.keyboard.press('Enter');
  await page.keyboard.type('New costumes');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the guide');
  for (let i = 0; i < 'guide'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  await page.getByLabel('Link address').fill('https://example.com/guide');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(editor).toBeFocused();

  // An uploaded picture: stored at most 800 px wide, inserted with its size.
  // The caret waits after the link (the editor puts it there), so Enter opens a new paragraph.
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Image' }).click();
  await page.getByLabel('Image file').setInputFiles({
    name: 'map.png',
    mimeType: 'image/png',
    buffer: await patternedPng(1200, 600, freshSeed()),
  });
  await page.getByLabel('Description for screen readers').fill('Festival map');
  await page.getByRole('button', { name: 'Upload and insert' }).click();
  const inserted = editor.getByRole('img', { name: 'Festival map' });
  await expect(inserted).toHaveAttribute('width', '800');
  await expect(inserted).toHaveAttribute('height', '400');

  // The list's thumbnail, through the uploads' image field.
  await page.getByLabel('Thumbnail', { exact: true }).setInputFiles({
    name: 'thumb.png',
    mimeType: 'image/png',
    buffer: await patternedPng(640, 360, freshSeed()),
  });
  await expect(page.getByRole('img', { name: 'Preview: Thumbnail' })).toBeVisible();
  await page.getByLabel('Show the thumbnail above the article').check();

  // A video from a host the sanitizer refuses is refused here too, with a message.
  await toolbar.getByRole('button', { name: 'Video' }).click();
  await page.getByLabel('Video address (YouTube or Vimeo)').fill('https://evil.example/watch?v=1');
  await page.getByRole('button', { name: 'Insert video' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Only YouTube and Vimeo' })).toBeVisible();
  // A YouTube address becomes its no-cookie player, which the sanitizer keeps.
  await page.getByLabel('Video address (YouTube or Vimeo)').fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Insert video' }).click();
  await expect(editor.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );

  await expectAccessible(page);

  // The preview is the player's article view, fed with the server's sanitized HTML.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: the article as players will see it' });
  const previewed = preview.getByTestId('article');
  await expect(previewed.getByRole('heading', { name: subject })).toBeVisible();
  await expect(previewed.getByRole('heading', { name: 'Patch highlights' })).toBeVisible();
  await expect(previewed.getByRole('listitem')).toHaveText(['Faster login', 'New costumes']);
  await expect(previewed.getByRole('img', { name: 'Festival map' })).toHaveAttribute('width', '800');
  await expect(previewed.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  await expect(previewed.locator('img.article__thumb')).toHaveAttribute('src', /^\/media\//);
  await expect(previewed.getByRole('link', { name: 'guide' })).toHaveAttribute(
    'href',
    'https://example.com/guide',
  );
  await preview.getByRole('button', { name: 'Close the preview' }).click();
  await expect(preview).toBeHidden();

  await page.getByLabel('Publish now').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  const id = /\/admin\/news\/(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByText(/^Published .* \(Manila\)\./)).toBeVisible();

  const player = await playerPage(browser, baseURL);
  const playerScripts = collectScripts(player);
  await player.goto('/news');
  // A cold browser loads the whole site first: on a busy machine that can take longer than usual.
  await expect(player.getByTestId('news-board-0').getByRole('link', { name: subject })).toBeVisible({
    timeout: 20_000,
  });
  await player.goto(`/topic/${id}`);
  const article = player.getByTestId('article');
  await expect(article.getByRole('heading', { name: subject })).toBeVisible();
  await expect(article.getByRole('heading', { name: 'Patch highlights' })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveText(['Faster login', 'New costumes']);
  await expect(article.getByRole('link', { name: 'guide' })).toHaveAttribute(
    'href',
    'https://example.com/guide',
  );
  const picture = article.getByRole('img', { name: 'Festival map' });
  await expect(picture).toHaveAttribute('src', /^\/media\//);
  await expect(picture).toHaveAttribute('height', '400');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await expect(article.locator('img.article__thumb')).toBeVisible();
  // Players never download the editor or the console's news pages.
  expect(playerScripts.length).toBeGreaterThan(0);
  expect(playerScripts.filter((s) => NEWS_CONSOLE_CHUNK.test(s))).toEqual([]);
  await player.context().close();
});

/**
 * What Word (desktop) puts on the clipboard, cut down: a heading, a bulleted list as Word writes it
 * (paragraphs with `mso-list` and a typed marker), a numbered list, a six-column table wider than a phone and
 * a picture that lives only on the author's disk.
 */
const WORD_PASTE = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body lang=EN-US>
<!--StartFragment-->
<h1>Guild war rules</h1>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;</span></span><![endif]>Bring a full party</p>
<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span>&nbsp;</span></span><![endif]>Potions are allowed</p>
<ol><li>Register your guild</li><li>Wait for the bell</li></ol>
<table class=MsoTableGrid border=1 cellspacing=0 style='border-collapse:collapse;mso-yfti-tbllook:1184'>
<tr><td width=100 valign=top><p class=MsoNormal><b>Rank</b></p></td><td><p class=MsoNormal>Reward points for the season</p></td><td><p class=MsoNormal>Costume of the champions</p></td><td><p class=MsoNormal>Title shown over the head</p></td><td><p class=MsoNormal>Guild hall decoration</p></td><td><p class=MsoNormal>Extra storage slots</p></td></tr>
<tr><td><p class=MsoNormal>First</p></td><td><p class=MsoNormal>5000</p></td><td><p class=MsoNormal>Crimson set</p></td><td><p class=MsoNormal>Conqueror</p></td><td><p class=MsoNormal>Golden banner</p></td><td><p class=MsoNormal>Twenty</p></td></tr>
</table>
<p class=MsoNormal>The arena map:<img width=320 height=200 src="file:///C:/Users/gm/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" alt="Arena map"><o:p></o:p></p>
<!--EndFragment-->
</body></html>`;

test('pasting from Word keeps tables, lists and headings; a picture on the author’s disk is named, not published', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow(); // a save and a second browser
  const subject = `War ${uniqueId('w')}`;
  await page.goto('/admin/news/new');
  await page.getByLabel('Subject').fill(subject);
  const editor = page.getByRole('textbox', { name: 'Article text' });
  await editor.click();
  // The paste as a browser delivers it: a ClipboardEvent whose clipboard holds the HTML.
  await editor.evaluate((element, html) => {
    const clipboard = new DataTransfer();
    clipboard.setData('text/html', html);
    clipboard.setData('text/plain', 'Guild war rules');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
  }, WORD_PASTE);

  const warning = page.getByRole('alert').filter({ hasText: 'not pasted' });
  await expect(warning).toContainText('This picture was not pasted');
  await expect(warning.getByRole('listitem')).toHaveText([
    'clip_image001.png (on your computer) — after “The arena map:”',
  ]);
  await expect(editor.getByRole('heading', { level: 2, name: 'Guild war rules' })).toBeVisible();
  await expect(editor.locator('ul > li')).toHaveText(['Bring a full party', 'Potions are allowed']);
  await expect(editor.locator('ol > li')).toHaveText(['Register your guild', 'Wait for the bell']);
  await expect(editor.locator('table tr')).toHaveCount(2);
  await expect(editor.locator('img')).toHaveCount(0);
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Done, hide this list' }).click();
  await expect(warning).toHaveCount(0);

  await page.getByLabel('Publish now').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  const id = /\/admin\/news\/(\d+)$/.exec(page.url())?.[1];

  // A player on a phone: the table is there, styled, and scrolls sideways in its own box.
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const player = await context.newPage();
  await player.goto(`/topic/${id}`);
  const article = player.getByTestId('article');
  await expect(article.getByRole('heading', { name: subject })).toBeVisible({ timeout: 20_000 });
  await expect(article.getByRole('heading', { name: 'Guild war rules' })).toBeVisible();
  await expect(article.locator('.article__body > ul > li')).toHaveText([
    'Bring a full party',
    'Potions are allowed',
  ]);
  await expect(article.locator('.article__body > ol > li')).toHaveText([
    'Register your guild',
    'Wait for the bell',
  ]);
  const table = article.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: 'Crimson set' })).toBeVisible();
  await expect(table).toHaveAttribute('tabindex', '0');
  await expect(table).toHaveCSS('border-collapse', 'collapse');
  await expect(table.getByRole('cell', { name: 'Rank' })).toHaveCSS('border-top-style', 'solid');
  const widths = await table.evaluate((element) => ({
    table: element.clientWidth,
    content: element.scrollWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.content).toBeGreaterThan(widths.table);
  expect(widths.page).toBeLessThanOrEqual(360);
  await table.focus();
  await player.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // No empty picture box where the author's own picture was.
  await expect(article.locator('.article__body img')).toHaveCount(0);
  await expectAccessible(player);
  await context.close();
});

test('a scheduled article stays hidden from players until it is published', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow(); // two browsers, a save and a publish
  const subject = `Event ${uniqueId('s')}`;
  await page.goto('/admin/news/new');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Type').selectOption({ label: 'Events' });
  await page.getByRole('textbox', { name: 'Article text' }).click();
  await page.keyboard.type('The festival starts soon.');
  await page.getByLabel('Schedule').check();
  // Two hours from now on the Manila clock: the server decides when it shows, by its own time.
  await page.getByLabel('Publish at (Manila time)').fill(manilaInput(new Date(Date.now() + 2 * 3_600_000)));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  const id = /\/admin\/news\/(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByText(/^Scheduled: players see it from/)).toBeVisible();

  const player = await playerPage(browser, baseURL);
  await player.goto(`/topic/${id}`);
  await expect(player.getByText('No news data available')).toBeVisible({ timeout: 20_000 });
  await player.goto('/news');
  await expect(player.getByTestId('news-board-2').locator('tbody tr').first()).toBeVisible();
  await expect(player.getByRole('link', { name: subject })).toHaveCount(0);

  // The list says so, and publishing it now shows it to players.
  await page.goto(`/admin/news?q=${encodeURIComponent(subject)}`);
  const row = page.getByTestId('news-row').filter({ hasText: subject });
  await expect(row).toContainText('Scheduled');
  await expectAccessible(page);
  await row.getByRole('button', { name: `Publish now: ${subject}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'News published.' })).toBeVisible();
  await expect(row).toContainText('Published');

  await player.goto(`/topic/${id}`);
  await expect(player.getByTestId('article').getByRole('heading', { name: subject })).toBeVisible();
  await player.context().close();
});

test('an operator unpublishes and deletes an article after confirming', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow(); // two browsers, three changes
  const subject = `Old ${uniqueId('d')}`;
  const res = await page.request.post('/api/admin/news', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { subject, type: 1, content: '<p>Old guide</p>', publish: 'now' },
  });
  expect(res.status()).toBe(200);
  const { id } = (await res.json()) as { id: number };

  const scripts = collectScripts(page);
  await page.goto(`/admin/news?q=${encodeURIComponent(subject)}`);
  const row = page.getByTestId('news-row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  // The list is a console page without an editor: TipTap is not fetched for it.
  expect(scripts.filter((s) => EDITOR_CHUNK.test(s))).toEqual([]);
  await row.getByRole('button', { name: `Unpublish ${subject}` }).click();
  await expect(row).toContainText('Draft');
  const player = await playerPage(browser, baseURL);
  await player.goto(`/topic/${id}`);
  await expect(player.getByText('No news data available')).toBeVisible({ timeout: 20_000 });

  await row.getByRole('button', { name: `Delete ${subject}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this article?' });
  await expect(dialog).toContainText(subject);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${subject}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'News deleted.' })).toBeVisible();
  await expect(page.getByTestId('news-row').filter({ hasText: subject })).toHaveCount(0);
  await player.context().close();
});

test('the editor runs under the page’s CSP and keeps the spaces an operator types', async ({
  adminPage: page,
  consoleErrors,
}) => {
  const blocked: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => blocked.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      ),
    );
  });
  const res = await page.request.post('/api/admin/news', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { subject: `Spaces ${uniqueId('s')}`, type: 1, content: '<p>Start</p>', publish: 'draft' },
  });
  const { id } = (await res.json()) as { id: number };
  await page.goto(`/admin/news/${id}`);
  const editor = page.getByRole('textbox', { name: 'Article text' });
  await expect(editor).toContainText('Start');
  await editor.click();
  await page.keyboard.press('End');
  // Two spaces in a row and a trailing one survive only with the editor's white-space rule in force.
  await page.keyboard.type('  two  spaces ');
  await expect(editor.locator('p').first()).toHaveText('Start  two  spaces ', { useInnerText: true });
  expect(blocked).toEqual([]);
  expect(await editor.evaluate((element) => getComputedStyle(element).whiteSpace)).toMatch(
    /pre-wrap|break-spaces/,
  );
  expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});
