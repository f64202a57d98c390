import type { FastifyInstance } from 'fastify';

/** Small helpers over app.inject for the shop tests (bearer clients, like the game launcher would be). */
export function shopClient(app: FastifyInstance, auth: Record<string, string> = {}, remoteAddress?: string) {
  const call = (method: 'GET' | 'POST', url: string, body?: unknown, key?: string) =>
    app.inject({
      method,
      url,
      remoteAddress,
      headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body?: unknown, key?: string) => call('POST', url, body, key),
    redeem: (code: string, key?: string) => call('POST', '/api/processCoupon', { CouponCode: code }, key),
    buy: (productNum: number, key?: string, extra = '') =>
      call('POST', `/api/buyitem?productnum=${productNum}${extra}`, undefined, key),
    addToCart: (productNum: number) => call('POST', `/api/addtocart?productnum=${productNum}`),
    cart: () => call('GET', '/api/shopcart'),
    /** `prices`: per row, the unit price and currency the page showed (the optional body). */
    checkout: (
      items?: number[],
      key?: string,
      prices?: Array<{ seq: number; price?: number; currency?: string }>,
    ) =>
      call(
        'POST',
        `/api/buycartitem${items ? `?items=${items.join(',')}` : ''}`,
        prices === undefined ? undefined : { prices },
        key,
      ),
    cancel: (purNum: number, key?: string) => call('POST', '/api/cancelpurchase', { PurNum: purNum }, key),
  };
}

/** A rate store that never limits: for tests that fire hundreds of requests from one account on purpose. */
export const unlimitedRateStore = {
  hit: async () => ({ count: 1, resetInSeconds: 60 }),
  reset: async () => {},
  close: async () => {},
};
