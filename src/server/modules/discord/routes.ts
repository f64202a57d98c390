import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  recordIdParamsSchema,
  savedResponseSchema,
} from '#shared/contracts/admin-content.ts';
import {
  deliveriesPageSchema,
  deliveriesQuerySchema,
  webhookCreateSchema,
  webhookListSchema,
  webhookSaveSchema,
  webhookTestResultSchema,
} from '#shared/contracts/admin-discord.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { versioned } from '#shared/contracts/versions.ts';
import { editorOf, userOf } from '../../plugins/auth.ts';
import {
  createWebhook,
  deleteWebhook,
  deliveriesPage,
  listWebhooks,
  retryDelivery,
  testWebhook,
  updateWebhook,
} from './service.ts';

/**
 * The console's Discord page (docs/product/discord.md). One permission for all of it, 'game.manage': a
 * webhook may carry the staff's economy log, so who points one at a channel must be an operator of the
 * site's running, not only of its content (decision 0071).
 */
const staff = { auth: 'staff', permission: 'game.manage' } as const;
const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
const invalid = { 400: errorResponseSchema };

export const discordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/discord/webhooks',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary:
          'The Discord webhooks: name, Discord id, masked token, what each receives, waiting and parked',
        response: { 200: webhookListSchema, ...refused },
      },
    },
    async () => listWebhooks(app.db),
  );

  app.post(
    '/admin/discord/webhooks',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Add a Discord webhook (only a Discord webhook address is taken; audited)',
        body: webhookCreateSchema,
        response: { 200: savedResponseSchema, ...invalid, ...refused },
      },
    },
    async (request) => {
      const id = await createWebhook(app.db, request.body, editorOf(request));
      return { message: 'Webhook added.', id };
    },
  );

  app.put(
    '/admin/discord/webhooks/:id',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Change a webhook (versioned; an empty address keeps the saved one; audited)',
        params: recordIdParamsSchema,
        body: versioned(webhookSaveSchema),
        response: {
          200: savedResponseSchema,
          ...invalid,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      await updateWebhook(app.db, request.params.id, request.body, editorOf(request));
      return { message: 'Webhook saved.', id: request.params.id };
    },
  );

  app.delete(
    '/admin/discord/webhooks/:id',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Remove a webhook and its deliveries (audited)',
        params: recordIdParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, ...refused },
      },
    },
    async (request) => {
      await deleteWebhook(app.db, request.params.id, editorOf(request));
      return { message: 'Webhook removed.' };
    },
  );

  app.post(
    '/admin/discord/webhooks/:id/test',
    {
      config: { ...staff, rateLimit: ['discordTest'] },
      schema: {
        tags: ['admin'],
        summary: "Send a test message now and answer with Discord's answer (audited, rate-limited)",
        description:
          "200 whatever Discord answered: `ok`, Discord's HTTP status (null when it could not be reached) " +
          "and its message, e.g. '404 Unknown Webhook (code 10015)'.",
        params: recordIdParamsSchema,
        response: { 200: webhookTestResultSchema, 404: errorResponseSchema, ...refused },
      },
    },
    async (request) => {
      const user = userOf(request);
      return testWebhook(
        app.db,
        app.discord.send,
        request.params.id,
        { ...editorOf(request), userId: user.userId },
        app.now(),
      );
    },
  );

  app.get(
    '/admin/discord/deliveries',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Discord deliveries, newest first, 25 a page: waiting, sent or parked, tries, last answer',
        querystring: deliveriesQuerySchema,
        response: { 200: deliveriesPageSchema, ...invalid, ...refused },
      },
    },
    async (request) => deliveriesPage(app.db, request.query),
  );

  app.post(
    '/admin/discord/deliveries/:id/retry',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Put a parked delivery back in the queue (audited)',
        params: recordIdParamsSchema,
        response: {
          200: messageResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      const answer = await retryDelivery(app.db, request.params.id, editorOf(request), app.now());
      app.discord.worker.wake();
      return answer;
    },
  );
};
