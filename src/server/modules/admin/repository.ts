import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function findStaffGrant(db: Db, userNum: number) {
  return db.selectFrom('staff_grants').select(['role']).where('user_num', '=', userNum).executeTakeFirst();
}

/**
 * The account's user type as stored now, with its support grant if any, whether its second factor is on,
 * and whether the operator requires one for staff (one round trip).
 */
export async function findStaffStanding(db: Db, userNum: number) {
  return db
    .selectFrom('users')
    .leftJoin('staff_grants', 'staff_grants.user_num', 'users.user_num')
    .leftJoin('second_factors', (join) =>
      join
        .onRef('second_factors.user_num', '=', 'users.user_num')
        .on('second_factors.enabled_at', 'is not', null),
    )
    .crossJoin('site_settings')
    .select([
      'users.user_type',
      'staff_grants.role',
      'site_settings.require_staff_factor',
      sql<boolean>`second_factors.user_num is not null`.as('factor_on'),
    ])
    .where('users.user_num', '=', userNum)
    .executeTakeFirst();
}

export interface AuditFilter {
  staffUserId?: string;
  action?: string;
  recordType?: string;
  recordId?: string;
  /** Instants: from inclusive, until exclusive. */
  from?: Date;
  until?: Date;
}

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').leftJoin('users', 'users.user_num', 'audit_log.actor_user_num');
  if (filter.staffUserId !== undefined)
    query = query.where('users.user_id', '=', filter.staffUserId).where('audit_log.actor_kind', '=', 'staff');
  if (filter.action !== undefined) query = query.where('audit_log.action', '=', filter.action);
  if (filter.recordType !== undefined) query = query.where('audit_log.record_type', '=', filter.recordType);
  if (filter.recordId !== undefined) query = query.where('audit_log.record_id', '=', filter.recordId);
  if (filter.from) query = query.where('audit_log.created_at', '>=', filter.from);
  if (filter.until) query = query.where('audit_log.created_at', '<', filter.until);
  return query;
}

export async function countAudit(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first; rows of one instant keep the order they were written in (id). */
export function listAudit(db: Db, filter: AuditFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .select([
      'audit_log.id',
      'audit_log.created_at',
      'audit_log.actor_user_num',
      'audit_log.actor_kind',
      'users.user_id',
      'audit_log.ip',
      'audit_log.action',
      'audit_log.record_type',
      'audit_log.record_id',
      'audit_log.changes',
    ])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The account a command names, locked so two grants cannot interleave. User IDs are unique ignoring case. */
export async function lockUserById(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['user_num', 'user_id', 'user_type'])
    .where(sql<string>`lower(user_id)`, '=', userId.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
}

export async function setUserType(db: Db, userNum: number, userType: number): Promise<void> {
  await db.updateTable('users').set({ user_type: userType }).where('user_num', '=', userNum).execute();
}

export async function insertStaffGrant(db: Db, userNum: number, grantedBy: number | null): Promise<void> {
  await db
    .insertInto('staff_grants')
    .values({ user_num: userNum, role: 'support', granted_by: grantedBy })
    .execute();
}

export async function deleteStaffGrant(db: Db, userNum: number): Promise<void> {
  await db.deleteFrom('staff_grants').where('user_num', '=', userNum).execute();
}
