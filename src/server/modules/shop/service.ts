import type { ItemShopResponse, ShopCategory, TopSalesResponse } from '#shared/contracts/shop.ts';
import { pageFields } from '#shared/pager.ts';
import { SHOP_PAGE_SIZE, TOP_SALES_COUNT } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';
import { toShopItem } from './mapping.ts';
import { countItems, listCategories, listItems, listTopSales } from './repository.ts';

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

export async function topSales(db: Db): Promise<TopSalesResponse> {
  return { itemshopdata: (await listTopSales(db, TOP_SALES_COUNT)).map(toShopItem) };
}
