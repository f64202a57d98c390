import type { Db } from '../../db/database.ts';
import type { BalanceNotices } from '../wallet/service.ts';
import type { PaymentProvider } from './provider.ts';
import { stalePendingOrders } from './repository.ts';
import { type PaymentLog, type RecheckOutcome, recheckOrder } from './service.ts';

/**
 * Reconciliation (docs/product/payments.md): a webhook can be lost (our site down when the provider sent
 * it, a crash between the provider's confirmation and our credit), so pending orders are asked about at
 * the provider. An order is first asked about CHECK_AFTER_MS after it was made (the webhook normally
 * comes within seconds), then every RECHECK_EVERY_MS; one still open after EXPIRE_AFTER_MS is expired
 * (a payment that arrives later still credits it: expired -> paid is allowed).
 */
export const RECONCILE = {
  everyMs: 60_000,
  checkAfterMs: 5 * 60_000,
  recheckEveryMs: 5 * 60_000,
  expireAfterMs: 24 * 60 * 60_000,
  batch: 50,
} as const;

export async function reconcilePending(
  db: Db,
  balances: BalanceNotices,
  provider: PaymentProvider,
  log: PaymentLog,
  now: Date,
): Promise<Partial<Record<RecheckOutcome, number>>> {
  const orders = await stalePendingOrders(
    db,
    new Date(now.getTime() - RECONCILE.checkAfterMs),
    new Date(now.getTime() - RECONCILE.recheckEveryMs),
    RECONCILE.batch,
  );
  const expireBefore = new Date(now.getTime() - RECONCILE.expireAfterMs);
  const counts: Partial<Record<RecheckOutcome, number>> = {};
  for (const order of orders) {
    const outcome = await recheckOrder(db, balances, provider, order, log, now, expireBefore);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  if (orders.length > 0) log.info({ counts }, 'payment: reconciled pending orders');
  return counts;
}

export interface Timers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realTimers: Timers = {
  setInterval: (run, ms) => setInterval(run, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/**
 * Runs `tick` every RECONCILE.everyMs with the time of the run; a run still going when the next is due is
 * not doubled. A failed run is logged and the next one tries again.
 */
export function startReconciler(
  tick: (now: Date) => Promise<unknown>,
  log: PaymentLog,
  options: { timers?: Timers; now?: () => Date } = {},
): { stop(): Promise<void> } {
  const timers = options.timers ?? realTimers;
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const handle = timers.setInterval(() => {
    if (running) return;
    running = Promise.resolve()
      .then(() => tick(now()))
      .then(
        () => undefined,
        (err: unknown) => log.error({ err }, 'payment: reconciliation failed'),
      )
      .finally(() => {
        running = null;
      });
  }, RECONCILE.everyMs);
  return {
    async stop() {
      timers.clearInterval(handle);
      await running;
    },
  };
}
