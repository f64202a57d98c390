import type { WebhookAddress } from '#shared/discord.ts';

/**
 * Executes a Discord webhook over HTTPS with fetch (docs/decisions/0071-discord-outbox.md): POST
 * {origin}/api/webhooks/{id}/{token}?wait=true, so Discord answers with the message it made (200) or says
 * why not. The origin is DISCORD_API_ORIGIN (https://discord.com; tests point it at a loopback stand-in).
 * Nothing here ever puts the address or the token into a message: answers are described by status and
 * Discord's own words.
 */

/** A request with no answer within this long counts as a network failure. */
const TIMEOUT_MS = 10_000;
/** Discord's message is kept to this length in the console. */
const ANSWER_MAX = 300;

export interface DiscordAnswer {
  /** Discord's HTTP status; null when no answer came (refused connection, time-out). */
  status: number | null;
  ok: boolean;
  /** "404 Unknown Webhook (code 10015)", "could not reach Discord (ECONNREFUSED)". */
  message: string;
  /** The message Discord created (200 to ?wait=true). */
  messageId: string | null;
  /** A 429: how long Discord asked to wait, in ms, and whether for every request of the site. */
  retryAfterMs: number | null;
  global: boolean;
  /** X-RateLimit-Remaining and X-RateLimit-Reset-After (ms) of any answer that carried them. */
  remaining: number | null;
  resetAfterMs: number | null;
}

export type DiscordSend = (address: WebhookAddress, body: object) => Promise<DiscordAnswer>;

/**
 * The longest wait an answer is taken to ask for. Discord's waits are seconds (a Cloudflare ban, about an
 * hour); a larger number held a webhook for years, and one past the dates a timestamp holds failed the
 * transaction recording the answer, so the same message was posted again at every poll.
 */
const WAIT_MAX_MS = 60 * 60 * 1000;

const seconds = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? Math.min(Math.ceil(n * 1000), WAIT_MAX_MS) : null;
};

function bodyOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function describe(status: number, statusText: string, body: Record<string, unknown>): string {
  const words = typeof body.message === 'string' && body.message ? body.message : statusText;
  const code = typeof body.code === 'number' ? ` (code ${body.code})` : '';
  return `${status} ${words}${code}`.trim().slice(0, ANSWER_MAX);
}

function networkFailure(error: unknown): DiscordAnswer {
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : null;
  return {
    status: null,
    ok: false,
    message: timedOut
      ? `no answer from Discord within ${TIMEOUT_MS / 1000} seconds`
      : `could not reach Discord${code ? ` (${code})` : ''}`,
    messageId: null,
    retryAfterMs: null,
    global: false,
    remaining: null,
    resetAfterMs: null,
  };
}

/** The sender the site uses: real requests to `origin`. */
export function discordSender(origin: string, timeoutMs = TIMEOUT_MS): DiscordSend {
  const base = origin.replace(/\/+$/, '');
  return async (address, body) => {
    const url = `${base}/api/webhooks/${encodeURIComponent(address.id)}/${encodeURIComponent(address.token)}?wait=true`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'RanOnlineSite (discord webhooks)' },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      return networkFailure(error);
    }
    const parsed = bodyOf(text);
    const header = (name: string) => response.headers.get(name);
    const remaining = header('x-ratelimit-remaining');
    const limited = response.status === 429;
    return {
      status: response.status,
      ok: response.ok,
      message: response.ok
        ? `${response.status} ${response.statusText || 'OK'}`.trim()
        : describe(response.status, response.statusText, parsed),
      messageId: typeof parsed.id === 'string' ? parsed.id : null,
      // The body's retry_after (seconds, fractional) first; the Retry-After header when a proxy answered.
      retryAfterMs: limited
        ? (seconds(parsed.retry_after) ??
          seconds(header('retry-after')) ??
          seconds(header('x-ratelimit-reset-after')) ??
          1000)
        : null,
      global: limited && (parsed.global === true || header('x-ratelimit-global') === 'true'),
      remaining: remaining !== null && /^\d+$/.test(remaining) ? Number(remaining) : null,
      resetAfterMs: seconds(header('x-ratelimit-reset-after')),
    };
  };
}
