import { queryOptions } from '@tanstack/react-query';
import type { OrderCreated, OrderState, TopUpOffer } from '#shared/contracts/payments.ts';
import { ORDER_POLL_MS } from '#shared/payment-rules.ts';
import { api } from './client.ts';

/** Top-up by payment (docs/product/payments.md): the packages, starting an order, and its state. */
const paymentKeys = {
  offer: ['topup', 'packages'] as const,
  order: (reference: string) => ['topup', 'order', reference] as const,
  fakeCheckout: (id: string) => ['topup', 'fake-checkout', id] as const,
};

export const topUpOfferQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.offer,
    queryFn: () => api.get<TopUpOffer>('topup/packages'),
    staleTime: 60_000,
  });

/**
 * The order /topup/success shows: asked again every ORDER_POLL_MS while it is pending (the webhook usually
 * settles it within seconds), then no more.
 */
export const orderStateQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: paymentKeys.order(reference),
    queryFn: () => api.get<OrderState>(`topup/orders/${encodeURIComponent(reference)}`),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
    retry: false,
  });

export const startTopUp = (packageId: number) => api.post<OrderCreated>('topup/orders', { packageId });

/** The fake provider's checkout (development and demo only). */
export interface FakeCheckout {
  id: string;
  reference: string;
  amountCentavos: number;
  status: 'active' | 'paid' | 'expired';
}

export const fakeCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.fakeCheckout(id),
    queryFn: () => api.get<FakeCheckout>(`payments/fake/checkouts/${encodeURIComponent(id)}`),
    retry: false,
  });

export const fakeCheckoutAction = (id: string, action: 'pay' | 'fail') =>
  api.post<FakeCheckout>(`payments/fake/checkouts/${encodeURIComponent(id)}/${action}`);
