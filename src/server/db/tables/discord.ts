import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** What one outbox row announces (docs/product/discord.md). */
export type DiscordEvent = 'news' | 'maintenance_started' | 'maintenance_ended' | 'staff_log';

/** The operator's Discord webhooks (docs/product/discord.md): the token is a secret, never shown back whole. */
interface DiscordWebhooksTable {
  id: Generated<number>;
  name: string;
  /** The webhook's id and token, from the address Discord gives (src/shared/discord.ts). */
  webhook_id: string;
  token: string;
  news: Generated<boolean>;
  maintenance: Generated<boolean>;
  staff_log: Generated<boolean>;
  /** Discord asked the site to wait (a 429, or no requests left in its bucket) until then; null: no wait. */
  rate_limited_until: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

/** One message for one webhook, written in the transaction of what caused it (decision 0071). */
interface DiscordOutboxTable {
  id: Generated<number>;
  webhook_id: number;
  event: DiscordEvent;
  /** The event's facts; the message is drawn from them when it is sent (modules/discord/render.ts). */
  payload: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
  next_attempt_at: Timestamp;
  /** Requests made to Discord for it, rate-limited ones included (the console's "tries"). */
  attempts: Generated<number>;
  /** Network failures and 5xx answers in a row: they set the back-off and park it after the bound. */
  failures: Generated<number>;
  last_attempt_at: Date | null;
  /** Discord's HTTP status of the last try; null: no answer (network failure, time-out). */
  last_status: number | null;
  last_answer: string | null;
  sent_at: Date | null;
  parked_at: Date | null;
  /** The message Discord created (its answer to ?wait=true). */
  message_id: string | null;
}

export interface DiscordTables {
  discord_webhooks: DiscordWebhooksTable;
  discord_outbox: DiscordOutboxTable;
}
