import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  characterParamsSchema,
  orderPlacedSchema,
  renameBodySchema,
  schoolBodySchema,
  servicesStateSchema,
  unstuckBodySchema,
} from '#shared/contracts/character-services.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import type { ExpectedPrice } from '#shared/shop-rules.ts';
import { userOf } from '../../plugins/auth.ts';
import { registerCharacterAdminRoutes } from './admin-routes.ts';
import { type OrderRequest, placeOrder, servicesState } from './service.ts';

const orderErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  /** Under maintenance (plugins/maintenance.ts). */
  503: errorResponseSchema,
};

/** Character services (docs/product/character-services.md): the player's and the console's routes. */
export const characterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/characters/services',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['characters'],
        summary:
          'The character services offered, what each of the player’s characters may have now and why not, and the recent orders (404 without the game bridge)',
        response: { 200: servicesStateSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      return servicesState(app.db, app.game, user, app.now());
    },
  );

  const order = (
    request: { ip: string },
    user: { userNum: number; userId: string },
    chaNum: number,
    body: ExpectedPrice | null | undefined,
  ) => ({
    userNum: user.userNum,
    userId: user.userId,
    ip: request.ip,
    chaNum,
    // The price the player confirmed, when sent: a different one in force is a 409 that moves nothing.
    expected: { price: body?.price, currency: body?.currency },
  });
  const config = {
    auth: 'user',
    maintenance: 'refused',
    idempotent: true,
    rateLimit: ['purchase'],
  } as const;
  const place = (request: Parameters<typeof userOf>[0], body: OrderRequest) =>
    placeOrder(app.db, app.balances, app.game, body, request.idempotency, app.now());

  app.post(
    '/characters/:chaNum/unstuck',
    {
      config,
      schema: {
        tags: ['characters'],
        summary:
          'Order an unstuck: the character goes to its school’s start point (paid now, done by the game)',
        params: characterParamsSchema,
        body: unstuckBodySchema,
        response: { 200: orderPlacedSchema, ...orderErrors },
      },
    },
    async (request) =>
      place(request, {
        ...order(request, userOf(request), request.params.chaNum, request.body),
        service: 'unstuck',
      }),
  );

  app.post(
    '/characters/:chaNum/school',
    {
      config,
      schema: {
        tags: ['characters'],
        summary: 'Order a school change (the character out of any guild, at the minimum level)',
        params: characterParamsSchema,
        body: schoolBodySchema,
        response: { 200: orderPlacedSchema, ...orderErrors },
      },
    },
    async (request) =>
      place(request, {
        ...order(request, userOf(request), request.params.chaNum, request.body),
        service: 'school',
        school: request.body.school,
      }),
  );

  app.post(
    '/characters/:chaNum/rename',
    {
      config,
      schema: {
        tags: ['characters'],
        summary:
          'Order a rename (the game’s name rules; a name any character has, deleted ones too, is taken)',
        params: characterParamsSchema,
        body: renameBodySchema,
        response: { 200: orderPlacedSchema, ...orderErrors },
      },
    },
    async (request) =>
      place(request, {
        ...order(request, userOf(request), request.params.chaNum, request.body),
        service: 'rename',
        name: request.body.name,
      }),
  );

  registerCharacterAdminRoutes(app);
};
