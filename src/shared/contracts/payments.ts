import { z } from 'zod';
import {
  ATTENTION_REASONS,
  MAX_PACKAGE_CENTAVOS,
  MIN_PACKAGE_CENTAVOS,
  ORDER_REFERENCE,
  ORDER_STATUSES,
  PACKAGE_NAME_MAX,
  PAYMENT_METHOD_NAMES,
  PAYMENT_PROVIDERS,
  type PaymentMethod,
} from '../payment-rules.ts';
import { MAX_PRICE } from '../shop-rules.ts';
import { versionField } from './versions.ts';
import { wholeNumber } from './whole-number.ts';

/** Top-up by payment: the player's API (/api/topup/...) and the console's (/api/admin/payments/...). */

const topUpPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The price in centavos (PHP x 100). */
  priceCentavos: z.number().int(),
  rcoin: z.number().int(),
  bonusRcoin: z.number().int(),
});

/** GET /api/topup/packages: what /topup offers; `available` false when no provider is set up. */
export const topUpOfferSchema = z.object({
  available: z.boolean(),
  packages: z.array(topUpPackageSchema),
});
export type TopUpOffer = z.infer<typeof topUpOfferSchema>;

const packageId = wholeNumber({
  name: 'packageId',
  min: 1,
  max: 2_147_483_647,
  message: 'Choose a package.',
});

export const createOrderSchema = z.strictObject({ packageId });

export const orderCreatedSchema = z.object({
  reference: z.string(),
  /** The provider's hosted checkout: the browser goes there next. */
  checkoutUrl: z.string(),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

export const orderParamsSchema = z.strictObject({
  reference: z.string().max(23, 'There is no such order.').regex(ORDER_REFERENCE, 'There is no such order.'),
});

/** GET /api/topup/orders/:reference: the state /topup/success shows; balances once it is paid. */
export const orderStateSchema = z.object({
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  priceCentavos: z.number().int(),
  rcoin: z.number().int(),
  paidAt: z.string().nullable(),
  userPoints: z.number().int().optional(),
  userPoints2: z.number().int().optional(),
});
export type OrderState = z.infer<typeof orderStateSchema>;

// ---------- the console

const pageQuery = wholeNumber({ name: 'page', min: 1, max: 1_000_000 });

export const adminOrdersQuerySchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: 'status must be pending, paid, failed or expired.' }).optional(),
  page: pageQuery.default(1),
});

const adminOrderSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  userNum: z.number().int(),
  userId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's checkout session id (cs_...), null until the checkout was made. */
  providerRef: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  priceCentavos: z.number().int(),
  rcoin: z.number().int(),
  packageName: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderSchema),
  page: z.number().int(),
  lastPage: z.number().int(),
  total: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderParamsSchema = z.strictObject({
  id: wholeNumber({ name: 'id', min: 1, max: Number.MAX_SAFE_INTEGER }),
});

export const recheckResultSchema = z.object({
  message: z.string(),
  order: adminOrderSchema,
});
export type RecheckResult = z.infer<typeof recheckResultSchema>;

export const adminPackageSchema = topUpPackageSchema.extend({
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  ...versionField,
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;
export const adminPackageListSchema = z.object({ packages: z.array(adminPackageSchema) });
export type AdminPackageList = z.infer<typeof adminPackageListSchema>;

export const packageSaveSchema = z.strictObject({
  name: z
    .string({ error: 'Give the package a name.' })
    .trim()
    .min(1, 'Give the package a name.')
    .max(PACKAGE_NAME_MAX, `The name must be at most ${PACKAGE_NAME_MAX} characters.`),
  priceCentavos: wholeNumber({
    name: 'priceCentavos',
    min: MIN_PACKAGE_CENTAVOS,
    max: MAX_PACKAGE_CENTAVOS,
    message: 'The price must be from ₱20.00 to ₱100,000.00, in whole centavos.',
  }),
  rcoin: wholeNumber({
    name: 'rcoin',
    min: 1,
    max: MAX_PRICE,
    message: `R-Coin must be a whole number from 1 to ${MAX_PRICE.toLocaleString('en-US')}.`,
  }),
  bonusRcoin: wholeNumber({
    name: 'bonusRcoin',
    min: 0,
    max: MAX_PRICE,
    message: `The bonus must be a whole number from 0 to ${MAX_PRICE.toLocaleString('en-US')}.`,
  }),
  isActive: z.boolean({ error: 'isActive must be true or false.' }),
  sortOrder: wholeNumber({ name: 'sortOrder', min: 0, max: 10_000 }),
});
export type PackageSave = z.input<typeof packageSaveSchema>;

export const packageParamsSchema = z.strictObject({
  id: wholeNumber({ name: 'id', min: 1, max: 2_147_483_647 }),
});

// ---------- needs attention: verified webhook events that changed nothing

const attentionItemSchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  reason: z.enum(ATTENTION_REASONS),
  livemode: z.boolean(),
  /** The provider's checkout id the event names (cs_...), when it names one. */
  providerRef: z.string().nullable(),
  /** Our order's reference, when the checkout is one of ours. */
  orderReference: z.string().nullable(),
  paidCentavos: z.number().int().nullable(),
  paidCurrency: z.string().nullable(),
  expectedCentavos: z.number().int().nullable(),
  expectedCurrency: z.string().nullable(),
  receivedAt: z.string(),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

/** GET /api/admin/payments/attention: how many are open, and the newest open ones. */
export const attentionListSchema = z.object({
  open: z.number().int(),
  items: z.array(attentionItemSchema),
});
export type AttentionList = z.infer<typeof attentionListSchema>;

export const attentionParamsSchema = z.strictObject({
  id: wholeNumber({ name: 'id', min: 1, max: Number.MAX_SAFE_INTEGER }),
});

export const attentionResolvedSchema = z.object({ message: z.string() });
export type AttentionResolved = z.infer<typeof attentionResolvedSchema>;

// ---------- payment settings

/** GET/PUT /api/admin/payments/settings: the methods a new checkout offers. */
export const paymentSettingsSchema = z.object({
  methods: z.array(z.enum(PAYMENT_METHOD_NAMES as [PaymentMethod, ...PaymentMethod[]])),
  updatedAt: z.string(),
  ...versionField,
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const paymentSettingsSaveSchema = z.strictObject({
  methods: z
    .array(
      z.enum(PAYMENT_METHOD_NAMES as [PaymentMethod, ...PaymentMethod[]], {
        error: 'Choose only payment methods PayMongo names.',
      }),
      { error: 'methods must be a list of payment methods.' },
    )
    .min(1, 'Keep at least one payment method.')
    .max(PAYMENT_METHOD_NAMES.length, 'Name each payment method once.')
    .refine((list) => new Set(list).size === list.length, 'Name each payment method once.'),
});
export type PaymentSettingsSave = z.infer<typeof paymentSettingsSaveSchema>;
