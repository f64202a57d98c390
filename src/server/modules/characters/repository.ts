import { sql } from 'kysely';
import type { CharacterService, OrderStatus, RefusalReason } from '#shared/character-services.ts';
import type { Currency } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';

/** The site's side of character services (docs/product/character-services.md): all its Kysely code. */

// ---------------------------------------------------------------- the operator's settings (one row)

const SETTINGS_COLUMNS = [
  'unstuck_enabled',
  'unstuck_price',
  'unstuck_currency',
  'unstuck_cooldown_minutes',
  'school_enabled',
  'school_price',
  'school_currency',
  'school_cooldown_minutes',
  'school_min_level',
  'rename_enabled',
  'rename_price',
  'rename_currency',
  'rename_cooldown_minutes',
  'start_sg_main',
  'start_sg_sub',
  'start_sg_gate',
  'start_mp_main',
  'start_mp_sub',
  'start_mp_gate',
  'start_phx_main',
  'start_phx_sub',
  'start_phx_gate',
  'updated_at',
  'version',
] as const;

export type SettingsRow = Awaited<ReturnType<typeof readSettings>>;
/** The settings' editable columns. */
export type SettingsValues = Omit<SettingsRow, 'updated_at' | 'version'>;

export function readSettings(db: Db) {
  return db.selectFrom('character_service_settings').select(SETTINGS_COLUMNS).executeTakeFirstOrThrow();
}

export function lockSettings(trx: Db) {
  return trx.selectFrom('character_service_settings').select(SETTINGS_COLUMNS).forUpdate().executeTakeFirst();
}

export function updateSettings(trx: Db, values: SettingsValues, now: Date) {
  return trx
    .updateTable('character_service_settings')
    .set({ ...values, updated_at: now })
    .returning(SETTINGS_COLUMNS)
    .executeTakeFirstOrThrow();
}

// ---------------------------------------------------------------- the player's characters (the site's copy)

export function siteCharacters(db: Db, userNum: number) {
  return db
    .selectFrom('characters')
    .select(['cha_num', 'cha_name', 'cha_level', 'cha_school'])
    .where('user_num', '=', userNum)
    .orderBy('cha_level', 'desc')
    .orderBy('cha_num')
    .execute();
}

/**
 * The ordering account, locked for the order's transaction: a ban committed meanwhile is seen (the ban
 * takes the same row), and one player's orders follow one another.
 */
export function lockOrderingAccount(trx: Db, userNum: number) {
  return trx
    .selectFrom('users')
    .select(['user_id', 'blocked_at', 'blocked_until'])
    .where('user_num', '=', userNum)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/**
 * The player's character, locked for the order's transaction: two orders for one character wait for each
 * other here, so the second sees the first when it checks the cooldown.
 */
export function lockCharacter(trx: Db, userNum: number, chaNum: number) {
  return trx
    .selectFrom('characters')
    .select(['cha_num', 'cha_name', 'cha_level', 'cha_school'])
    .where('cha_num', '=', chaNum)
    .where('user_num', '=', userNum)
    .forUpdate()
    .executeTakeFirst();
}

/** Another character of the site's copy has the name (compared as the game compares: case aside). */
export async function siteNameTaken(db: Db, name: string, chaNum: number): Promise<boolean> {
  const row = await db
    .selectFrom('characters')
    .select('cha_num')
    .where(sql<string>`lower(cha_name)`, '=', name.toLowerCase())
    .where('cha_num', '<>', chaNum)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------- orders

/** The newest order of each (character, service) that was not refused: where each cooldown started. */
export function cooldownStarts(db: Db, chaNums: readonly number[]) {
  if (chaNums.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('character_orders')
    .distinctOn(['cha_num', 'service'])
    .select(['cha_num', 'service', 'created_at'])
    .where('cha_num', 'in', chaNums)
    .where('status', '<>', 'refused')
    .orderBy('cha_num')
    .orderBy('service')
    .orderBy('created_at', 'desc')
    .execute();
}

export interface NewOrder {
  userNum: number;
  chaNum: number;
  chaName: string;
  service: CharacterService;
  newSchool: number | null;
  newName: string | null;
  price: number;
  currency: Currency | null;
  createdAt: Date;
}

const ORDER_COLUMNS = [
  'id',
  'user_num',
  'cha_num',
  'cha_name',
  'service',
  'new_school',
  'new_name',
  'price',
  'currency',
  'status',
  'reason',
  'outbox_id',
  'created_at',
  'settled_at',
] as const;

export type OrderRow = Awaited<ReturnType<typeof insertOrder>>;

export function insertOrder(trx: Db, order: NewOrder) {
  return trx
    .insertInto('character_orders')
    .values({
      user_num: order.userNum,
      cha_num: order.chaNum,
      cha_name: order.chaName,
      service: order.service,
      new_school: order.newSchool,
      new_name: order.newName,
      price: order.price,
      currency: order.currency,
      created_at: order.createdAt,
    })
    .returning(ORDER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function setOrderOutbox(trx: Db, id: number, outboxId: number): Promise<void> {
  await trx.updateTable('character_orders').set({ outbox_id: outboxId }).where('id', '=', id).execute();
}

export function playerOrders(db: Db, userNum: number, limit: number) {
  return db
    .selectFrom('character_orders')
    .select(ORDER_COLUMNS)
    .where('user_num', '=', userNum)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Settles a waiting order with the game's answer; undefined when it is not waiting (settled already), so
 * a second run changes nothing and books nothing.
 */
export function settleOrder(
  trx: Db,
  id: number,
  outcome: { status: Exclude<OrderStatus, 'waiting'>; reason: RefusalReason | null },
) {
  return trx
    .updateTable('character_orders')
    .set({ status: outcome.status, reason: outcome.reason, settled_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .returning(ORDER_COLUMNS)
    .executeTakeFirst();
}

/**
 * The site's copy shows a rename at once, before the next sync; unless another row of the copy holds the
 * name (a copy that lags the game), which the sync then sorts out.
 */
export async function renameInCopy(trx: Db, chaNum: number, name: string): Promise<void> {
  await trx
    .updateTable('characters')
    .set({ cha_name: name })
    .where('cha_num', '=', chaNum)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('characters as other')
            .select('other.cha_num')
            .where('other.cha_name', '=', name)
            .where('other.cha_num', '<>', chaNum),
        ),
      ),
    )
    .execute();
}

export async function changeSchoolInCopy(trx: Db, chaNum: number, school: number): Promise<void> {
  await trx.updateTable('characters').set({ cha_school: school }).where('cha_num', '=', chaNum).execute();
}

export async function insertNameHistory(
  trx: Db,
  entry: { chaNum: number; userNum: number; oldName: string; newName: string; orderId: number },
): Promise<void> {
  await trx
    .insertInto('character_name_history')
    .values({
      cha_num: entry.chaNum,
      user_num: entry.userNum,
      old_name: entry.oldName,
      new_name: entry.newName,
      order_id: entry.orderId,
    })
    .execute();
}

// ---------------------------------------------------------------- the console's list

export interface OrderFilter {
  status?: OrderStatus;
  service?: CharacterService;
  /** A player's user_num (a number given) or user ID. */
  playerNum?: number;
  playerId?: string;
}

function filtered(db: Db, filter: OrderFilter) {
  let query = db
    .selectFrom('character_orders as o')
    .innerJoin('users as u', 'u.user_num', 'o.user_num')
    .leftJoin('game_outbox as g', 'g.id', 'o.outbox_id');
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.service) query = query.where('o.service', '=', filter.service);
  if (filter.playerNum !== undefined || filter.playerId !== undefined) {
    const num = filter.playerNum;
    const id = filter.playerId;
    query = query.where((eb) =>
      eb.or([
        ...(num !== undefined ? [eb('o.user_num', '=', num)] : []),
        ...(id !== undefined ? [eb(sql<string>`lower(u.user_id)`, '=', id.toLowerCase())] : []),
      ]),
    );
  }
  return query;
}

export async function countOrders(db: Db, filter: OrderFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listOrders(db: Db, filter: OrderFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .select(ORDER_COLUMNS.map((c) => `o.${c}` as const))
    .select(['u.user_id', 'g.last_error', 'g.delivered_at'])
    .orderBy('o.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
