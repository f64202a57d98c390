import { type ExpressionBuilder, sql } from 'kysely';
import type { TicketCategory, TicketStatus } from '#shared/contracts/tickets.ts';
import { ADMIN_USER_TYPE } from '#shared/user-types.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** The console's Kysely code for tickets (docs/product/tickets-console.md); the shared reads are in repository.ts. */

export interface QueueFilter {
  statuses: readonly TicketStatus[] | null;
  category: TicketCategory | null;
  /** A staff member's user number, or 'unassigned'; null: anyone. */
  assignee: number | 'unassigned' | null;
  /** Last activity before this instant; null: any age. */
  activeBefore: Date | null;
}

type TicketRef = ExpressionBuilder<Database, 'tickets'>;

function applyFilter(filter: QueueFilter) {
  return (eb: TicketRef) => {
    const parts = [];
    if (filter.statuses) parts.push(eb('tickets.status', 'in', [...filter.statuses]));
    if (filter.category) parts.push(eb('tickets.category', '=', filter.category));
    if (filter.assignee === 'unassigned') parts.push(eb('tickets.assignee_user_num', 'is', null));
    else if (filter.assignee !== null) parts.push(eb('tickets.assignee_user_num', '=', filter.assignee));
    if (filter.activeBefore) parts.push(eb('tickets.last_activity_at', '<', filter.activeBefore));
    return eb.and(parts);
  };
}

/** One page of the queue, with the player's and the assignee's user IDs. */
export function listQueue(
  db: Db,
  filter: QueueFilter,
  sort: 'oldest' | 'newest',
  limit: number,
  offset: number,
) {
  const direction = sort === 'oldest' ? 'asc' : 'desc';
  return db
    .selectFrom('tickets')
    .leftJoin('users as p', 'p.user_num', 'tickets.user_num')
    .leftJoin('users as a', 'a.user_num', 'tickets.assignee_user_num')
    .select([
      'tickets.number',
      'tickets.subject',
      'tickets.category',
      'tickets.status',
      'tickets.user_num',
      'tickets.guest_email',
      'tickets.assignee_user_num',
      'tickets.created_at',
      'tickets.last_activity_at',
      'p.user_id as player_id',
      'a.user_id as assignee_id',
    ])
    .where(applyFilter(filter))
    .orderBy('tickets.last_activity_at', direction)
    .orderBy('tickets.number', direction)
    .limit(limit)
    .offset(offset)
    .execute();
}
export type QueueRow = Awaited<ReturnType<typeof listQueue>>[number];

export async function countQueue(db: Db, filter: QueueFilter): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(applyFilter(filter))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many tickets have each status (the queue's tabs; the tickets_queue index answers it). */
export async function countByStatus(db: Db): Promise<Map<TicketStatus, number>> {
  const rows = await db
    .selectFrom('tickets')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The ticket as the console's header shows it: the player's and the assignee's user IDs. */
export function findTicketForStaff(db: Db, number: number) {
  return db
    .selectFrom('tickets')
    .leftJoin('users as p', 'p.user_num', 'tickets.user_num')
    .leftJoin('users as a', 'a.user_num', 'tickets.assignee_user_num')
    .leftJoin('characters as c', 'c.cha_num', 'tickets.cha_num')
    .selectAll('tickets')
    .select(['p.user_id as player_id', 'a.user_id as assignee_id', 'c.cha_name'])
    .where('tickets.number', '=', number)
    .executeTakeFirst();
}

/** Staff members: administrators by user type and support staff by grant (whom a ticket may go to). */
export function listStaff(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('staff_grants as g', 'g.user_num', 'users.user_num')
    .select(['users.user_num', 'users.user_id', 'users.user_type', 'g.role'])
    .where((eb) => eb.or([eb('users.user_type', '>=', ADMIN_USER_TYPE), eb('g.role', 'is not', null)]))
    .orderBy('users.user_id')
    .execute();
}

/** Whether an account is staff now (an assignment may name only staff). */
export async function isStaff(db: Db, userNum: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .leftJoin('staff_grants as g', 'g.user_num', 'users.user_num')
    .select('users.user_num')
    .where('users.user_num', '=', userNum)
    .where((eb) => eb.or([eb('users.user_type', '>=', ADMIN_USER_TYPE), eb('g.role', 'is not', null)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** A ticket's assignee, its row locked until the transaction ends; undefined when there is no such ticket. */
export function lockAssignee(trx: Db, number: number) {
  return trx
    .selectFrom('tickets')
    .select('assignee_user_num')
    .where('number', '=', number)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Changes only the assignee: handing a ticket over is not activity the player sees, so the queue's
 * waiting time (last_activity_at) stays as it was.
 */
export async function setAssignee(db: Db, number: number, assignee: number | null): Promise<void> {
  await db.updateTable('tickets').set({ assignee_user_num: assignee }).where('number', '=', number).execute();
}

// ---------------------------------------------------------------- canned answers

export function listCanned(db: Db) {
  return db
    .selectFrom('ticket_canned_answers')
    .select(['id', 'title', 'body', 'updated_at', 'version'])
    .orderBy('title')
    .execute();
}

export function lockCanned(db: Db, id: number) {
  return db
    .selectFrom('ticket_canned_answers')
    .select(['id', 'title', 'body'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts a canned answer (a title taken meanwhile fails on the unique index: the service answers 409). */
export async function insertCanned(
  db: Db,
  answer: { title: string; body: string },
  by: number,
): Promise<number> {
  const row = await db
    .insertInto('ticket_canned_answers')
    .values({ title: answer.title, body: answer.body, created_by: by, updated_by: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCanned(
  db: Db,
  id: number,
  answer: { title: string; body: string },
  by: number,
): Promise<void> {
  await db
    .updateTable('ticket_canned_answers')
    .set({ title: answer.title, body: answer.body, updated_by: by, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteCanned(db: Db, id: number): Promise<void> {
  await db.deleteFrom('ticket_canned_answers').where('id', '=', id).execute();
}
