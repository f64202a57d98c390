import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_MS } from '#shared/cache-times.ts';
import {
  adminSitePageSchema,
  adminSiteSettingsSchema,
  sitePageListSchema,
  sitePageSavedSchema,
  sitePageSaveSchema,
  siteSavedSchema,
  siteSettingsSaveSchema,
  testMailResultSchema,
} from '#shared/contracts/admin-site.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { staffSecuritySchema } from '#shared/contracts/second-factor.ts';
import { sitePageParamsSchema, sitePageSchema, siteSettingsSchema } from '#shared/contracts/site.ts';
import { versioned } from '#shared/contracts/versions.ts';
import { createResponseCache, sendCached } from '../../http-cache.ts';
import { editorOf, userOf } from '../../plugins/auth.ts';
import {
  listPages,
  readPage,
  readPageForConsole,
  readSettings,
  readSettingsForConsole,
  readStaffSecurity,
  savePage,
  saveSettings,
  saveStaffSecurity,
} from './service.ts';
import { sendTestMail } from './test-mail.ts';

const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
const notModified = z.null().describe('Not modified');
const staff = { auth: 'staff', permission: 'content.write' } as const;

/** Site settings and the policy pages: public reads (cached, ETag / 304) and the console's writes. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const settingsCache = createResponseCache(CACHE_MS.site, siteSettingsSchema);
  const pagesCache = createResponseCache(CACHE_MS.site, sitePageSchema);
  const maxAge = CACHE_MS.site / 1000;
  /** A write is visible at once on every instance: the cached answers and the SPA shell's values go. */
  app.cacheBus.on('site', () => {
    settingsCache.clear();
    pagesCache.clear();
    app.siteSettings.clear();
  });

  app.get(
    '/site',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['content'],
        summary: 'Site name, support chat link and forum address (cached 60 s; ETag / 304)',
        response: { 200: siteSettingsSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const cached = await settingsCache.get('settings', () => readSettings(app.db));
      return sendCached(request, reply, cached, maxAge);
    },
  );

  app.get(
    '/pages/:slug',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['content'],
        summary: 'One policy page with sanitized HTML (cached 60 s; ETag / 304)',
        params: sitePageParamsSchema,
        response: { 200: sitePageSchema, 304: notModified, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const cached = await pagesCache.get(slug, () => readPage(app.db, slug));
      return sendCached(request, reply, cached, maxAge);
    },
  );

  app.get(
    '/admin/site',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'The site settings as stored, with their version',
        response: { 200: adminSiteSettingsSchema, ...refused },
      },
    },
    async () => readSettingsForConsole(app.db),
  );

  app.put(
    '/admin/site',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Change the site name, support chat link and forum address (an empty address removes it)',
        body: versioned(siteSettingsSaveSchema),
        response: { 200: siteSavedSchema, 400: errorResponseSchema, 409: errorResponseSchema, ...refused },
      },
    },
    async (request) => {
      await saveSettings(app.db, request.body, editorOf(request));
      await app.cacheBus.clear('site');
      return { message: 'Settings saved.' };
    },
  );

  app.post(
    '/admin/site/test-mail',
    {
      config: { ...staff, rateLimit: ['testMail'] },
      schema: {
        tags: ['admin'],
        summary: "Send a test mail to the signed-in operator's own address (audited)",
        description:
          'The answer says what the mail server said: its answer line and the message id when it accepted ' +
          'the mail, its refusal or the connection error when not (still 200), or the outbox file when ' +
          'no SMTP_URL is set.',
        response: {
          200: testMailResultSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) =>
      sendTestMail(app.db, app.mailer, { ...editorOf(request), userId: userOf(request).userId }, app.now()),
  );

  const security = { auth: 'staff', permission: 'staff.manage' } as const;

  app.get(
    '/admin/staff-security',
    {
      config: security,
      schema: {
        tags: ['admin'],
        summary: 'Whether staff must use two-step sign-in',
        response: { 200: staffSecuritySchema, ...refused },
      },
    },
    async () => readStaffSecurity(app.db),
  );

  app.put(
    '/admin/staff-security',
    {
      config: { ...security, stepUp: true },
      schema: {
        tags: ['admin'],
        summary: 'Require (or stop requiring) two-step sign-in for staff (audited; a step-up)',
        body: staffSecuritySchema,
        response: {
          200: staffSecuritySchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => saveStaffSecurity(app.db, request.body, editorOf(request), app.now()),
  );

  app.get(
    '/admin/pages',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'The policy pages, without their text',
        response: { 200: sitePageListSchema, ...refused },
      },
    },
    async () => listPages(app.db),
  );

  app.get(
    '/admin/pages/:slug',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'One policy page to edit, with its version',
        params: sitePageParamsSchema,
        response: { 200: adminSitePageSchema, 404: errorResponseSchema, ...refused },
      },
    },
    async (request) => readPageForConsole(app.db, request.params.slug),
  );

  app.put(
    '/admin/pages/:slug',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Change a policy page; the HTML is sanitized before it is stored',
        params: sitePageParamsSchema,
        body: versioned(sitePageSaveSchema),
        response: {
          200: sitePageSavedSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      const { slug } = request.params;
      await savePage(app.db, slug, request.body, editorOf(request));
      await app.cacheBus.clear('site');
      return { message: 'Page saved.', id: slug };
    },
  );
};
