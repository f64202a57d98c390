import { describe, expect, it } from 'vitest';
import { isStaffLogAction, maskToken, parseWebhookUrl } from './discord.ts';
import { isDiscordInvite } from './discord-invite.ts';

const TOKEN = 'aB3_dE6-gH9iJ2kL5mN8oP1qR4sT7uV0wX3yZ6aB9cD2eF5gH8iJ1kL4mN7oP0qR3';

describe('parseWebhookUrl', () => {
  it("reads the id and token of Discord's webhook addresses, on each of its hosts", () => {
    for (const host of [
      'discord.com',
      'ptb.discord.com',
      'canary.discord.com',
      'discordapp.com',
      'DISCORD.COM',
    ]) {
      expect(parseWebhookUrl(`https://${host}/api/webhooks/123456789012345678/${TOKEN}`)).toEqual({
        id: '123456789012345678',
        token: TOKEN,
      });
    }
    expect(parseWebhookUrl(` https://discord.com/api/v10/webhooks/123456789012345678/${TOKEN}/ `)).toEqual({
      id: '123456789012345678',
      token: TOKEN,
    });
  });

  it('refuses every other address', () => {
    for (const url of [
      `http://discord.com/api/webhooks/123456789012345678/${TOKEN}`,
      `https://discord.com.example/api/webhooks/123456789012345678/${TOKEN}`,
      `https://example.com/api/webhooks/123456789012345678/${TOKEN}`,
      `https://discord.gg/api/webhooks/123456789012345678/${TOKEN}`,
      `https://discord.com/api/webhooks/123456789012345678/${TOKEN}?thread_id=1`,
      `https://discord.com/api/webhooks/123456789012345678/${TOKEN}#x`,
      `https://a:b@discord.com/api/webhooks/123456789012345678/${TOKEN}`,
      `https://discord.com:444/api/webhooks/123456789012345678/${TOKEN}`,
      `https://discord.com/api/webhooks/1234/${TOKEN}`,
      'https://discord.com/api/webhooks/123456789012345678/short',
      `https://discord.com/api/webhooks/123456789012345678/${TOKEN}/extra`,
      `https://discord.com/x/api/webhooks/123456789012345678/${TOKEN}`,
      '',
      'discord.com/api/webhooks',
    ]) {
      expect([url, parseWebhookUrl(url)]).toEqual([url, null]);
    }
  });
});

describe('maskToken', () => {
  it('shows only the last four characters', () => {
    expect(maskToken(TOKEN)).toBe('••••••••0qR3');
    expect(maskToken(TOKEN)).not.toContain(TOKEN.slice(0, 8));
  });
});

describe('isDiscordInvite', () => {
  it("knows Discord's invite links and nothing else", () => {
    for (const url of [
      'https://discord.gg/ranph',
      'https://discord.com/invite/ranph',
      'https://www.discord.gg/abc-DEF/',
    ]) {
      expect([url, isDiscordInvite(url)]).toEqual([url, true]);
    }
    for (const url of [
      'https://m.me/ranph',
      'http://discord.gg/ranph',
      'https://discord.gg.evil.example/x',
      'https://discord.com/channels/1/2',
      '',
      undefined,
    ]) {
      expect([url, isDiscordInvite(url)]).toEqual([url, false]);
    }
  });
});

describe('isStaffLogAction', () => {
  it('takes the economy actions only', () => {
    expect(isStaffLogAction('player.adjust_balance')).toBe(true);
    expect(isStaffLogAction('voucher.batch.create')).toBe(true);
    expect(isStaffLogAction('staff.grant')).toBe(true);
    expect(isStaffLogAction('player.ban')).toBe(false);
    expect(isStaffLogAction('news.update')).toBe(false);
  });
});
