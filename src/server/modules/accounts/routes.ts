import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import {
  completeAccountRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  ACCOUNT_MESSAGES as M,
  meResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  verifyEmailRequestSchema,
} from '#shared/contracts/accounts.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { userOf } from '../../plugins/auth.ts';
import { signInGateOf } from '../../plugins/maintenance.ts';
import {
  countRegistrationAttempt,
  login,
  register,
  resendVerification,
  verifyEmail,
} from './auth-service.ts';
import { createAccountsContext } from './context.ts';
import {
  clearSessionCookie,
  readDeviceToken,
  requestMeta,
  setDeviceCookie,
  setSessionCookie,
} from './cookies.ts';
import { factorRoutes } from './factor-routes.ts';
import { completeAccount } from './legacy-accounts.ts';
import { profileRoutes } from './profile-routes.ts';
import { me } from './profile-service.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { endSession } from './sessions.ts';

const tags = ['accounts'];

/** One message per field, in form order (the registration page lists them, each after an asterisk). */
function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return errors;
}

/** Sign-in, sign-out, registration, e-mail verification; the account page and recovery in sub-plugins. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createAccountsContext(app);

  app.post(
    '/processlogin',
    {
      config: { auth: 'anonymous', maintenance: 'sign-in' },
      schema: {
        tags,
        summary: 'Sign in: sets the session cookie and returns the token for API clients',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const browser = { sessionToken: request.sessionToken, deviceToken: readDeviceToken(request) };
      const { data, device } = await login(
        ctx,
        request.body,
        requestMeta(request),
        browser,
        signInGateOf(request),
      );
      if (data.token) setSessionCookie(request, reply, data.token);
      if (device) setDeviceCookie(request, reply, device);
      return { data };
    },
  );

  app.post(
    '/logout',
    {
      config: { auth: 'anonymous' },
      schema: { tags, summary: 'Sign out: revokes the session', response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      if (request.sessionToken) await endSession(app.db, app.sessions, request.sessionToken);
      clearSessionCookie(request, reply);
      return { message: M.signedOut };
    },
  );

  app.get(
    '/me',
    {
      // An account still giving its details reads itself too: the client shows the form from this answer.
      config: { auth: 'user', completing: true },
      schema: {
        tags,
        summary: 'The signed-in player with balances and characters',
        response: { 200: meResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ user: await me(ctx, userOf(request)) }),
  );

  app.post(
    '/register',
    {
      config: { auth: 'anonymous' },
      // Validated here, not by Fastify, so failures keep the classic `{ message, status, error }` shape.
      attachValidation: true,
      schema: {
        tags,
        summary: 'Register a player; mails a verification link',
        body: registerRequestSchema,
        response: { 200: registerResponseSchema, 400: registerResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const meta = requestMeta(request);
      await countRegistrationAttempt(ctx, meta);
      const parsed = registerRequestSchema.safeParse(request.body);
      const result = parsed.success
        ? await register(ctx, parsed.data, meta)
        : { ok: false as const, errors: fieldErrors(parsed.error) };
      if (result.ok) return { message: M.registered, status: 1, error: [] };
      const list = Object.values(result.errors);
      // The classic panel's register failure (status 0, the messages as a list; docs/decisions/0010-accounts.md),
      // not HttpError's body: the one error reply built by hand.
      // biome-ignore lint/plugin: the classic register failure body, see above
      return reply.status(400).send({
        code: 'invalid_input',
        message: list[0] ?? M.usernameRequired,
        status: 0,
        error: list,
        errors: result.errors,
      });
    },
  );

  app.post(
    '/complete-account',
    {
      config: { auth: 'user', completing: true },
      schema: {
        tags,
        summary:
          'An account brought over from the game gives the e-mail and secret question the site needs (once)',
        body: completeAccountRequestSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      message: await completeAccount(ctx, userOf(request), request.body, requestMeta(request)),
    }),
  );

  app.post(
    '/verify-email',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags,
        summary: 'Follow the verification link from the e-mail',
        body: verifyEmailRequestSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ message: await verifyEmail(ctx, request.body.token) }),
  );

  app.post(
    '/resend-verification',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Mail a new verification link to the signed-in player',
        response: { 200: messageResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      message: await resendVerification(ctx, userOf(request), requestMeta(request)),
    }),
  );

  await app.register(profileRoutes, { ctx });
  await app.register(recoveryRoutes, { ctx });
  await app.register(factorRoutes, { ctx });
};
