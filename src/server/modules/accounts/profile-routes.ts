import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  languageChoiceSchema,
  messageResponseSchema,
  secretAnswerRequestSchema,
  updateDetailsRequestSchema,
  updatePasswordRequestSchema,
  userIpResponseSchema,
  validatePasswordRequestSchema,
  validationResultSchema,
} from '#shared/contracts/accounts.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { userOf } from '../../plugins/auth.ts';
import type { AccountsContext } from './context.ts';
import { clearSessionCookie, requestMeta, setDeviceCookie } from './cookies.ts';
import {
  chooseLanguage,
  updateDetails,
  updatePassword,
  validatePassword,
  validateSecretAnswer,
  whitelistAddress,
} from './profile-service.ts';

const tags = ['accounts'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

/** The signed-in player's own account: details, password change, secret answer, game-login whitelist. */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.post(
    '/validate-password',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Check the password before saving details (a message means valid)',
        body: validatePasswordRequestSchema,
        response: { 200: validationResultSchema, ...errors },
      },
    },
    async (request) => validatePassword(ctx, userOf(request), request.body, request.ip),
  );

  app.post(
    '/updateuserdetails',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Update name, e-mail and phone; signs the player out on success',
        body: updateDetailsRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const message = await updateDetails(ctx, userOf(request), request.body, requestMeta(request));
      clearSessionCookie(request, reply);
      return { message };
    },
  );

  app.post(
    '/validate-secret-answer',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Check the secret answer (a message means valid); allows a password change for 10 minutes',
        body: secretAnswerRequestSchema,
        response: { 200: validationResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      return validateSecretAnswer(ctx, user, request.sessionToken ?? '', request.body, request.ip);
    },
  );

  app.post(
    '/updatepassword',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Change the password (after the secret answer); signs out every session',
        body: updatePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { message, device } = await updatePassword(
        ctx,
        user,
        request.sessionToken ?? '',
        request.body,
        request.ip,
      );
      clearSessionCookie(request, reply);
      setDeviceCookie(request, reply, device);
      return { message };
    },
  );

  app.get(
    '/user-ip',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags,
        summary: "The caller's address as the site sees it",
        response: { 200: userIpResponseSchema },
      },
    },
    async (request) => ({ useripdata: request.ip }),
  );

  app.post(
    '/whitelist-user-ip',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Allow the caller's current address for the game server's login whitelist",
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ message: await whitelistAddress(ctx, userOf(request), request.ip) }),
  );

  app.post(
    '/language',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Keep the header's language choice on the account: the language of the player's mails",
        body: languageChoiceSchema,
        response: { 200: languageChoiceSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      language: await chooseLanguage(ctx, userOf(request), request.body.language, app.languages),
    }),
  );
};
