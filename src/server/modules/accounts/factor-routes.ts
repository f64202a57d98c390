import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema, messageResponseSchema } from '#shared/contracts/accounts.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import {
  factorCodeBodySchema,
  factorConfirmedSchema,
  factorEnrolmentSchema,
  factorStatusSchema,
  loginFactorRequestSchema,
} from '#shared/contracts/second-factor.ts';
import { sessionTokenOf, userOf } from '../../plugins/auth.ts';
import { signInGateOf } from '../../plugins/maintenance.ts';
import { loginWithFactor } from './auth-service.ts';
import type { AccountsContext } from './context.ts';
import { readDeviceToken, requestMeta, setDeviceCookie, setSessionCookie } from './cookies.ts';
import {
  confirmEnrolment,
  disableFactor,
  factorStatus,
  startEnrolment,
  verifyStepUp,
} from './factor-service.ts';

const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
const codeErrors = {
  400: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  ...refused,
};
/** Any staff member sets up their own factor, also while the operator requires one they do not have yet. */
const own = { auth: 'staff', permission: 'console.open', enrolling: true } as const;

/**
 * The staff second factor (docs/product/staff-security.md): the code step of a sign-in, and a staff member's
 * own set-up, turning it off, and the step-up the console asks for before a dangerous action.
 */
export const factorRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.post(
    '/processlogin/factor',
    {
      config: { auth: 'anonymous', maintenance: 'sign-in', rateLimit: ['loginFactorAddress'] },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in, second step: the code for the token the password step answered with',
        body: loginFactorRequestSchema,
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
      const { data, device } = await loginWithFactor(
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

  app.get(
    '/admin/factor',
    {
      config: own,
      schema: {
        tags: ['admin'],
        summary: 'Whether the caller’s two-step sign-in is on, and how many recovery codes are left',
        response: { 200: factorStatusSchema, ...refused },
      },
    },
    async (request) => factorStatus(app.db, userOf(request).userNum),
  );

  app.post(
    '/admin/factor/enrol',
    {
      config: own,
      schema: {
        tags: ['admin'],
        summary: 'Start setting up two-step sign-in: a new secret and its otpauth:// address, shown once',
        response: { 200: factorEnrolmentSchema, 409: errorResponseSchema, ...refused },
      },
    },
    async (request) => startEnrolment(ctx, userOf(request)),
  );

  const session = (request: Parameters<typeof userOf>[0]) => ({
    token: sessionTokenOf(request),
    ip: request.ip,
  });

  app.post(
    '/admin/factor/confirm',
    {
      config: { ...own, rateLimit: ['factorCode'] },
      schema: {
        tags: ['admin'],
        summary: 'Turn two-step sign-in on with a first code; answers the recovery codes, shown once',
        body: factorCodeBodySchema,
        response: { 200: factorConfirmedSchema, ...codeErrors },
      },
    },
    async (request) => confirmEnrolment(ctx, userOf(request), request.body.code, session(request)),
  );

  app.post(
    '/admin/factor/disable',
    {
      config: { ...own, rateLimit: ['factorCode'] },
      schema: {
        tags: ['admin'],
        summary: 'Turn two-step sign-in off; needs a current code or a recovery code',
        body: factorCodeBodySchema,
        response: { 200: messageResponseSchema, ...codeErrors },
      },
    },
    async (request) => ({
      message: await disableFactor(ctx, userOf(request), request.body.code, request.ip),
    }),
  );

  app.post(
    '/admin/factor/verify',
    {
      config: { auth: 'staff', permission: 'console.open', rateLimit: ['factorCode'] },
      schema: {
        tags: ['admin'],
        summary: `Step-up: prove the factor now, so dangerous actions work for the next few minutes`,
        body: factorCodeBodySchema,
        response: { 200: messageResponseSchema, ...codeErrors },
      },
    },
    async (request) => ({
      message: await verifyStepUp(ctx, userOf(request), request.body.code, session(request)),
    }),
  );
};
