import { z } from 'zod';
import {
  CHARACTER_SERVICES,
  MAX_COOLDOWN_MINUTES,
  MAX_GATE,
  MAX_MAP_MAIN,
  MAX_MAP_SUB,
  MAX_MIN_LEVEL,
  nameProblem,
  ORDER_STATUSES,
  REFUSAL_REASONS,
} from '../character-services.ts';
import { CURRENCIES, MAX_BALANCE, MAX_PRICE } from '../shop-rules.ts';
import { expectedPriceFields } from './shop.ts';
import { versionField } from './versions.ts';
import { wholeNumber } from './whole-number.ts';

/**
 * Character services (docs/product/character-services.md): the player's /api/characters/... and the
 * console's /api/admin/character-services.
 */

const balance = z.number().int().min(0).max(MAX_BALANCE);
const service = z.enum(CHARACTER_SERVICES);
const currency = z.enum(CURRENCIES);
const school = z.number().int().min(0).max(2);

/** What one service costs and allows, as the player sees it. */
const offerSchema = z.object({
  service,
  enabled: z.boolean(),
  /** 0 = free. */
  price: z.number().int().min(0),
  currency,
  cooldownMinutes: z.number().int().min(0),
  /** Change school only: the lowest level that may change. */
  minLevel: z.number().int().nullable(),
});
export type ServiceOffer = z.infer<typeof offerSchema>;

/** Why a service cannot be ordered for a character now; null when it can. */
const blockSchema = z
  .object({
    reason: z.enum(['off', 'online', 'level', 'in_guild', 'cooldown', 'gone']),
    message: z.string(),
    /** For a cooldown: when it ends. */
    until: z.string().nullable(),
  })
  .nullable();

const characterStateSchema = z.object({
  chaNum: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  school,
  /** As the game said just now; null when the game did not answer (an order then waits for it). */
  online: z.boolean().nullable(),
  inGuild: z.boolean().nullable(),
  services: z.object({ unstuck: blockSchema, school: blockSchema, rename: blockSchema }),
});
export type CharacterState = z.infer<typeof characterStateSchema>;

const orderSchema = z.object({
  id: z.number().int(),
  chaNum: z.number().int(),
  /** The character's name when it was ordered. */
  chaName: z.string(),
  service,
  newSchool: school.nullable(),
  newName: z.string().nullable(),
  price: z.number().int(),
  currency: currency.nullable(),
  status: z.enum(ORDER_STATUSES),
  reason: z.enum(REFUSAL_REASONS).nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type CharacterOrder = z.infer<typeof orderSchema>;

/** GET /api/characters/services: the offers, each character with what it may have now, the recent orders. */
export const servicesStateSchema = z.object({
  offers: z.array(offerSchema),
  /** Whether the game answered this read (false: states are the site's copy; orders wait for the game). */
  gameAnswered: z.boolean(),
  characters: z.array(characterStateSchema),
  orders: z.array(orderSchema),
});
export type ServicesState = z.infer<typeof servicesStateSchema>;

export const characterParamsSchema = z.strictObject({
  chaNum: wholeNumber({ name: 'chaNum', min: 1, max: 2_147_483_647 }),
});

/**
 * Every order may name the price and currency the player confirmed (contracts/shop.ts, expectedPriceFields):
 * optional, so API clients that send neither order as before; a price changed since is refused with 409.
 */
export const unstuckBodySchema = z
  .strictObject({ ...expectedPriceFields })
  .optional()
  .nullable();

export const schoolBodySchema = z.strictObject({
  school: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Choose a school.' }),
  ...expectedPriceFields,
});

export const renameBodySchema = z.strictObject({
  ...expectedPriceFields,
  name: z
    .string({ error: 'Type the new name.' })
    .max(64, 'A name has at most 16 characters.')
    .superRefine((name, ctx) => {
      const problem = nameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

/** A placed order: what the player is told, the order, and the balances after its price was taken. */
export const orderPlacedSchema = z.object({
  message: z.string(),
  order: orderSchema,
  userPoints: balance,
  userPoints2: balance,
});
export type OrderPlaced = z.infer<typeof orderPlacedSchema>;

// ---------- the console

const settingNumber = (name: string, max: number, min = 0) =>
  wholeNumber({ name, min, max, message: `${name} must be a whole number from ${min} to ${max}.` });

const serviceSettingShape = {
  enabled: z.boolean(),
  price: wholeNumber({
    name: 'price',
    min: 0,
    max: MAX_PRICE,
    message: `The price must be a whole number from 0 (free) to ${MAX_PRICE.toLocaleString('en-US')}.`,
  }),
  currency: z.enum(CURRENCIES, { error: 'Choose R-Coin or Milleage.' }),
  cooldownMinutes: wholeNumber({
    name: 'cooldownMinutes',
    min: 0,
    max: MAX_COOLDOWN_MINUTES,
    message: `The cooldown must be from 0 to ${MAX_COOLDOWN_MINUTES.toLocaleString('en-US')} minutes (a year).`,
  }),
};

const startPointSchema = z.strictObject({
  mapMain: settingNumber('The map’s MainID', MAX_MAP_MAIN),
  mapSub: settingNumber('The map’s SubID', MAX_MAP_SUB),
  gate: settingNumber('The gate', MAX_GATE),
});

/** PUT /api/admin/character-services (with the version it was loaded at): the whole settings form. */
export const serviceSettingsSaveSchema = z.strictObject({
  unstuck: z.strictObject(serviceSettingShape),
  school: z.strictObject({
    ...serviceSettingShape,
    minLevel: settingNumber('The minimum level', MAX_MIN_LEVEL, 1),
  }),
  rename: z.strictObject(serviceSettingShape),
  /** Each school's start point: Sacred Gate, Mystic Peak, Phoenix. */
  starts: z.tuple([startPointSchema, startPointSchema, startPointSchema]),
});
export type ServiceSettingsSave = z.infer<typeof serviceSettingsSaveSchema>;
/** The form's body as sent: numbers may travel as the digits typed (whole-number.ts). */
export type ServiceSettingsInput = z.input<typeof serviceSettingsSaveSchema>;

const serviceSettingOut = z.object({
  enabled: z.boolean(),
  price: z.number().int(),
  currency,
  cooldownMinutes: z.number().int(),
});
const startPointOut = z.object({
  mapMain: z.number().int(),
  mapSub: z.number().int(),
  gate: z.number().int(),
});

export const serviceSettingsSchema = z.object({
  unstuck: serviceSettingOut,
  school: serviceSettingOut.extend({ minLevel: z.number().int() }),
  rename: serviceSettingOut,
  starts: z.tuple([startPointOut, startPointOut, startPointOut]),
  updatedAt: z.string(),
  ...versionField,
});
export type ServiceSettings = z.infer<typeof serviceSettingsSchema>;

export const adminOrdersQuerySchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: 'status must be waiting, done or refused.' }).optional(),
  service: z.enum(CHARACTER_SERVICES, { error: 'service must be unstuck, school or rename.' }).optional(),
  /** A player's user ID or number. */
  player: z.string().trim().max(40, 'player is too long.').optional(),
  page: wholeNumber({ name: 'page', min: 1, max: 1_000_000 }).default(1),
});

const adminOrderSchema = orderSchema.extend({
  userNum: z.number().int(),
  userId: z.string(),
  /** The outbox row carrying it to the game, and that row's last error while it is not delivered. */
  outboxId: z.number().int().nullable(),
  lastError: z.string().nullable(),
});

export type AdminCharacterOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderSchema),
  page: z.number().int(),
  lastPage: z.number().int(),
  total: z.number().int(),
});
export type AdminCharacterOrderList = z.infer<typeof adminOrderListSchema>;
