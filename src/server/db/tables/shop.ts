import type { ColumnType, Generated } from 'kysely';
import type { Currency } from '#shared/shop-rules.ts';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** The two balances of a player: R-Coin (users.user_point) and Milleage (users.user_point2). One type, in src/shared. */
export type { Currency };
export type LedgerSource = 'voucher' | 'purchase' | 'refund' | 'admin' | 'payment' | 'vote';

/** Append-only: one row per balance change. A user's balance always equals the sum of their rows. */
interface WalletLedgerTable {
  id: Generated<number>;
  user_num: number;
  currency: Currency;
  amount: number;
  balance_after: number;
  source: LedgerSource;
  reference: string;
  created_at: CreatedAt;
}

interface ShopCategoriesTable {
  id: Generated<number>;
  category_name: string;
  sort_order: Generated<number>;
  /** Hidden: no tab, and its items leave the public listing (20261123_2030). */
  is_hidden: Generated<boolean>;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

interface ShopItemsTable {
  product_num: Generated<number>;
  category_id: number;
  item_name: string;
  description: string;
  /** File name under /img/shop/items/ (null = the default image). */
  icon: string | null;
  /** Price in the currency of `section`: 2 = Milleage, anything else = R-Coin. */
  price: number;
  section: number;
  ribbon: string | null;
  /** null = unlimited; otherwise decremented in the buying transaction. */
  stock: number | null;
  /** The game's item id (ItemMain / ItemSub) so the item bank can deliver it. */
  item_main: number;
  item_sub: number;
  is_hidden: Generated<boolean>;
  /** Shown in the shop's Premium Sellers area (20261123_2040). */
  is_premium: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  /** Raised by one with each change; a console save names the version it edits (db/versions.ts). */
  version: ColumnType<number, never, never>;
}

interface ShopCartTable {
  seq: Generated<number>;
  user_num: number;
  product_num: number;
  quantity: number;
  is_checked: Generated<number>;
  created_at: CreatedAt;
}

/** One row per bought item, the way a Ran server's item bank (ShopPurchase) expects it. */
interface ShopPurchasesTable {
  pur_num: Generated<number>;
  order_ref: string;
  user_num: number;
  product_num: number;
  item_main: number;
  item_sub: number;
  pur_price: number;
  currency: Currency;
  /** 0 waiting in the item bank, 1 claimed in game, 2 cancelling (the game is asked), 3 cancelled and refunded. */
  pur_flag: Generated<number>;
  pur_date: CreatedAt;
  flag_changed_at: Date | null;
  /** The outbox delivery carrying it to the game's item bank and its place there; null without the bridge. */
  game_delivery_key: string | null;
  game_seq: number | null;
  /** The game's ShopPurchase.PurKey once delivered. */
  game_pur_key: number | null;
}

/** Units sold per item, refunded units taken off: the best sellers' totals (migration 20261124_0300). */
interface ShopItemSalesTable {
  product_num: number;
  sold: number;
}

/** Sales not yet added to shop_item_sales, appended by triggers on shop_purchases in the buyer's transaction. */
interface ShopSalesPendingTable {
  product_num: number;
  delta: number;
}

interface VouchersTable {
  id: Generated<number>;
  /** SHA-256 of the exact code (case-sensitive); the code itself is never stored while it is unspent. */
  code_hash: string;
  value: number;
  currency: Currency;
  /** The batch's name (the label of the codes made before batches existed). */
  batch: string;
  /** Its batch (voucher_batches); null only for a row inserted by hand. */
  batch_id: number | null;
  expires_at: Date | null;
  created_at: CreatedAt;
  /** Revoked codes can never be redeemed; a redeemed code cannot be revoked. */
  revoked_at: Date | null;
  redeemed_by: number | null;
  redeemed_at: Date | null;
  /** The code as the player typed it, kept only once spent (a spent code is worthless) for the history. */
  redeemed_code: string | null;
  referral_code: string | null;
}

/** Codes made in one go (docs/product/vouchers.md). Only the codes' hashes are stored, in vouchers. */
interface VoucherBatchesTable {
  id: Generated<number>;
  name: string;
  value: number;
  currency: Currency;
  count: number;
  prefix: Generated<string>;
  expires_at: Date | null;
  /** The staff member; null for `npm run vouchers` (and batches of codes made before batches existed). */
  created_by: number | null;
  created_at: CreatedAt;
  revoked_at: Date | null;
  revoked_by: number | null;
}

interface IdempotencyKeysTable {
  user_num: number;
  key: string;
  fingerprint: string;
  state: 'running' | 'done';
  response_status: number | null;
  /** The first answer, replayed to retries (stored as JSON text, read back parsed). */
  response_body: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  locked_at: Generated<Date>;
}

export interface ShopTables {
  wallet_ledger: WalletLedgerTable;
  shop_categories: ShopCategoriesTable;
  shop_items: ShopItemsTable;
  shop_cart: ShopCartTable;
  shop_purchases: ShopPurchasesTable;
  shop_item_sales: ShopItemSalesTable;
  shop_sales_pending: ShopSalesPendingTable;
  vouchers: VouchersTable;
  voucher_batches: VoucherBatchesTable;
  idempotency_keys: IdempotencyKeysTable;
}
