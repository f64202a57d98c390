import type { Page } from '@playwright/test';
import { manilaDateTime } from '../../src/shared/manila-time.ts';
import { ADMIN_USER_TYPE } from '../../src/shared/user-types.ts';
import { AJAX, createPlayer, expect, signInByApi, test, uniqueId, withDatabase } from './fixtures.ts';

/**
 * Two staff on one record (docs/decisions/0009-edit-versions.md): the later save from a stale form is
 * refused with who changed the record and when, keeps what the operator typed, and Reload opens the
 * form on the record as it is now, from which the save goes through.
 */

/** When the record's latest change was made, as the console writes it (Manila time). */
async function lastChangeAt(recordType: string, recordId: number): Promise<string> {
  const row = await withDatabase((db) =>
    db
      .selectFrom('audit_log')
      .select('created_at')
      .where('record_type', '=', recordType)
      .where('record_id', '=', String(recordId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow(),
  );
  return manilaDateTime(row.created_at);
}

async function apiCall(page: Page, method: string, url: string, body: object): Promise<{ id: number }> {
  return page.evaluate(
    async ({ method, url, body, headers }) => {
      const res = await fetch(url, {
        method,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, url, body, headers: AJAX },
  );
}

test('a canned answer changed by another staff member meanwhile: the stale save is refused, Reload brings the change', async ({
  adminPage: page,
  browser,
}) => {
  const title = `Payment found ${uniqueId('v')}`;
  await page.goto('/admin/tickets/canned');
  const { id } = await apiCall(page, 'POST', '/api/admin/tickets/canned', {
    title,
    body: 'We found your payment.',
  });

  // This operator opens the answer and starts typing.
  await page.reload();
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  await page.getByLabel('Text').fill('Mine: credited within the hour.');

  // Meanwhile another administrator, in a browser of their own, changes it.
  const other = await createPlayer(undefined, ADMIN_USER_TYPE);
  const context = await browser.newContext();
  const otherPage = await context.newPage();
  await signInByApi(otherPage, other);
  await otherPage.goto('/admin/tickets/canned');
  await otherPage.getByRole('button', { name: `Edit “${title}”` }).click();
  await otherPage.getByLabel('Title').fill(`${title} (theirs)`);
  await otherPage.getByRole('button', { name: 'Save' }).click();
  await expect(otherPage.getByTestId('canned-notice')).toHaveText('Canned answer saved.');
  await context.close();

  // The first operator's save is refused, naming who and when; what they typed is still there.
  await page.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'since you opened it' });
  await expect(alert).toContainText(
    `Changed by ${other.userId} at ${await lastChangeAt('ticket_canned', id)} since you opened it.`,
  );
  await expect(page.getByLabel('Text')).toHaveValue('Mine: credited within the hour.');
  await expect(page.getByLabel('Title')).toHaveValue(title);

  // Reload: the form shows the record as it is now, and a save from it goes through.
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(`${title} (theirs)`);
  await expect(page.getByLabel('Text')).toHaveValue('We found your payment.');
  await expect(alert).toBeHidden();
  await page.getByLabel('Text').fill('Mine again, on top of theirs.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('canned-notice')).toHaveText('Canned answer saved.');
  const stored = await withDatabase((db) =>
    db
      .selectFrom('ticket_canned_answers')
      .select(['title', 'body', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
  );
  expect(stored).toEqual({ title: `${title} (theirs)`, body: 'Mine again, on top of theirs.', version: 3 });
});

test('a news article saved through the API while open: the page form says so and reloads on request', async ({
  adminPage: page,
}) => {
  const subject = `Maintenance ${uniqueId('n')}`;
  await page.goto('/admin/news');
  const article = { subject, type: 0, content: '<p>Servers down at 10.</p>', publish: 'draft' };
  const { id } = await apiCall(page, 'POST', '/api/admin/news', article);
  await page.goto(`/admin/news/${id}`);
  await expect(page.getByLabel('Subject')).toHaveValue(subject);
  await page.getByLabel('Subject').fill(`${subject} (mine)`);

  // Another save of version 1 lands first (this operator's own other tab, say).
  await apiCall(page, 'PUT', `/api/admin/news/${id}`, {
    ...article,
    subject: `${subject} (api)`,
    version: 1,
  });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'since you opened it' });
  await expect(alert).toContainText(`at ${await lastChangeAt('news', id)} since you opened it.`);
  await expect(page.getByLabel('Subject')).toHaveValue(`${subject} (mine)`);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue(`${subject} (api)`);
  await page.getByLabel('Subject').fill(`${subject} (mine, after reading theirs)`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByLabel('Subject')).toHaveValue(`${subject} (mine, after reading theirs)`);
  await expect(alert).toBeHidden();
});
