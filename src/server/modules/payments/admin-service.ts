import type {
  AdminOrder,
  AdminOrderList,
  AdminPackage,
  AdminPackageList,
  RecheckResult,
} from '#shared/contracts/payments.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import type { OrderStatus } from '#shared/payment-rules.ts';
import { changedFields, recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { claimVersion } from '../../db/versions.ts';
import { HttpError, notFound } from '../../http-error.ts';
import type { PaymentProvider } from './provider.ts';
import * as repo from './repository.ts';
import { type PaymentLog, type RecheckOutcome, recheckOrder } from './service.ts';

/** The console's side of top-up (docs/product/payments.md): orders, a re-check, and the packages. */

export interface Editor {
  userNum: number;
  ip: string;
}

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
  const outcome = await recheckOrder(db, provider, order, log, now);
  const after = (await repo.findOrderById(db, id)) ?? order;
  await db.transaction().execute((trx) =>
    recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'payment.recheck',
      recordType: 'payment_order',
      recordId: id,
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

const PACKAGE_FIELDS = ['name', 'price_centavos', 'rcoin', 'bonus_rcoin', 'is_active', 'sort_order'] as const;

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
  return db.transaction().execute(async (trx) => {
    const row = await repo.insertPackage(trx, toValues(input));
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'payment.package.create',
      recordType: 'topup_package',
      recordId: row.id,
      changes: changedFields(null, row, PACKAGE_FIELDS),
    });
    return toAdminPackage(row);
  });
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
  return db.transaction().execute(async (trx) => {
    const before = await repo.lockPackage(trx, id);
    if (!before) throw notFound('There is no such package.');
    await claimVersion(trx, 'topup_packages', id, input.version);
    const after = await repo.updatePackage(trx, id, toValues(input), now);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'payment.package.update',
      recordType: 'topup_package',
      recordId: id,
      changes: changedFields(before, after, PACKAGE_FIELDS),
    });
    return toAdminPackage(after);
  });
}
