import { z } from 'zod';
import { CART_MAX_QUANTITY, CURRENCIES, MAX_BALANCE, MAX_PRICE, SHOP_MESSAGES } from '../shop-rules.ts';
import { pageFieldsSchema } from './paging.ts';
import { wholeNumber } from './whole-number.ts';

/**
 * The wallet, voucher, shop, cart and history contract (docs/product/api.md, shop-and-wallet.md). Field names are the
 * classic panel's; extra fields (section, icon, stock, PurNum, PurFlag ...) are additions our client uses.
 */
// Row ids are PostgreSQL integers: anything above 2^31-1 is refused here rather than by the database.
const id = z.number().int().positive().max(2_147_483_647, 'The id is too large.');
const queryId = (name: string) => wholeNumber({ name, min: 1, max: 2_147_483_647 });
const queryPage = wholeNumber({ name: 'page', min: 1, max: 1_000_000 }).default(1);

// Money bounds (shop-rules.ts): the database guarantees them; the contracts state them for API clients.
const balance = z.number().int().min(0).max(MAX_BALANCE);
const price = z.number().int().min(0).max(MAX_PRICE);

// ---------- wallet and vouchers ----------

export const balancesSchema = z.object({ userPoints: balance, userPoints2: balance });
export type Balances = z.infer<typeof balancesSchema>;

export const couponRequestSchema = z.strictObject({
  CouponCode: z
    .string({ error: SHOP_MESSAGES.voucherRequired })
    .trim()
    .min(1, SHOP_MESSAGES.voucherRequired)
    .max(64, 'Voucher Code is too long.'),
  ReferralCode: z.string().trim().max(32, 'Referral Code is too long.').optional().default(''),
});

export const couponResponseSchema = z.object({
  message: z.string(),
  status: z.number().int(),
  couponcode: z.string(),
  userPoints: balance,
  userPoints2: balance,
});
export type CouponResponse = z.infer<typeof couponResponseSchema>;

export const moneyResponseSchema = z.object({
  message: z.string(),
  userPoints: balance,
  userPoints2: balance,
});
export type MoneyResponse = z.infer<typeof moneyResponseSchema>;

// ---------- catalogue ----------

const shopCategorySchema = z.object({ id: z.number().int(), category_name: z.string() });
export type ShopCategory = z.infer<typeof shopCategorySchema>;
export const shopCategoriesResponseSchema = z.array(shopCategorySchema);

const shopItemSchema = z.object({
  ProductNum: z.number().int(),
  ItemName: z.string(),
  image_url: z.string(),
  icon: z.string().nullable(),
  price,
  section: z.number().int(),
  description: z.string(),
  ribbon: z.string().nullable(),
  category: z.number().int(),
  /** null = unlimited. */
  stock: z.number().int().nullable(),
});
export type ShopItem = z.infer<typeof shopItemSchema>;

const pageFieldsShape = pageFieldsSchema.shape;

export const itemShopQuerySchema = z.strictObject({
  category: wholeNumber({ name: 'category', min: 0, max: 2_147_483_647 }).default(0),
  page: queryPage,
});
export const itemShopResponseSchema = z.object({ itemshopdata: z.array(shopItemSchema), ...pageFieldsShape });
export type ItemShopResponse = z.infer<typeof itemShopResponseSchema>;

export const topSalesResponseSchema = z.object({ itemshopdata: z.array(shopItemSchema) });
export type TopSalesResponse = z.infer<typeof topSalesResponseSchema>;

// ---------- cart ----------

export const cartQuerySchema = z.strictObject({ usernum: queryId('usernum').optional() });

const cartEntrySchema = z.object({
  seq: z.number().int(),
  quantity: z.number().int(),
  isChecked: z.number().int(),
  productnum: z.number().int(),
  /** false = the shop no longer lists the item: checkout leaves it out; the player can remove it. */
  available: z.boolean(),
  shopitem: z.object({
    ProductNum: z.number().int(),
    ItemName: z.string(),
    price,
    image_url: z.string(),
    section: z.number().int(),
    stock: z.number().int().nullable(),
  }),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;
export const cartResponseSchema = z.array(cartEntrySchema);

/** Query-only POSTs take no body; anything sent (a price, a quantity) is refused rather than ignored. */
export const emptyBodySchema = z
  .strictObject({}, { error: 'This call takes no request body.' })
  .optional()
  .nullable();

export const productQuerySchema = z.strictObject({ productnum: queryId('productnum') });

/**
 * The price and currency the player saw and confirmed (shop-rules.ts, ExpectedPrice), as an order's optional
 * fields: when given and no longer the price in force, the order is refused with 409 before any money moves.
 */
export const expectedPriceFields = {
  price: wholeNumber({ name: 'price', min: 0, max: MAX_PRICE }).optional(),
  currency: z.enum(CURRENCIES, { error: 'currency must be rcoin or milleage.' }).optional(),
};

/** Buy now: the product, the quantity, and the unit price and currency its card showed (optional). */
export const buyItemQuerySchema = z.strictObject({
  productnum: queryId('productnum'),
  quantity: wholeNumber({ name: 'quantity', min: 1, max: CART_MAX_QUANTITY }).optional(),
  ...expectedPriceFields,
});

export const updateQuantitySchema = z.strictObject({
  seq: id,
  ProductNum: id,
  quantityChange: z.union([z.literal(1), z.literal(-1)], { error: 'quantityChange must be +1 or -1.' }),
});
export const cartRowSchema = z.strictObject({ seq: id, ProductNum: id });

export const cartChangeResponseSchema = z.object({
  message: z.string(),
  seq: z.number().int(),
  quantity: z.number().int(),
  isChecked: z.number().int(),
});
export type CartChangeResponse = z.infer<typeof cartChangeResponseSchema>;

/** A checked cart row that checkout left out because the shop no longer lists its item. */
const unavailableRowSchema = z.object({
  seq: z.number().int(),
  ProductNum: z.number().int(),
  ItemName: z.string(),
});
export const checkoutResponseSchema = moneyResponseSchema.extend({
  unavailable: z.array(unavailableRowSchema),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * `items` = the checked cart rows the page will pay for, comma-separated seq numbers (a JSON array is
 * accepted too). It must list every checked row still for sale; it may list checked rows no longer for sale.
 */
export const buyCartQuerySchema = z.strictObject({
  items: z
    .string()
    .max(2000)
    .transform((raw, ctx) => {
      const text = raw.trim().replace(/^\[|\]$/g, '');
      if (text === '') return [];
      const parts = text.split(',').map((p) => p.trim());
      if (parts.length > 200 || !parts.every((p) => /^[1-9]\d{0,9}$/.test(p) && Number(p) <= 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', message: 'items must be a list of cart row numbers.' });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    })
    .optional(),
});

/**
 * What the cart page showed for each row it pays for: the row (`seq`) and the unit price and currency drawn
 * on it (expectedPriceFields). Optional, whole and per row: a client that sends no body pays the prices in
 * force, as before; a row whose price in force is not the one sent refuses the checkout (409 price_changed).
 */
export const buyCartBodySchema = z
  .strictObject({
    prices: z
      .array(z.strictObject({ seq: id, ...expectedPriceFields }))
      .max(200)
      .refine(
        (rows) => new Set(rows.map((r) => r.seq)).size === rows.length,
        'Each cart row may have one price.',
      ),
  })
  .optional()
  .nullable();

// ---------- histories and cancelling ----------

export const historyQuerySchema = z.strictObject({ page: queryPage });

const purchaseEntrySchema = z.object({
  PurNum: z.number().int(),
  shopitem: z.object({
    ProductNum: z.number().int(),
    ItemName: z.string(),
    image_url: z.string(),
    section: z.number().int(),
  }),
  quantity: z.number().int(),
  price,
  PurDate: z.string(),
  PurFlag: z.number().int(),
});
export const purchaseHistoryResponseSchema = z.object({
  purchasehistory: z.array(purchaseEntrySchema),
  ...pageFieldsShape,
});
export type PurchaseHistoryResponse = z.infer<typeof purchaseHistoryResponseSchema>;

/**
 * A voucher redemption (CardCode = the code) or a paid top-up (CardCode = the order's reference, with
 * the price paid): the spec's three fields first, then what tells the two apart.
 */
const topUpEntrySchema = z.object({
  CardCode: z.string(),
  DateTopUp: z.string(),
  Cardvalue: z.number().int().min(0).max(MAX_BALANCE),
  currency: z.enum(CURRENCIES),
  source: z.enum(['voucher', 'payment']),
  /** What a paid top-up cost, in centavos; null for a voucher. */
  priceCentavos: z.number().int().nullable(),
});
export const topUpHistoryResponseSchema = z.object({
  topuphistory: z.array(topUpEntrySchema),
  ...pageFieldsShape,
});
export type TopUpHistoryResponse = z.infer<typeof topUpHistoryResponseSchema>;

export const cancelPurchaseSchema = z.strictObject({ PurNum: id });
