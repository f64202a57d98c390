import { z } from 'zod';
import { manilaReadable } from '#shared/manila-time.ts';
import type { DiscordEvent } from '../../db/tables/discord.ts';

/**
 * What each outbox row says in Discord (docs/product/discord.md): the row keeps the event's facts, and the
 * message is drawn from them when it is sent, with the site's address of that moment (PUBLIC_URL). Embed
 * limits are Discord's: a title of 256 characters, a description of 4,096, 25 fields of 1,024.
 */

const ACCENT = 0xd4a24c;
const GREEN = 0x3ba55d;
const RED = 0xed4245;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** An address on this site as Discord needs it: absolute, from the site's public origin. */
function absolute(publicUrl: string, address: string): string {
  if (/^https?:\/\//i.test(address)) return address;
  return `${publicUrl.replace(/\/+$/, '')}/${address.replace(/^\/+/, '')}`;
}

const newsPayload = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** The article's picture as stored (a /media address), or null. */
  image: z.string().nullable(),
  author: z.string(),
  publishedAt: z.string(),
});
export type NewsPayload = z.infer<typeof newsPayload>;

const maintenancePayload = z.object({
  until: z.string().nullable(),
  message: z.string().nullable(),
});
export type MaintenancePayload = z.infer<typeof maintenancePayload>;

const staffLogPayload = z.object({
  action: z.string(),
  recordType: z.string(),
  recordId: z.string().nullable(),
  /** The staff member's user ID (null: a command on the server), and the account a 'user' record names. */
  actor: z.string().nullable(),
  subject: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), old: z.unknown(), new: z.unknown() })),
});

const STAFF_LOG_TITLES: Record<string, string> = {
  'player.adjust_balance': 'Balance adjusted',
  'voucher.batch.create': 'Voucher batch made',
  'voucher.batch.revoke': 'Voucher batch revoked',
  'voucher.revoke': 'Voucher code revoked',
  'staff.grant': 'Staff role granted',
  'staff.revoke': 'Staff role revoked',
  'player.user_type': 'User type changed',
};

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : cut(typeof value === 'string' ? value : JSON.stringify(value), 200);

/** A test message, sent at once by the console's Test button. */
export function testMessage(webhookName: string, by: string, subscribed: string[]): object {
  const what = subscribed.length > 0 ? subscribed.join(', ') : 'nothing yet';
  return {
    content: cut(
      `Test message from the site's console (${by}): the webhook "${webhookName}" works. This channel receives ${what}.`,
      2000,
    ),
    allowed_mentions: { parse: [] },
  };
}

/** The body posted for one row. Mentions are never parsed: an article title cannot ping @everyone. */
export function renderMessage(event: DiscordEvent, payload: unknown, publicUrl: string): object {
  const base = { allowed_mentions: { parse: [] } };
  switch (event) {
    case 'news': {
      const news = newsPayload.parse(payload);
      return {
        ...base,
        embeds: [
          {
            title: cut(news.title, 256),
            description: cut(news.summary, 4096),
            url: absolute(publicUrl, `/news?topic=${news.id}`),
            color: ACCENT,
            timestamp: news.publishedAt,
            author: { name: cut(news.author, 256) },
            ...(news.image ? { image: { url: absolute(publicUrl, news.image) } } : {}),
          },
        ],
      };
    }
    case 'maintenance_started': {
      const window = maintenancePayload.parse(payload);
      const until = window.until
        ? `Expected back: ${manilaReadable(window.until)} (Manila time).`
        : 'No end time was given.';
      return {
        ...base,
        embeds: [
          {
            title: 'Maintenance started',
            description: cut([window.message, until].filter(Boolean).join('\n\n'), 4096),
            color: RED,
            url: absolute(publicUrl, '/'),
          },
        ],
      };
    }
    case 'maintenance_ended':
      return {
        ...base,
        embeds: [
          {
            title: 'Maintenance ended',
            description: 'The server is open again.',
            color: GREEN,
            url: absolute(publicUrl, '/'),
          },
        ],
      };
    case 'staff_log': {
      const entry = staffLogPayload.parse(payload);
      const who = entry.actor ?? 'a command on the server';
      const on =
        entry.subject ?? (entry.recordId ? `${entry.recordType} ${entry.recordId}` : entry.recordType);
      return {
        ...base,
        embeds: [
          {
            title: STAFF_LOG_TITLES[entry.action] ?? entry.action,
            description: cut(`${entry.action} by ${who} on ${on}`, 4096),
            color: ACCENT,
            fields: entry.changes.slice(0, 20).map((change) => ({
              name: cut(change.field, 256),
              value: cut(`${shown(change.old)} → ${shown(change.new)}`, 1024),
              inline: false,
            })),
          },
        ],
      };
    }
  }
}

/** A row's subject as the console's deliveries list shows it. */
export function subjectOf(event: DiscordEvent, payload: unknown): string {
  const parsed =
    event === 'news'
      ? newsPayload.safeParse(payload)
      : event === 'staff_log'
        ? staffLogPayload.safeParse(payload)
        : null;
  if (event === 'news' && parsed?.success) return (parsed.data as NewsPayload).title;
  if (event === 'staff_log' && parsed?.success) {
    const entry = parsed.data as z.infer<typeof staffLogPayload>;
    return `${STAFF_LOG_TITLES[entry.action] ?? entry.action}${entry.subject ? `: ${entry.subject}` : ''}`;
  }
  if (event === 'maintenance_started') return 'Maintenance started';
  if (event === 'maintenance_ended') return 'Maintenance ended';
  return event;
}
