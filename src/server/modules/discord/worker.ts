import type { Db } from '../../db/database.ts';
import type { DiscordAnswer, DiscordSend } from './client.ts';
import { renderMessage } from './render.ts';
import * as repo from './repository.ts';

/**
 * Delivers the Discord outbox (docs/decisions/0071-discord-outbox.md). Each step, in one transaction: claim
 * the oldest due row (FOR UPDATE SKIP LOCKED, so any number of instances send each row once), post it, and
 * record Discord's answer on it:
 * - 2xx: sent. When the answer says no request is left in the webhook's bucket (X-RateLimit-Remaining 0),
 *   the webhook waits X-RateLimit-Reset-After before its next row.
 * - 429: not a failure. The row, and its webhook (every webhook, for a global limit), wait retry_after.
 * - no answer, or 5xx: a failure; tried again after a doubling back-off, parked after maxFailures in a row.
 * - any other 4xx (404 Unknown Webhook, 401 Invalid Webhook Token, 400): parked at once with the answer;
 *   sending it again would get the same answer.
 * Before delivering, each run lets the announcers claim what became due (a scheduled article, a maintenance
 * start or end), so those are written on the same clock.
 */

interface Backoff {
  baseMs: number;
  capMs: number;
  maxFailures: number;
}

const DEFAULT_BACKOFF: Backoff = { baseMs: 10_000, capMs: 15 * 60_000, maxFailures: 8 };
/** How often an idle worker looks for due rows and runs the announcers. */
const IDLE_POLL_MS = 5000;
/** Rows one run sends before it lets the timer schedule the next. */
const BATCH = 25;

/** What became due at `at`, written as outbox rows in a transaction of its own (news, maintenance). */
type Announcer = (at: Date) => Promise<unknown>;

export interface DiscordWorkerDeps {
  db: Db;
  send: DiscordSend;
  /** The site's public origin: the messages' links and pictures are absolute addresses on it. */
  publicUrl: string;
  now?: () => Date;
  backoff?: Backoff;
  announcers?: Announcer[];
  log?: (line: string) => void;
}

export interface DiscordRunReport {
  sent: number;
  retrying: number;
  parked: number;
  rateLimited: number;
}

type Step = 'idle' | 'sent' | 'retrying' | 'parked' | 'rate-limited';

function backoffDelay(backoff: Backoff, failures: number): number {
  return Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.max(0, failures - 1));
}

/** Records Discord's answer to one try on the claimed row, in its transaction. */
async function settle(
  trx: Db,
  row: repo.DueRow,
  answer: DiscordAnswer,
  at: Date,
  backoff: Backoff,
): Promise<Step> {
  const outcome = { at, status: answer.status, answer: answer.message };
  if (answer.ok) {
    await repo.markSent(trx, row.id, outcome, answer.messageId);
    if (answer.remaining === 0 && answer.resetAfterMs !== null) {
      await repo.holdWebhooks(trx, new Date(at.getTime() + answer.resetAfterMs), row.webhook);
    }
    return 'sent';
  }
  if (answer.status === 429) {
    const until = new Date(at.getTime() + (answer.retryAfterMs ?? 1000));
    await repo.holdWebhooks(trx, until, answer.global ? 'all' : row.webhook);
    await repo.markNotSent(trx, row.id, outcome, { at: until, failed: false, park: false });
    return 'rate-limited';
  }
  const transient = answer.status === null || answer.status >= 500;
  const failures = row.failures + 1;
  const park = !transient || failures >= backoff.maxFailures;
  const next = new Date(at.getTime() + backoffDelay(backoff, failures));
  await repo.markNotSent(trx, row.id, outcome, { at: next, failed: true, park });
  return park ? 'parked' : 'retrying';
}

export function createDiscordWorker(deps: DiscordWorkerDeps) {
  const now = deps.now ?? (() => new Date());
  const backoff = deps.backoff ?? DEFAULT_BACKOFF;
  const log = deps.log ?? (() => {});

  async function step(): Promise<Step> {
    return deps.db.transaction().execute(async (trx) => {
      const at = now();
      const row = await repo.claimDueRow(trx, at);
      if (!row) return 'idle';
      let body: object;
      try {
        body = renderMessage(row.event, row.payload, deps.publicUrl);
      } catch (error) {
        // A row the renderer cannot read would fail forever: parked at once, with why.
        const answer = error instanceof Error ? error.message : String(error);
        await repo.markNotSent(
          trx,
          row.id,
          { at, status: null, answer: `unreadable row: ${answer}` },
          {
            at,
            failed: true,
            park: true,
          },
        );
        return 'parked';
      }
      const answer = await deps.send({ id: row.webhook_id, token: row.token }, body);
      const outcome = await settle(trx, row, answer, at, backoff);
      // The log names the row and webhook by the site's numbers: never the address or its token.
      if (outcome !== 'sent')
        log(`discord outbox row ${row.id} (webhook ${row.webhook}) ${outcome}: ${answer.message}`);
      return outcome;
    });
  }

  /** Lets the announcers write what is due, then sends what is due, BATCH rows at most. */
  async function runOnce(): Promise<DiscordRunReport> {
    const at = now();
    for (const announce of deps.announcers ?? []) {
      try {
        await announce(at);
      } catch (error) {
        log(`discord announcement check failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const report: DiscordRunReport = { sent: 0, retrying: 0, parked: 0, rateLimited: 0 };
    for (let i = 0; i < BATCH; i++) {
      const outcome = await step();
      if (outcome === 'idle') break;
      if (outcome === 'sent') report.sent++;
      else if (outcome === 'retrying') report.retrying++;
      else if (outcome === 'parked') report.parked++;
      else report.rateLimited++;
    }
    return report;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  let busy = false;

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      busy = true;
      running = runOnce()
        .finally(() => {
          busy = false;
        })
        .then((report) => schedule(report.sent + report.retrying + report.parked > 0 ? 0 : IDLE_POLL_MS))
        .catch((error: unknown) => {
          // The site's own database failed (503s elsewhere); try again after the usual pause.
          log(`discord outbox run failed: ${error instanceof Error ? error.message : String(error)}`);
          schedule(IDLE_POLL_MS);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Looks for due rows now rather than at the next poll (a publication, an operator's retry). */
    wake() {
      if (stopped || busy) return;
      if (timer) clearTimeout(timer);
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}

export type DiscordWorker = ReturnType<typeof createDiscordWorker>;
