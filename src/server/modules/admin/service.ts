import type { AdminMe, AuditList, AuditQuery } from '#shared/contracts/admin.ts';
import { manilaDayStart } from '#shared/manila-time.ts';
import { pageFields } from '#shared/pager.ts';
import type { Db } from '../../db/database.ts';
import type { StaffMember } from '../../plugins/auth.ts';
import { type AuditFilter, countAudit, listAudit } from './repository.ts';

const AUDIT_PAGE_SIZE = 20;

function toFilter(query: AuditQuery): AuditFilter {
  const filter: AuditFilter = {};
  if (query.staff) filter.staffUserId = query.staff;
  if (query.action) filter.action = query.action;
  if (query.record) {
    // 'news' is every news record, 'news:12' the one; an id may itself hold colons ('user:5' never does).
    const colon = query.record.indexOf(':');
    if (colon < 0) filter.recordType = query.record;
    else {
      filter.recordType = query.record.slice(0, colon);
      filter.recordId = query.record.slice(colon + 1);
    }
  }
  if (query.from) filter.from = manilaDayStart(query.from);
  if (query.to) filter.until = manilaDayStart(query.to, 1);
  return filter;
}

/** GET /api/admin/audit: one page of 20 entries, newest first, with the shop's paging fields. */
export async function auditPage(db: Db, query: AuditQuery): Promise<AuditList> {
  const filter = toFilter(query);
  const [rows, total] = await Promise.all([
    listAudit(db, filter, AUDIT_PAGE_SIZE, (query.page - 1) * AUDIT_PAGE_SIZE),
    countAudit(db, filter),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      at: new Date(row.created_at).toISOString(),
      ...actorOf(row),
      ip: row.ip,
      action: row.action,
      recordType: row.record_type,
      recordId: row.record_id,
      changes: row.changes,
    })),
    page: query.page,
    total,
    ...pageFields(query.page, total, AUDIT_PAGE_SIZE),
  };
}

/** Who an audit row names: staff (or, without an actor, a command), a player, or the site itself. */
function actorOf(row: {
  actor_kind: 'staff' | 'player' | 'site';
  actor_user_num: number | null;
  user_id: string | null;
}) {
  const account =
    row.actor_user_num === null
      ? null
      : { userNum: row.actor_user_num, userId: row.user_id ?? '(removed account)' };
  if (row.actor_kind === 'player') return { by: 'player' as const, staff: null, player: account };
  if (row.actor_kind === 'site') return { by: 'site' as const, staff: null, player: null };
  return { by: account ? ('staff' as const) : ('command' as const), staff: account, player: null };
}

/** GET /api/admin/me: what the console needs to know about the signed-in staff member. */
export function adminMe(staff: StaffMember): AdminMe {
  return {
    userNum: staff.userNum,
    userId: staff.userId,
    role: staff.role,
    permissions: [...staff.permissions],
    mustEnrolFactor: staff.mustEnrolFactor,
  };
}
