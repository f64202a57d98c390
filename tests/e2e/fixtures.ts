import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { createDatabase, type Db } from '../../src/server/db/database.ts';

export { expect };

export interface Mail {
  to: string;
  subject: string;
  /** The decoded message text (quoted-printable undone), enough to find links in. */
  text: string;
  file: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function readMails(): Mail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (run through playwright.config.ts)');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';
      return { to: header('To'), subject: header('Subject'), text: decodeQuotedPrintable(raw), file };
    });
}

export const mailbox = {
  /** Waits for the newest message to `to` (and matching `subject`, if given) that arrived after `since`. */
  async waitFor(
    to: string,
    options: { subject?: RegExp; since?: number; timeoutMs?: number } = {},
  ): Promise<Mail> {
    const end = Date.now() + (options.timeoutMs ?? 10_000);
    while (Date.now() < end) {
      const found = readMails()
        .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
        .filter((m) => !options.subject || options.subject.test(m.subject))
        .filter((m) => !options.since || Number(m.file.split('-')[0]) >= options.since)
        .at(-1);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`No mail to ${to} arrived in time`);
  },
  /** The first http(s) link in a message whose path contains `pathPart`. */
  link(mail: Mail, pathPart: string): string {
    const match = mail.text.match(new RegExp(`https?://[^\\s"<>]*${pathPart}[^\\s"<>]*`));
    if (!match) throw new Error(`No link containing ${pathPart} in mail ${mail.subject}`);
    return match[0];
  },
};

/**
 * The e2e server's own database, for setting up what no API offers (delisting an item). Tests use it
 * sparingly: everything a player does goes through the browser.
 */
export async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const dir = process.env.E2E_STATE_DIR;
  if (!dir) throw new Error('E2E_STATE_DIR is not set (run through playwright.config.ts)');
  const handle = createDatabase({
    connectionString: readFileSync(path.join(dir, 'database-url'), 'utf8'),
    max: 1,
  });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** Fails on any serious or critical axe violation, listing them for the report. */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Collects console errors and uncaught page errors, so a test can assert a page ran clean. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});
