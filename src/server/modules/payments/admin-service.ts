import type {
  AdminOrder,
  AdminOrderList,
  AdminPackage,
  AdminPackageList,
  AttentionList,
  AttentionResolved,
  PaymentSettings,
  PaymentSettingsSave,
  RecheckResult,
} from '#shared/contracts/payments.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import type { OrderStatus } from '#shared/payment-rules.ts';
import type { Editor } from '../../db/audit.ts';
import { type AuditedKind, changeRecord, createRecord, logChange } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import type { BalanceNotices } from '../wallet/service.ts';
import type { PaymentProvider } from './provider.ts';
import * as repo from './repository.ts';
import { type PaymentLog, type RecheckOutcome, recheckOrder } from './service.ts';

/**
 * The console's side of top-up (docs/product/payments.md): orders, a re-check, the packages, the webhook
 * events that need attention, and the payment settings.
 */

export type { Editor };

/** What the console changes here, each as the audit log names it ('payment.package.update'). */
const PAYMENT_ORDER: AuditedKind = { record: 'payment_order', action: 'payment', fields: [] };
const PAYMENT_ATTENTION: AuditedKind = {
  record: 'payment_attention',
  action: 'payment.attention',
  fields: [],
};
const PAYMENT_SETTINGS: AuditedKind = {
  record: 'payment_settings',
  action: 'payment.settings',
  fields: ['methods'],
  table: 'payment_settings',
};

const ORDERS_PAGE_SIZE = 25;

type OrderRow = repo.OrderRow & { user_id: string };

function toAdminOrder(row: OrderRow): AdminOrder {
  return {
    id: row.id,
    reference: row.reference,
    userNum: row.user_num,
    userId: row.user_id,
    provider: row.provider,
    providerRef: row.provider_ref,
    providerPaymentId: row.provider_payment_id,
    status: row.status,
    priceCentavos: row.amount_centavos,
    rcoin: row.rcoin,
    packageName: row.package_name,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    checkedAt: row.checked_at ? row.checked_at.toISOString() : null,
  };
}

export async function listOrders(
  db: Db,
  status: OrderStatus | undefined,
  page: number,
): Promise<AdminOrderList> {
  const total = await repo.countOrders(db, status);
  const rows = await repo.listOrders(db, status, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE);
  return {
    orders: rows.map(toAdminOrder),
    page,
    lastPage: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
    total,
  };
}

const RECHECK_MESSAGES: Record<RecheckOutcome, string> = {
  credited: 'The provider says it is paid: the R-Coin has been credited.',
  already_paid: 'The order was already paid and credited; nothing more was credited.',
  duplicate_event: 'The order was already paid and credited; nothing more was credited.',
  unknown_order: 'The provider’s payment does not name this order; nothing was credited.',
  mismatch: 'The provider’s paid amount differs from the order; nothing was credited. See the log.',
  still_open: 'The provider has no payment for it yet; the order stays pending.',
  expired: 'The checkout ended without a payment; the order is expired.',
  not_pending: 'The order is settled; there is nothing to check.',
  provider_down: 'The payment provider could not be reached; try again later.',
};

/**
 * The console's re-check of one order: asks the provider and credits if it is paid, through the same
 * crediting as the webhook. The audit row names who asked and what came of it.
 */
export async function recheckFromConsole(
  db: Db,
  balances: BalanceNotices,
  provider: PaymentProvider | null,
  id: number,
  editor: Editor,
  log: PaymentLog,
  now = new Date(),
): Promise<RecheckResult> {
  const order = await repo.findOrderById(db, id);
  if (!order) throw notFound('There is no such order.');
  if (!provider) throw new HttpError(503, 'No payment provider is set up, so the order cannot be checked.');
  const before = order.status;
  const outcome = await recheckOrder(db, balances, provider, order, log, now);
  const after = (await repo.findOrderById(db, id)) ?? order;
  await db.transaction().execute((trx) =>
    logChange(trx, PAYMENT_ORDER, editor, {
      verb: 'recheck',
      id: id,
      changes: [
        { field: 'status', old: before, new: after.status },
        { field: 'outcome', old: null, new: outcome },
      ],
    }),
  );
  return {
    message: RECHECK_MESSAGES[outcome],
    order: toAdminOrder({ ...after, user_id: await repo.userIdOf(db, after.user_num) }),
  };
}

type PackageRow = Awaited<ReturnType<typeof repo.allPackages>>[number];

function toAdminPackage(row: PackageRow): AdminPackage {
  return {
    id: row.id,
    name: row.name,
    priceCentavos: row.price_centavos,
    rcoin: row.rcoin,
    bonusRcoin: row.bonus_rcoin,
    isActive: row.is_active,
    sortOrder: row.sort_order,
    version: row.version,
  };
}

export async function listPackages(db: Db): Promise<AdminPackageList> {
  return { packages: (await repo.allPackages(db)).map(toAdminPackage) };
}

const TOPUP_PACKAGE: AuditedKind = {
  record: 'topup_package',
  action: 'payment.package',
  fields: ['name', 'price_centavos', 'rcoin', 'bonus_rcoin', 'is_active', 'sort_order'],
  table: 'topup_packages',
  missing: 'There is no such package.',
};

export interface PackageInput {
  name: string;
  priceCentavos: number;
  rcoin: number;
  bonusRcoin: number;
  isActive: boolean;
  sortOrder: number;
}

const toValues = (input: PackageInput): repo.PackageValues => ({
  name: input.name,
  price_centavos: input.priceCentavos,
  rcoin: input.rcoin,
  bonus_rcoin: input.bonusRcoin,
  is_active: input.isActive,
  sort_order: input.sortOrder,
});

/** A new package and its audit row, in one transaction. */
export async function createPackage(db: Db, input: PackageInput, editor: Editor): Promise<AdminPackage> {
  const { values } = await db.transaction().execute((trx) =>
    createRecord(trx, TOPUP_PACKAGE, editor, async () => {
      const row = await repo.insertPackage(trx, toValues(input));
      return { id: row.id, values: row };
    }),
  );
  return toAdminPackage(values);
}

/**
 * A changed package and its audit row. Orders already made keep the price and R-Coin they were made with;
 * a package is withdrawn by `isActive: false`, never deleted, so its orders keep their name.
 */
export async function updatePackage(
  db: Db,
  id: number,
  input: PackageInput & Versioned,
  editor: Editor,
  now = new Date(),
): Promise<AdminPackage> {
  const { after } = await db.transaction().execute((trx) =>
    changeRecord(trx, TOPUP_PACKAGE, editor, {
      verb: 'update',
      id,
      version: input.version,
      lock: () => repo.lockPackage(trx, id),
      write: () => repo.updatePackage(trx, id, toValues(input), now),
    }),
  );
  return toAdminPackage(after);
}

/** How many open rows the console lists; the count covers them all. */
const ATTENTION_LIST_SIZE = 100;

export async function listAttention(db: Db): Promise<AttentionList> {
  const rows = await repo.openAttention(db, ATTENTION_LIST_SIZE);
  return {
    open: await repo.countOpenAttention(db),
    items: rows.map((r) => ({
      id: r.id,
      eventId: r.event_id,
      eventType: r.event_type,
      reason: r.reason,
      livemode: r.livemode,
      providerRef: r.provider_ref,
      orderReference: r.order_reference,
      paidCentavos: r.paid_amount_centavos,
      paidCurrency: r.paid_currency,
      expectedCentavos: r.expected_amount_centavos,
      expectedCurrency: r.expected_currency,
      receivedAt: r.received_at.toISOString(),
    })),
  };
}

/**
 * The operator has dealt with one (refunded the stranger, adjusted a balance, fixed the key): it leaves the
 * open list; the row stays, with who and when, and the audit row commits with it.
 */
export async function resolveAttention(
  db: Db,
  id: number,
  editor: Editor,
  now = new Date(),
): Promise<AttentionResolved> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.lockAttention(trx, id);
    if (!row) throw notFound('There is no such payment event.');
    if (row.resolved_at) throw conflict('This payment event is already marked resolved.');
    await repo.resolveAttention(trx, id, editor.userNum, now);
    await logChange(trx, PAYMENT_ATTENTION, editor, {
      verb: 'resolve',
      id: id,
      changes: [
        { field: 'event_id', old: row.event_id, new: row.event_id },
        { field: 'resolved_at', old: null, new: now.toISOString() },
      ],
    });
    return { message: `Event ${row.event_id} is marked resolved.` };
  });
}

const toPaymentSettings = (row: Awaited<ReturnType<typeof repo.readPaymentSettings>>): PaymentSettings => ({
  methods: row.methods,
  updatedAt: new Date(row.updated_at).toISOString(),
  version: row.version,
});

export async function readPaymentSettings(db: Db): Promise<PaymentSettings> {
  return toPaymentSettings(await repo.readPaymentSettings(db));
}

/**
 * PUT /api/admin/payments/settings, the one way payment settings change: the methods a new checkout offers,
 * and the audit row, in one transaction. Checkouts already made keep the methods they were made with.
 */
export async function savePaymentSettings(
  db: Db,
  input: PaymentSettingsSave & Versioned,
  editor: Editor,
  now = new Date(),
): Promise<PaymentSettings> {
  const { after } = await db.transaction().execute((trx) =>
    changeRecord(trx, PAYMENT_SETTINGS, editor, {
      verb: 'update',
      id: true,
      version: input.version,
      lock: () => repo.lockPaymentSettings(trx),
      write: () => repo.updatePaymentSettings(trx, input.methods, now),
    }),
  );
  return toPaymentSettings(after);
}
