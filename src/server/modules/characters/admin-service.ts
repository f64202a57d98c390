import type {
  AdminCharacterOrderList,
  ServiceSettings,
  ServiceSettingsSave,
} from '#shared/contracts/character-services.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { type AuditedKind, type Author, changeRecord } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import { toOrder } from './orders.ts';
import * as repo from './repository.ts';
import { settingsOf, valuesOf } from './settings.ts';

/** The console's character services (docs/product/character-services.md, Console): the settings, the orders. */

const SETTINGS: AuditedKind = {
  record: 'character_services',
  action: 'character_services.settings',
  fields: [
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
  ],
  table: 'character_service_settings',
};

export async function readServiceSettings(db: Db): Promise<ServiceSettings> {
  return settingsOf(await repo.readSettings(db));
}

/**
 * PUT /api/admin/character-services: the whole form, from the version it was loaded at, with its audit row
 * in one transaction. Orders already placed keep the price they were paid at and the start points they
 * were queued with.
 */
export async function saveServiceSettings(
  db: Db,
  input: ServiceSettingsSave & Versioned,
  author: Author,
  now: Date,
): Promise<ServiceSettings> {
  const { after } = await db.transaction().execute((trx) =>
    changeRecord(trx, SETTINGS, author, {
      verb: 'update',
      id: true,
      version: input.version,
      lock: () => repo.lockSettings(trx),
      write: () => repo.updateSettings(trx, valuesOf(input), now),
    }),
  );
  return settingsOf(after);
}

const ORDERS_PAGE_SIZE = 25;
const DIGITS = /^\d{1,9}$/;

export async function listOrders(
  db: Db,
  query: {
    status?: repo.OrderFilter['status'];
    service?: repo.OrderFilter['service'];
    player?: string;
    page: number;
  },
): Promise<AdminCharacterOrderList> {
  const filter: repo.OrderFilter = { status: query.status, service: query.service };
  // A number may be a user number or a user ID made of digits: both are looked for.
  if (query.player) {
    filter.playerId = query.player;
    if (DIGITS.test(query.player)) filter.playerNum = Number(query.player);
  }
  const [total, rows] = await Promise.all([
    repo.countOrders(db, filter),
    repo.listOrders(db, filter, ORDERS_PAGE_SIZE, (query.page - 1) * ORDERS_PAGE_SIZE),
  ]);
  return {
    orders: rows.map((row) => ({
      ...toOrder(row),
      userNum: row.user_num,
      userId: row.user_id,
      outboxId: row.outbox_id,
      lastError: row.delivered_at ? null : (row.last_error ?? null),
    })),
    page: query.page,
    lastPage: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
    total,
  };
}
