import { z } from 'zod';
import { MAX_PRICE, SHOP_RIBBONS } from '../shop-rules.ts';
import { pageFieldsSchema } from './paging.ts';
import { versionField } from './versions.ts';
import { wholeNumber } from './whole-number.ts';

/** The console's shop catalogue (docs/product/shop-console.md): categories and items. */

const itemIdPart = (name: string) =>
  z
    .number({ error: `${name} must be a whole number.` })
    .int(`${name} must be a whole number.`)
    .min(0, `${name} must be 0 or more.`)
    .max(65_535, `${name} must be at most 65535.`);

const categoryName = z
  .string({ error: 'The category name is required.' })
  .trim()
  .min(1, 'The category name is required.')
  .max(40, 'The category name may be at most 40 characters.');

export const categoryCreateSchema = z.strictObject({ name: categoryName });
export const categoryUpdateSchema = z.strictObject({ name: categoryName, hidden: z.boolean() });
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hidden: z.boolean(),
  sort_order: z.number().int(),
  /** Items in it, hidden ones included. */
  items: z.number().int(),
  /** Items in it not hidden themselves: the ones that leave the shop with it when it is hidden. */
  on_sale: z.number().int(),
  ...versionField,
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoriesSchema = z.object({ data: z.array(adminCategorySchema) });
export type AdminCategories = z.infer<typeof adminCategoriesSchema>;

/**
 * An icon: an uploaded picture ('/media/...', purpose item-icon), the file name of an icon shipped under
 * /img/shop/items/ (the seeded items), or null for the default image.
 */
const iconSchema = z
  .string()
  .max(80, 'The icon address is too long.')
  .regex(
    /^(\/media\/[0-9a-f]{64}\.(png|jpg|webp|gif)|[A-Za-z0-9_-]{1,60}\.(png|jpg|webp|gif|svg))$/,
    'The icon must be an image uploaded as an item icon.',
  )
  .nullable();

export const itemSaveSchema = z.strictObject({
  name: z
    .string({ error: 'The item name is required.' })
    .trim()
    .min(1, 'The item name is required.')
    .max(60, 'The item name may be at most 60 characters.'),
  category_id: z.number({ error: 'Pick a category.' }).int().min(1, 'Pick a category.').max(2_147_483_647),
  icon: iconSchema,
  item_main: itemIdPart('The item main id'),
  item_sub: itemIdPart('The item sub id'),
  price: z
    .number({ error: 'The price must be a whole number.' })
    .int('The price must be a whole number.')
    .min(1, 'The price must be at least 1.')
    .max(MAX_PRICE, `The price may be at most ${MAX_PRICE}.`),
  /** The spec's `section`: 1 = R-Coin, 2 = Milleage. */
  section: z.union([z.literal(1), z.literal(2)], {
    error: 'The currency must be R-Coin (1) or Milleage (2).',
  }),
  stock: z
    .number({ error: 'The stock must be a whole number.' })
    .int('The stock must be a whole number.')
    .min(0, 'The stock must be 0 or more.')
    .max(1_000_000, 'The stock may be at most 1000000.')
    .nullable(),
  ribbon: z.enum(SHOP_RIBBONS, { error: 'The ribbon must be new, hot or sale.' }).nullable(),
  description: z.string().trim().max(2000, 'The description may be at most 2000 characters.'),
  hidden: z.boolean(),
  /** Shown in the shop's Premium Sellers area. */
  premium: z.boolean(),
  sort_order: z.number().int().min(0).max(1_000_000),
});
export type ItemSave = z.infer<typeof itemSaveSchema>;

export const itemVisibilitySchema = z.strictObject({ hidden: z.boolean() });

export const ADMIN_ITEMS_PAGE_SIZE = 25;

export const adminItemsQuerySchema = z.strictObject({
  q: z.string().trim().max(100, 'The search may be at most 100 characters.').optional().default(''),
  category: wholeNumber({ name: 'category', min: 0, max: 2_147_483_647 }).default(0),
  page: wholeNumber({ name: 'page', min: 1, max: 100_000 }).default(1),
});

const adminItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category_id: z.number().int(),
  icon: z.string().nullable(),
  image_url: z.string(),
  item_main: z.number().int(),
  item_sub: z.number().int(),
  price: z.number().int(),
  section: z.number().int(),
  stock: z.number().int().nullable(),
  ribbon: z.string().nullable(),
  description: z.string(),
  hidden: z.boolean(),
  premium: z.boolean(),
  sort_order: z.number().int(),
  ...versionField,
});
export type AdminItem = z.infer<typeof adminItemSchema>;
export const adminItemsSchema = z
  .object({ data: z.array(adminItemSchema), total: z.number().int() })
  .extend(pageFieldsSchema.shape);
export type AdminItems = z.infer<typeof adminItemsSchema>;

// ---------- sales ----------

const day = (name: string) =>
  z
    .string({ error: `${name} is required (YYYY-MM-DD).` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD).`)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      `${name} must be a real date.`,
    );

/** GET /api/admin/shop/sales?from&to: Manila days, both included, at most 366 days. */
export const salesQuerySchema = z
  .strictObject({ from: day('from'), to: day('to') })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to.', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 365 * 86_400_000, {
    message: 'The range may be at most 366 days.',
    path: ['to'],
  });

const byCurrency = z.object({ rcoin: z.number().int(), milleage: z.number().int() });
const salesRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Units ordered in the range and not refunded. */
  units: z.number().int(),
  revenue: byCurrency,
  /** Units refunded in the range (whenever they were ordered), and the money given back. */
  refunds: z.number().int(),
  refunded: byCurrency,
});
export const salesResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.array(salesRowSchema),
  total: z.object({
    units: z.number().int(),
    revenue: byCurrency,
    refunds: z.number().int(),
    refunded: byCurrency,
  }),
});
export type SalesReport = z.infer<typeof salesResponseSchema>;

// ---------- CSV import ----------

/** The longest catalogue CSV the import reads, in characters: about 5000 items with short descriptions. */
export const CATALOGUE_CSV_MAX = 1_000_000;

/** POST /api/admin/shop/import: the CSV text of an export; `apply` false = preview only. */
export const catalogueImportSchema = z.strictObject({
  csv: z
    .string({ error: 'csv is required.' })
    .min(1, 'The file is empty.')
    .max(
      CATALOGUE_CSV_MAX,
      `The file may be at most ${CATALOGUE_CSV_MAX.toLocaleString('en-US')} characters.`,
    ),
  apply: z.boolean(),
});
const importChangeSchema = z.object({
  line: z.number().int(),
  id: z.number().int().nullable(),
  name: z.string(),
  action: z.enum(['create', 'update']),
  changes: z.array(z.object({ field: z.string(), old: z.unknown(), new: z.unknown() })),
});
export const catalogueImportResponseSchema = z.object({
  message: z.string(),
  applied: z.boolean(),
  changes: z.array(importChangeSchema),
  unchanged: z.number().int(),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResponseSchema>;
