import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findPasswordRequestSchema,
  findUserIdRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
} from '#shared/contracts/accounts.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import type { AccountsContext } from './context.ts';
import { requestMeta, setDeviceCookie } from './cookies.ts';
import { findPassword, findUserId, resetPassword } from './recovery-service.ts';

const tags = ['accounts'];
const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

/** Recovery answers never come faster than this, so their timing says nothing about the account. */
const RECOVERY_MIN_MS = 100;

async function withFloor<T>(work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    const left = RECOVERY_MIN_MS - (performance.now() - start);
    if (left > 0) await sleep(left);
  }
}

export const recoveryRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.post(
    '/findUserID',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags,
        summary: 'Mail every user id registered to an address (same answer whether or not one is)',
        body: findUserIdRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      withFloor(async () => ({ message: await findUserId(ctx, request.body, requestMeta(request)) })),
  );

  app.post(
    '/findPassword',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags,
        summary: 'Mail a single-use, 30-minute password reset link (same answer whether or not it matched)',
        body: findPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      withFloor(async () => ({ message: await findPassword(ctx, request.body, requestMeta(request)) })),
  );

  app.post(
    '/reset-password',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags,
        summary: 'Set a new password with the link from the reset e-mail; signs out every session',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { message, device } = await resetPassword(ctx, request.body, requestMeta(request));
      setDeviceCookie(request, reply, device);
      return { message };
    },
  );
};
