import {
  DELIVERIES_PAGE_SIZE,
  type DeliveriesPage,
  type DeliveriesQuery,
  type DiscordWebhookList,
  type WebhookCreate,
  type WebhookSave,
  type WebhookTestResult,
} from '#shared/contracts/admin-discord.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { maskToken, parseWebhookUrl, WEBHOOK_URL_HELP } from '#shared/discord.ts';
import { pageFields } from '#shared/pager.ts';
import type { Editor } from '../../db/audit.ts';
import { type AuditedKind, changeRecord, createRecord, logChange } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import type { DiscordSend } from './client.ts';
import { type MaintenancePayload, type NewsPayload, subjectOf, testMessage } from './render.ts';
import * as repo from './repository.ts';

/**
 * Discord announcements (docs/product/discord.md): what other modules call in their own transactions
 * (announceNews, announceMaintenance) and the console's Discord page: webhooks, their test, deliveries.
 */

const NO_WEBHOOK = 'No Discord webhook has this number.';

type WebhookRow = NonNullable<Awaited<ReturnType<typeof repo.findWebhook>>>;

/**
 * A webhook's audit rows: 'discord.webhook.create' / 'update' / 'delete' / 'test'. The token is a secret:
 * the log keeps only its masked form, as the console shows it.
 */
const WEBHOOK: AuditedKind = {
  record: 'discord_webhook',
  action: 'discord.webhook',
  fields: ['name', 'webhook_id', 'token', 'news', 'maintenance', 'staff_log'],
  table: 'discord_webhooks',
  missing: NO_WEBHOOK,
  view: (row: repo.WebhookValues) => ({ ...row, token: maskToken(row.token) }),
};

/** A parked delivery put back in the queue: 'discord.delivery.retry'. */
const DELIVERY: AuditedKind = { record: 'discord_delivery', action: 'discord.delivery', fields: [] };

// ---- announcements, written in the transaction of what causes them

/** An article players can now see: one row per webhook that receives news. */
export function announceNews(trx: Db, article: NewsPayload, at: Date): Promise<number> {
  return repo.enqueueForSubscribers(trx, 'news', article, at);
}

/** The maintenance began or ended: one row per webhook that receives maintenance. */
export function announceMaintenance(
  trx: Db,
  transition: 'started' | 'ended',
  window: MaintenancePayload,
  at: Date,
): Promise<number> {
  return repo.enqueueForSubscribers(trx, `maintenance_${transition}`, window, at);
}

// ---- the console

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

export async function listWebhooks(db: Db): Promise<DiscordWebhookList> {
  const rows = await repo.listWebhooks(db);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      webhookId: row.webhook_id,
      token: maskToken(row.token),
      news: row.news,
      maintenance: row.maintenance,
      staffLog: row.staff_log,
      rateLimitedUntil: iso(row.rate_limited_until),
      waiting: Number(row.waiting ?? 0),
      parked: Number(row.parked ?? 0),
      version: row.version,
    })),
  };
}

function addressOf(url: string) {
  const address = parseWebhookUrl(url);
  if (!address) throw badRequest(WEBHOOK_URL_HELP, { url: WEBHOOK_URL_HELP });
  return address;
}

function valuesOf(input: WebhookSave, address: { id: string; token: string }): repo.WebhookValues {
  return {
    name: input.name,
    webhook_id: address.id,
    token: address.token,
    news: input.news,
    maintenance: input.maintenance,
    staff_log: input.staffLog,
  };
}

/** POST /api/admin/discord/webhooks: refused unless the address is a Discord webhook's. */
export async function createWebhook(db: Db, input: WebhookCreate, editor: Editor): Promise<number> {
  const values = valuesOf(input, addressOf(input.url));
  const { id } = await db
    .transaction()
    .execute((trx) =>
      createRecord(trx, WEBHOOK, editor, async () => ({ id: await repo.insertWebhook(trx, values), values })),
    );
  return id;
}

/** PUT /api/admin/discord/webhooks/:id: versioned; an empty address keeps the saved id and token. */
export async function updateWebhook(
  db: Db,
  id: number,
  input: WebhookSave & Versioned,
  editor: Editor,
): Promise<void> {
  const address = input.url ? addressOf(input.url) : null;
  await db.transaction().execute((trx) =>
    changeRecord(trx, WEBHOOK, editor, {
      verb: 'update',
      id,
      version: input.version,
      lock: () => repo.lockWebhook(trx, id),
      write: async (before) => {
        const values = valuesOf(input, address ?? { id: before.webhook_id, token: before.token });
        await repo.updateWebhook(trx, id, values);
        return values;
      },
    }),
  );
}

/** DELETE /api/admin/discord/webhooks/:id: its deliveries go with it (nothing could send them). */
export async function deleteWebhook(db: Db, id: number, editor: Editor): Promise<void> {
  await db.transaction().execute((trx) =>
    changeRecord(trx, WEBHOOK, editor, {
      verb: 'delete',
      id,
      lock: () => repo.lockWebhook(trx, id),
      write: async () => {
        await repo.deleteWebhook(trx, id);
        return null;
      },
    }),
  );
}

function subscriptionsOf(row: WebhookRow): string[] {
  return [
    ...(row.news ? ['news'] : []),
    ...(row.maintenance ? ['maintenance'] : []),
    ...(row.staff_log ? ["the staff's economy log"] : []),
  ];
}

/**
 * POST /api/admin/discord/webhooks/:id/test: a test message sent now, and Discord's answer as it came.
 * While Discord has asked the site to wait, nothing is sent and the answer says until when. A 429 makes
 * the webhook's deliveries wait too. Audited with the answer ('discord.webhook.test').
 */
export async function testWebhook(
  db: Db,
  send: DiscordSend,
  id: number,
  sender: Editor & { userId: string },
  now: Date,
): Promise<WebhookTestResult> {
  const row = await repo.findWebhook(db, id);
  if (!row) throw notFound(NO_WEBHOOK);
  let result: WebhookTestResult;
  if (row.rate_limited_until && row.rate_limited_until > now) {
    const seconds = Math.ceil((row.rate_limited_until.getTime() - now.getTime()) / 1000);
    result = {
      ok: false,
      status: 429,
      message: `Not sent: Discord asked the site to wait ${seconds} more second${seconds === 1 ? '' : 's'} before using this webhook again.`,
    };
  } else {
    const answer = await send(
      { id: row.webhook_id, token: row.token },
      testMessage(row.name, sender.userId, subscriptionsOf(row)),
    );
    if (answer.status === 429) {
      const until = new Date(now.getTime() + (answer.retryAfterMs ?? 1000));
      await repo.holdWebhooks(db, until, answer.global ? 'all' : row.id);
    }
    result = {
      ok: answer.ok,
      status: answer.status,
      message: answer.ok
        ? `Discord accepted the test message (${answer.message}).`
        : `Discord answered: ${answer.message}`,
    };
  }
  await logChange(db, WEBHOOK, sender, {
    verb: 'test',
    id,
    changes: [
      { field: 'status', old: null, new: result.status },
      { field: 'answer', old: null, new: result.message },
    ],
  });
  return result;
}

/** GET /api/admin/discord/deliveries: newest first, 25 a page, by state. */
export async function deliveriesPage(db: Db, query: DeliveriesQuery): Promise<DeliveriesPage> {
  const offset = (query.page - 1) * DELIVERIES_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    repo.listDeliveries(db, query.state, DELIVERIES_PAGE_SIZE, offset),
    repo.countDeliveries(db, query.state),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      webhookName: row.webhook_name,
      event: row.event,
      subject: subjectOf(row.event, row.payload),
      state: row.sent_at ? 'sent' : row.parked_at ? 'parked' : 'waiting',
      attempts: row.attempts,
      lastStatus: row.last_status,
      lastAnswer: row.last_answer,
      createdAt: new Date(row.created_at).toISOString(),
      lastAttemptAt: iso(row.last_attempt_at),
      nextAttemptAt: row.sent_at || row.parked_at ? null : iso(row.next_attempt_at),
      doneAt: iso(row.sent_at ?? row.parked_at),
    })),
    page: query.page,
    ...pageFields(query.page, total, DELIVERIES_PAGE_SIZE),
    total,
  };
}

/** POST /api/admin/discord/deliveries/:id/retry: a parked delivery due again at once (audited). */
export async function retryDelivery(
  db: Db,
  id: number,
  editor: Editor,
  now: Date,
): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findDelivery(trx, id);
    if (!row) throw notFound('No Discord delivery has this number.');
    if (!(await repo.unpark(trx, id, now)))
      throw conflict('This delivery is not parked: only a parked one can be retried.');
    await logChange(trx, DELIVERY, editor, {
      verb: 'retry',
      id,
      changes: [{ field: 'state', old: 'parked', new: 'waiting' }],
    });
    return { message: 'The delivery is back in the queue and is sent within a few seconds.' };
  });
}
