// Plain code only (no zod): the server's checks and the console's form both use it.

/**
 * The Discord webhook rules both sides read (docs/product/discord.md): which addresses are Discord's
 * webhooks, how a token is shown, and which audit actions the staff log receives.
 */

/** Discord's hosts a webhook address may name: the app's and its test builds' (ptb, canary), old and new. */
const WEBHOOK_HOSTS = new Set([
  'discord.com',
  'ptb.discord.com',
  'canary.discord.com',
  'discordapp.com',
  'ptb.discordapp.com',
  'canary.discordapp.com',
]);

/** /api/webhooks/{id}/{token}, with or without an API version (/api/v10/webhooks/...). */
const WEBHOOK_PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/(\d{15,25})\/([A-Za-z0-9_-]{20,200})\/?$/;

export interface WebhookAddress {
  id: string;
  token: string;
}

/** The message a refused address gets: what to paste, never the address itself (it may hold a token). */
export const WEBHOOK_URL_HELP =
  "This is not a Discord webhook address. In Discord, open the channel's settings, Integrations, Webhooks, choose the webhook and press Copy Webhook URL; it looks like https://discord.com/api/webhooks/<id>/<token>.";

/**
 * The id and token of a Discord webhook address, or null for anything else: only https, only Discord's
 * hosts, no user, port, query or fragment. The site only ever sends to DISCORD_API_ORIGIN with these two
 * values, so an operator's typo or a foreign address can never make it post elsewhere.
 */
export function parseWebhookUrl(text: string): WebhookAddress | null {
  const trimmed = text.trim();
  if (trimmed.length > 300) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (!WEBHOOK_HOSTS.has(url.hostname.toLowerCase()) || url.search || url.hash) return null;
  const match = WEBHOOK_PATH.exec(url.pathname);
  if (!match?.[1] || !match[2]) return null;
  return { id: match[1], token: match[2] };
}

/** A token as the console shows it after saving: its last four characters only. */
export function maskToken(token: string): string {
  return `••••••••${token.slice(-4)}`;
}

/**
 * The audit actions the staff log receives (db/audit.ts enqueues them in the audit row's transaction): the
 * economy's. Balance adjustments, voucher batches and codes, staff roles and user types. The one list.
 */
const STAFF_LOG_ACTIONS = [
  'player.adjust_balance',
  'voucher.batch.create',
  'voucher.batch.revoke',
  'voucher.revoke',
  'staff.grant',
  'staff.revoke',
  'player.user_type',
] as const;

export function isStaffLogAction(action: string): boolean {
  return (STAFF_LOG_ACTIONS as readonly string[]).includes(action);
}

/** A webhook's name as the console and the audit log show it. */
export const WEBHOOK_NAME_MAX = 60;
