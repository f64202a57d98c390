import { z } from 'zod';
import { WEBHOOK_NAME_MAX } from '../discord.ts';
import { pageFieldsSchema } from './paging.ts';
import { versionField } from './versions.ts';
import { wholeNumber } from './whole-number.ts';

/** The console's Discord page (docs/product/discord.md): its webhooks, their tests and the deliveries. */

const subscriptions = {
  news: z.boolean({ error: 'Say whether the webhook receives news.' }),
  maintenance: z.boolean({ error: 'Say whether the webhook receives maintenance.' }),
  staffLog: z.boolean({ error: "Say whether the webhook receives the staff's economy log." }),
};

const webhookName = z
  .string({ error: 'Give the webhook a name.' })
  .trim()
  .min(1, 'Give the webhook a name.')
  .max(WEBHOOK_NAME_MAX, `The name must be at most ${WEBHOOK_NAME_MAX} characters.`);

/** The address Discord gives; the service checks it is one (src/shared/discord.ts, parseWebhookUrl). */
const webhookUrl = z.string({ error: 'Paste the webhook address.' }).trim().max(300, {
  message: 'This is too long for a Discord webhook address.',
  abort: true,
});

/** POST /api/admin/discord/webhooks: a new webhook. */
export const webhookCreateSchema = z.object({
  name: webhookName,
  url: webhookUrl.min(1, 'Paste the webhook address.'),
  ...subscriptions,
});
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

/** PUT /api/admin/discord/webhooks/:id: an empty address keeps the saved one (it is never sent back). */
export const webhookSaveSchema = z.object({ name: webhookName, url: webhookUrl, ...subscriptions });
export type WebhookSave = z.infer<typeof webhookSaveSchema>;

const webhookSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Discord's id of the webhook (not a secret: it names it) and the token, masked. */
  webhookId: z.string(),
  token: z.string(),
  ...subscriptions,
  /** Discord asked the site to wait until then (ISO); null: no wait. */
  rateLimitedUntil: z.string().nullable(),
  waiting: z.number().int(),
  parked: z.number().int(),
  ...versionField,
});
export type DiscordWebhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({ data: z.array(webhookSchema) });
export type DiscordWebhookList = z.infer<typeof webhookListSchema>;

/** POST /api/admin/discord/webhooks/:id/test: what Discord answered the test message. */
export const webhookTestResultSchema = z.object({
  ok: z.boolean(),
  /** Discord's HTTP status; null when it could not be reached. */
  status: z.number().int().nullable(),
  message: z.string(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;

export const DELIVERY_STATES = ['waiting', 'sent', 'parked'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
const DELIVERY_EVENTS = ['news', 'maintenance_started', 'maintenance_ended', 'staff_log'] as const;

/** GET /api/admin/discord/deliveries: 25 a page, newest first. */
export const DELIVERIES_PAGE_SIZE = 25;
export const deliveriesQuerySchema = z.object({
  page: wholeNumber({ name: 'page', min: 1, max: 100_000 }).default(1),
  state: z.enum(DELIVERY_STATES, { error: 'state must be waiting, sent or parked.' }).optional(),
});
export type DeliveriesQuery = z.infer<typeof deliveriesQuerySchema>;

const deliverySchema = z.object({
  id: z.number().int(),
  webhookName: z.string(),
  event: z.enum(DELIVERY_EVENTS),
  /** A line saying what it announces (an article's title, the staff action). */
  subject: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastAnswer: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When it is tried next (waiting only). */
  nextAttemptAt: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveriesPageSchema = z
  .object({ data: z.array(deliverySchema), page: z.number().int(), total: z.number().int() })
  .extend(pageFieldsSchema.shape);
export type DeliveriesPage = z.infer<typeof deliveriesPageSchema>;
