import { sql } from 'kysely';
import type { AuditChange } from '#shared/contracts/admin.ts';
import { isStaffLogAction } from '#shared/discord.ts';
import type { Db } from './database.ts';

/** Who makes a change in the console: the staff member and their address (auth.ts `editorOf`). */
export interface Editor {
  userNum: number;
  ip: string;
}

/** Who makes a change, as the audit row names them: null staff and address for a command on the server. */
export interface Actor {
  staff: number | null;
  ip: string | null;
}

/**
 * Who acted when it is not staff: a player whose own action the log keeps (a character service order), or
 * the site itself (the game's answer to such an order, booked by the game bridge's worker).
 */
export type Party = { player: number; ip: string | null } | 'site';

export interface AuditEntry {
  /** The staff member who made the change; null for a command run on the server (npm run admin). */
  staff: number | null;
  /** Not staff: the player (their user_num in actor_user_num) or the site (no actor). Staff when absent. */
  party?: 'player' | 'site';
  /** The caller's address; null for a command. */
  ip: string | null;
  /** What was done, 'domain.verb': 'news.update', 'staff.grant'. */
  action: string;
  recordType: string;
  recordId: string | number | null;
  /** Each changed field's value before and after (null where the record did not exist). */
  changes: AuditChange[];
}

/**
 * Writes the audit row of a change. Call it with the transaction that makes the change, so the change and
 * its row commit or roll back together; the table refuses any later UPDATE or DELETE (its migration).
 * Services do not call it: they declare their kinds of record once and change them through db/audited.ts.
 */
export async function recordAudit(trx: Db, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_user_num: entry.staff,
      actor_kind: entry.party ?? 'staff',
      ip: entry.ip,
      action: entry.action,
      record_type: entry.recordType,
      record_id: entry.recordId === null ? null : String(entry.recordId),
      changes: JSON.stringify(entry.changes),
    })
    .execute();
  if (isStaffLogAction(entry.action)) await queueStaffLog(trx, entry);
}

/**
 * The staff log's Discord messages (docs/product/discord.md): an economy action (STAFF_LOG_ACTIONS,
 * src/shared/discord.ts) is written to the Discord outbox of every webhook that receives the staff log, in
 * the audit row's transaction, so it is announced exactly when the change commits. One statement: the
 * staff member's and a named account's user IDs are read here, the message is drawn when it is sent
 * (modules/discord/render.ts). The outbox is the discord module's table; it lives here because db/ may not
 * call a module, and the audit row is the one place every such change passes (decision 0071).
 */
async function queueStaffLog(trx: Db, entry: AuditEntry): Promise<void> {
  const recordId = entry.recordId === null ? null : String(entry.recordId);
  const facts = JSON.stringify({
    action: entry.action,
    recordType: entry.recordType,
    recordId,
    changes: entry.changes,
  });
  const subject =
    entry.recordType === 'user' && recordId !== null && /^\d{1,9}$/.test(recordId)
      ? sql`(select user_id from users where user_num = ${Number(recordId)})`
      : sql`null::text`;
  const actor =
    entry.staff === null ? sql`null::text` : sql`(select user_id from users where user_num = ${entry.staff})`;
  await sql`insert into discord_outbox (webhook_id, event, payload)
    select id, 'staff_log', ${facts}::jsonb || jsonb_build_object('actor', ${actor}, 'subject', ${subject})
    from discord_webhooks where staff_log`.execute(trx);
}

/** The fields whose values differ between two versions of a record (either may be null: created, removed). */
export function changedFields<F extends string>(
  before: Partial<Record<F, unknown>> | null,
  after: Partial<Record<F, unknown>> | null,
  fields: readonly F[],
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const old = before?.[field] ?? null;
    const next = after?.[field] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(next)) changes.push({ field, old, new: next });
  }
  return changes;
}
