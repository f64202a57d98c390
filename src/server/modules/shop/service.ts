import type { ItemShopResponse, ShopCategory, TopSalesResponse } from '#shared/contracts/shop.ts';
import { pageFields } from '#shared/pager.ts';
import { PREMIUM_SELLERS_COUNT, SHOP_PAGE_SIZE, TOP_SALES_COUNT } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';
import { toShopItem } from './mapping.ts';
import {
  countItems,
  foldPendingSales,
  listCategories,
  listedCountsByCategory,
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

/**
 * How many items the shop lists, in all (category 0) and per category: what bounds the item shop's cached
 * pages to the pages that exist (routes.ts).
 */
export interface CatalogueShape {
  total: number;
  byCategory: ReadonlyMap<number, number>;
}

export async function catalogueShape(db: Db): Promise<CatalogueShape> {
  const rows = await listedCountsByCategory(db);
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    byCategory: new Map(rows.map((row) => [row.category_id, row.n])),
  };
}

/**
 * A page of the item shop that holds no item (a category that does not exist or lists nothing, or a page
 * past the last), answered from the shape alone, exactly as itemShopPage would answer it; null for a page
 * that lists items. The cache keeps only the latter, so its keys are the pages that exist, whatever numbers
 * a client sends.
 */
export function emptyItemShopPage(
  shape: CatalogueShape,
  category: number,
  page: number,
): ItemShopResponse | null {
  const total = category === 0 ? shape.total : (shape.byCategory.get(category) ?? 0);
  if (page <= Math.ceil(total / SHOP_PAGE_SIZE)) return null;
  return { itemshopdata: [], ...pageFields(page, total, SHOP_PAGE_SIZE) };
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
