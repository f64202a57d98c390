import { randomBytes } from 'node:crypto';
import type { OrderCreated, OrderState, TopUpOffer } from '#shared/contracts/payments.ts';
import { PAYMENT_MESSAGES } from '#shared/payment-rules.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, HttpError, notFound, unauthorized } from '../../http-error.ts';
import { type BalanceNotices, getBalances, moneyTransaction, moveMoney } from '../wallet/service.ts';
import type { PaidPayment, PaymentProvider, WebhookEvent } from './provider.ts';
import { ProviderUnavailable, WebhookRejected } from './provider.ts';
import * as repo from './repository.ts';

/** A player's top-ups, for the vouchers module's Top-up History (another module reaches them through here). */
export { countTopUps, listTopUps } from './repository.ts';

/** Where a line about a payment goes: the request's logger, or the app's for the reconciler. */
export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const unavailable = () => new HttpError(503, PAYMENT_MESSAGES.unavailable);

export async function topUpOffer(db: Db, provider: PaymentProvider | null): Promise<TopUpOffer> {
  if (!provider) return { available: false, packages: [] };
  const rows = await repo.activePackages(db);
  return {
    available: true,
    packages: rows.map((r) => ({
      id: r.id,
      name: r.name,
      priceCentavos: r.price_centavos,
      rcoin: r.rcoin,
      bonusRcoin: r.bonus_rcoin,
    })),
  };
}

const newReference = () => `TU-${randomBytes(10).toString('hex')}`;

/**
 * Pay: an order from the package's own price (never one the browser names), then the provider's hosted
 * checkout. The order is stored first, so a checkout that the provider made but whose answer was lost can
 * still be matched by its reference; if the provider cannot be reached the order is failed and nothing
 * was charged.
 */
export async function createOrder(
  db: Db,
  provider: PaymentProvider | null,
  input: { userNum: number; packageId: number; siteUrl: string },
  log: PaymentLog,
): Promise<OrderCreated> {
  if (!provider) throw unavailable();
  const pack = await repo.findActivePackage(db, input.packageId);
  if (!pack) throw notFound(PAYMENT_MESSAGES.noPackage);
  const { methods } = await repo.readPaymentSettings(db);
  const reference = newReference();
  const rcoin = pack.rcoin + pack.bonus_rcoin;
  const order = await repo.insertOrder(db, {
    reference,
    userNum: input.userNum,
    packageId: pack.id,
    packageName: pack.name,
    provider: provider.name,
    amountCentavos: pack.price_centavos,
    rcoin,
  });
  try {
    const checkout = await provider.createCheckout({
      reference,
      amountCentavos: pack.price_centavos,
      description: `${rcoin.toLocaleString('en-US')} R-Coin (${pack.name})`,
      successUrl: `${input.siteUrl}/topup/success?order=${reference}`,
      cancelUrl: `${input.siteUrl}/topup/cancel?order=${reference}`,
      methods,
    });
    await repo.setCheckout(db, order.id, checkout.providerRef, checkout.checkoutUrl);
    log.info({ order: reference, providerRef: checkout.providerRef }, 'payment: checkout created');
    return { reference, checkoutUrl: checkout.checkoutUrl };
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    await repo.closePendingOrder(db, order.id, 'failed', new Date());
    log.error({ order: reference, err: error.message }, 'payment: checkout could not be created');
    throw new HttpError(503, PAYMENT_MESSAGES.providerDown);
  }
}

type CreditOutcome = 'credited' | 'already_paid' | 'duplicate_event' | 'unknown_order' | 'mismatch';

/** A verified webhook event, as the crediting records it. */
type EventSeen = Pick<WebhookEvent, 'eventId' | 'type' | 'livemode'>;

/**
 * The one way a payment becomes R-Coin (docs/decisions/0021-payment-provider-and-crediting.md): the paid
 * amount and currency must equal the order's; then, in ONE transaction, the event id is recorded (its
 * primary key makes a repeated delivery a no-op), the order moves pending -> paid by a conditional update,
 * and only if that update changed the row, a `payment` ledger row credits the R-Coin (its unique reference
 * is the last backstop). A webhook, the reconciler and an operator's re-check all end here. A webhook event
 * that names no order of ours or a different amount is kept for the operator (payment_attention).
 */
async function creditPayment(
  db: Db,
  balances: BalanceNotices,
  payment: PaidPayment,
  event: EventSeen | null,
  log: PaymentLog,
  now = new Date(),
): Promise<CreditOutcome> {
  const paid = { amountCentavos: payment.amountCentavos, currency: payment.currency };
  const order = await repo.findOrderByProviderRef(db, payment.providerRef);
  if (!order || (payment.reference !== null && payment.reference !== order.reference)) {
    log.warn(
      { providerRef: payment.providerRef, reference: payment.reference, event: event?.eventId ?? null },
      'payment: unknown order; nothing credited',
    );
    if (event) {
      await keepForOperator(
        db,
        event,
        'unknown_order',
        {
          providerRef: payment.providerRef,
          orderId: null,
          paid,
          expected: null,
        },
        now,
      );
    }
    return 'unknown_order';
  }
  if (payment.amountCentavos !== order.amount_centavos || payment.currency !== order.currency) {
    log.error(
      {
        order: order.reference,
        paid: `${payment.amountCentavos} ${payment.currency}`,
        expected: `${order.amount_centavos} ${order.currency}`,
      },
      'payment: amount or currency does not match the order; nothing credited',
    );
    if (event) {
      await keepForOperator(
        db,
        event,
        'mismatch',
        {
          providerRef: payment.providerRef,
          orderId: order.id,
          paid,
          expected: { amountCentavos: order.amount_centavos, currency: order.currency },
        },
        now,
      );
    }
    return 'mismatch';
  }
  const outcome = await moneyTransaction(db, balances, null, async (trx) => {
    if (event && !(await repo.recordEvent(trx, { ...event, orderId: order.id }))) {
      return 'duplicate_event' as const;
    }
    const paid = await repo.markPaid(trx, order.id, payment.paymentId, now);
    if (!paid) return 'already_paid' as const;
    await moveMoney(trx, {
      userNum: paid.user_num,
      currency: 'rcoin',
      amount: paid.rcoin,
      source: 'payment',
      reference: `payment:${paid.id}`,
    });
    return 'credited' as const;
  });
  log.info({ order: order.reference, event: event?.eventId ?? null, outcome }, 'payment: paid');
  return outcome;
}

function keepForOperator(
  db: Db,
  event: EventSeen,
  reason: repo.AttentionValues['reason'],
  found: Pick<repo.AttentionValues, 'providerRef' | 'orderId' | 'paid' | 'expected'>,
  now: Date,
) {
  return repo.recordAttention(
    db,
    { eventId: event.eventId, eventType: event.type, livemode: event.livemode, reason, ...found },
    now,
  );
}

/** What a re-check of one pending order found (the reconciler, the console's button, the success page). */
export type RecheckOutcome = CreditOutcome | 'still_open' | 'expired' | 'not_pending' | 'provider_down';

/**
 * Asks the provider about one order and acts on the answer: paid -> credited (once), over without a
 * payment -> expired, open -> left pending unless it is older than `expireBefore`.
 */
export async function recheckOrder(
  db: Db,
  balances: BalanceNotices,
  provider: PaymentProvider,
  order: repo.OrderRow,
  log: PaymentLog,
  now: Date,
  expireBefore?: Date,
): Promise<RecheckOutcome> {
  if (order.status === 'paid' || order.status === 'failed') return 'not_pending';
  if (!order.provider_ref) {
    // The checkout was never made (the provider's answer was lost): nothing can have been paid.
    if (expireBefore && order.created_at < expireBefore) {
      await repo.closePendingOrder(db, order.id, 'expired', now);
      return 'expired';
    }
    return 'still_open';
  }
  let state: Awaited<ReturnType<PaymentProvider['retrieve']>>;
  try {
    state = await provider.retrieve(order.provider_ref);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    log.warn(
      { order: order.reference, err: error.message },
      'payment: re-check could not reach the provider',
    );
    // Counted as a look, so a success page polling every few seconds does not hammer a provider that is down.
    await repo.markChecked(db, order.id, now);
    return 'provider_down';
  }
  if (state.state === 'paid') return creditPayment(db, balances, state.payment, null, log, now);
  if (order.status === 'expired') return 'expired';
  if (state.state === 'expired' || (expireBefore && order.created_at < expireBefore)) {
    const closed = await repo.closePendingOrder(db, order.id, 'expired', now);
    log.info({ order: order.reference }, 'payment: order expired without a payment');
    if (closed && state.state === 'open') await expireAtProvider(provider, order, log);
    return 'expired';
  }
  await repo.markChecked(db, order.id, now);
  return 'still_open';
}

/**
 * The site gave up on an open checkout: end it at the provider too, so nobody pays an order the site no
 * longer waits for. A payment that slips in first is still credited (expired -> paid); a provider that
 * cannot be reached or refuses leaves the site's expiry as it is, with a log line.
 */
async function expireAtProvider(provider: PaymentProvider, order: repo.OrderRow, log: PaymentLog) {
  if (!order.provider_ref) return;
  try {
    await provider.expire(order.provider_ref);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    log.warn(
      { order: order.reference, providerRef: order.provider_ref, err: error.message },
      'payment: the checkout could not be expired at the provider; the order is expired here',
    );
  }
}

/**
 * /topup/success asks this until the order is settled. A pending order whose webhook is late is asked
 * about at the provider at most every RECHECK_FROM_PAGE_MS, so the page settles even without a webhook.
 */
const RECHECK_FROM_PAGE_MS = 15_000;

export async function orderState(
  db: Db,
  balances: BalanceNotices,
  provider: PaymentProvider | null,
  userNum: number,
  reference: string,
  log: PaymentLog,
  now = new Date(),
): Promise<OrderState> {
  let order = await repo.findOrderByReference(db, reference);
  if (!order || order.user_num !== userNum) throw notFound(PAYMENT_MESSAGES.noOrder);
  const lastLook = (order.checked_at ?? order.created_at).getTime();
  if (provider && order.status === 'pending' && now.getTime() - lastLook >= RECHECK_FROM_PAGE_MS) {
    await recheckOrder(db, balances, provider, order, log, now);
    order = (await repo.findOrderById(db, order.id)) ?? order;
  }
  const paidBalances = order.status === 'paid' ? await getBalances(db, userNum) : {};
  return {
    reference: order.reference,
    status: order.status,
    priceCentavos: order.amount_centavos,
    rcoin: order.rcoin,
    paidAt: order.paid_at ? order.paid_at.toISOString() : null,
    ...paidBalances,
  };
}

/** How a verified webhook ended; every one of these is answered 200. */
export type WebhookOutcome = CreditOutcome | 'ignored' | 'mode_mismatch' | 'unreadable';

/**
 * POST /api/payments/paymongo/webhook: the signature over the raw body is checked before anything is read
 * (401 when it fails, 400 for a signed body that is no event). Every event that verifies is acknowledged
 * with 200, because the provider retries any other answer and disables a webhook whose events keep
 * failing: a paid checkout is credited once; an unknown order, a different amount or currency, and an
 * event of the other mode (live against a test key, or the reverse) change nothing, are logged and are
 * kept for the operator (the console's payments page, docs/product/payments.md).
 */
export async function receiveWebhook(
  db: Db,
  balances: BalanceNotices,
  provider: PaymentProvider | null,
  delivery: { rawBody: string; signature: string | undefined },
  log: PaymentLog,
  now = new Date(),
): Promise<WebhookOutcome> {
  if (!provider) throw unavailable();
  let event: WebhookEvent;
  try {
    event = provider.parseWebhook(delivery.rawBody, delivery.signature);
  } catch (error) {
    if (!(error instanceof WebhookRejected)) throw error;
    log.warn({ reason: error.reason, detail: error.message }, 'payment: webhook refused');
    throw unauthorized('The webhook signature does not verify.');
  }
  if (event.kind === 'unreadable') {
    log.error(
      { event: event.eventId, type: event.type, detail: event.detail },
      'payment: a signed webhook event the site cannot read; nothing changed',
    );
    await keepForOperator(
      db,
      event,
      'unreadable',
      { providerRef: null, orderId: null, paid: null, expected: null },
      now,
    );
    return 'unreadable';
  }
  if (event.kind === 'wrong_mode') {
    log.error(
      { event: event.eventId, type: event.type, livemode: event.livemode, providerRef: event.providerRef },
      'payment: webhook event of the other mode (test or live) than the key; nothing changed',
    );
    const order = event.providerRef ? await repo.findOrderByProviderRef(db, event.providerRef) : undefined;
    await keepForOperator(
      db,
      event,
      'mode_mismatch',
      {
        providerRef: event.providerRef,
        orderId: order?.id ?? null,
        paid: event.payment && {
          amountCentavos: event.payment.amountCentavos,
          currency: event.payment.currency,
        },
        expected: order ? { amountCentavos: order.amount_centavos, currency: order.currency } : null,
      },
      now,
    );
    return 'mode_mismatch';
  }
  if (event.kind === 'ignored') {
    log.info({ event: event.eventId, type: event.type }, 'payment: webhook event ignored');
    return 'ignored';
  }
  return creditPayment(db, balances, event.payment, event, log, now);
}

/**
 * The fake provider's Pay and Fail act only for the signed-in player whose order the checkout is: its id
 * alone (in an address bar, a screenshot) must not let anyone else pay or fail it.
 */
export async function assertCheckoutOwner(db: Db, providerRef: string, userNum: number): Promise<void> {
  const order = await repo.findOrderByProviderRef(db, providerRef);
  if (!order) throw notFound(PAYMENT_MESSAGES.noCheckout);
  if (order.user_num !== userNum) throw forbidden(PAYMENT_MESSAGES.notYourCheckout);
}
