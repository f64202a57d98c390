import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { brandMail, senderAddress } from './brand.ts';

describe('brandMail', () => {
  const message = {
    to: 'p@example.com',
    subject: 'set a new password',
    text: 'Hello.',
    language: 'en' as const,
  };

  it("puts the site's name in the sender, the subject and the sign-off, the address from MAIL_FROM", () => {
    expect(brandMail('Ran Nova', 'no-reply@ran.example', { ...message, signOff: 'team' })).toEqual({
      from: { name: 'Ran Nova', address: 'no-reply@ran.example' },
      to: 'p@example.com',
      subject: 'Ran Nova: set a new password',
      text: 'Hello.\n\n- The Ran Nova team\n(This mailbox is not read: please do not reply.)',
    });
    expect(brandMail('Ran Nova', 'a@b.c', { ...message, signOff: 'support' }).text).toBe(
      'Hello.\n\n- The Ran Nova support team\n(This mailbox is not read: please answer on the site, not by e-mail.)',
    );
  });

  it("signs in the mail's language, the site's name put in as written", () => {
    const mail = brandMail('Ran {Nova}', 'a@b.c', { ...message, language: 'fil', signOff: 'support' });
    expect(mail.subject).toBe('Ran {Nova}: set a new password');
    expect(mail.text).toBe(
      'Hello.\n\n- Ang Ran {Nova} support team\n(Hindi binabasa ang mailbox na ito: sumagot ka sa site, hindi sa e-mail.)',
    );
  });

  it('keeps the name on one line', () => {
    const mail = brandMail('Ran\r\nBcc: x@evil.example\t Nova', 'a@b.c', { ...message, signOff: 'team' });
    expect(mail.from.name).toBe('Ran Bcc: x@evil.example Nova');
    expect(mail.subject).toBe('Ran Bcc: x@evil.example Nova: set a new password');
  });
});

describe('senderAddress', () => {
  it("takes MAIL_FROM's one address, with or without a name", () => {
    expect(senderAddress('Ran Online <no-reply@localhost>')).toBe('no-reply@localhost');
    expect(senderAddress('no-reply@ran.example')).toBe('no-reply@ran.example');
    expect(senderAddress('"Ran, Online" <no-reply@ran.example>')).toBe('no-reply@ran.example');
  });

  it('refuses anything but exactly one address', () => {
    for (const value of ['', 'Ran Online', 'a@b.c, d@e.f', 'Ran <>', 'Group: a@b.c, d@e.f;']) {
      expect([value, senderAddress(value)]).toEqual([value, null]);
    }
  });
});

describe('MAIL_FROM', () => {
  it('stops the start, naming itself, unless it holds one address', () => {
    expect(loadConfig({}).MAIL_FROM).toBe('Ran Online <no-reply@localhost>');
    expect(loadConfig({ MAIL_FROM: 'mailer@ran.example' }).MAIL_FROM).toBe('mailer@ran.example');
    expect(() => loadConfig({ MAIL_FROM: 'Ran Online' })).toThrow(/MAIL_FROM: expected one address/);
  });
});
