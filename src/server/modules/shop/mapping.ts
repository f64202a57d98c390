import type { ShopItem } from '#shared/contracts/shop.ts';
import { itemImage } from '#shared/shop-rules.ts';
import type { ItemRow } from './repository.ts';

/** A catalogue row in the classic panel's shape (ProductNum, ItemName, image_url ...). */
export function toShopItem(row: ItemRow): ShopItem {
  return {
    ProductNum: row.product_num,
    ItemName: row.item_name,
    image_url: itemImage(row.icon),
    icon: row.icon,
    price: row.price,
    section: row.section,
    description: row.description,
    ribbon: row.ribbon,
    category: row.category_id,
    stock: row.stock,
  };
}
