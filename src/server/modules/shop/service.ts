import type { ItemShopResponse, ShopCategory, TopSalesResponse } from '#shared/contracts/shop.ts';
import { pageFields } from '#shared/pager.ts';
import { PREMIUM_SELLERS_COUNT, SHOP_PAGE_SIZE, TOP_SALES_COUNT } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';
import { toShopItem } from './mapping.ts';
import {
  countItems,
  foldPendingSales,
  listCategories,
  listItems,
  listPremiumItems,
  listTopSales,
} from './repository.ts';

/** The visible items among some product numbers, for the cart (another module reaches them through here). */
export { findVisibleItems } from './repository.ts';

export async function shopCategories(db: Db): Promise<ShopCategory[]> {
  return listCategories(db);
}

export async function itemShopPage(db: Db, category: number, page: number): Promise<ItemShopResponse> {
  const [total, rows] = await Promise.all([
    countItems(db, category),
    listItems(db, category, SHOP_PAGE_SIZE, (page - 1) * SHOP_PAGE_SIZE),
  ]);
  return { itemshopdata: rows.map(toShopItem), ...pageFields(page, total, SHOP_PAGE_SIZE) };
}

/** The best sellers, after folding in the sales recorded since the last read (routes cache the answer). */
export async function topSales(db: Db): Promise<TopSalesResponse> {
  await foldPendingSales(db);
  return { itemshopdata: (await listTopSales(db, TOP_SALES_COUNT)).map(toShopItem) };
}

/**
 * The shop's Premium Sellers area: the items the operator flagged; with none flagged (a new shop), the best
 * sellers, so the area is never empty while there are sales (docs/product/shop-console.md, Premium sellers).
 */
export async function premiumSellers(db: Db): Promise<TopSalesResponse> {
  const flagged = await listPremiumItems(db, PREMIUM_SELLERS_COUNT);
  if (flagged.length === 0) await foldPendingSales(db);
  const rows = flagged.length > 0 ? flagged : await listTopSales(db, PREMIUM_SELLERS_COUNT);
  return { itemshopdata: rows.map(toShopItem) };
}
