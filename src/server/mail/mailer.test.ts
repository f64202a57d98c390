import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'ran-mailer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('mailer without SMTP_URL', () => {
  it('writes each message as an .eml file in the outbox, with the site name, and logs its subject', async () => {
    const logged: unknown[] = [];
    const mailer = createMailer({
      address: 'no-reply@example.com',
      siteName: async () => 'Ran Test',
      dataDir: dir,
      log: { info: (details) => logged.push(details) },
    });
    expect(mailer.mode).toBe('outbox');
    const receipt = await mailer.send({
      to: 'player@example.com',
      subject: 'Hello there',
      text: 'Body text',
      signOff: 'team',
      language: 'en',
    });
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(receipt).toEqual({ mode: 'outbox', file: files[0], messageId: expect.stringMatching(/^<.+>$/) });
    const raw = readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(raw).toMatch(/^From: Ran Test <no-reply@example.com>$/m);
    expect(raw).toMatch(/^To: player@example.com$/m);
    expect(raw).toMatch(/^Subject: Ran Test: Hello there$/m);
    expect(raw).toContain('Body text\n\n- The Ran Test team');
    expect(logged).toEqual([expect.objectContaining({ subject: 'Ran Test: Hello there' })]);
    mailer.close();
  });
});
