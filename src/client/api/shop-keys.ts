/**
 * The shop's query keys, apart from its calls (shop.ts) so the header can read the cart from the cache
 * without bringing the API client into the first chunk (tests/e2e/bundle-budget.spec.ts).
 */
export const shopKeys = {
  categories: ['shopcategories'] as const,
  /** Every page of every category, for invalidation. */
  allItems: ['itemshop'] as const,
  items: (category: number, page: number) => ['itemshop', category, page] as const,
  topSales: ['topsales'] as const,
  premiumSellers: ['premiumsellers'] as const,
  /** Every cart in the cache, for invalidation and optimistic updates. */
  allCarts: ['shopcart'] as const,
  cart: (usernum: number | undefined) => ['shopcart', usernum] as const,
  allPurchases: ['shoppurchases'] as const,
  purchases: (page: number) => ['shoppurchases', page] as const,
  allTopUps: ['topuphistory'] as const,
  topUps: (page: number) => ['topuphistory', page] as const,
};
