import type { FastifyInstance } from 'fastify';
import { BRAND_TEXTS_BODY_LIMIT } from '#shared/contracts/admin-brand.ts';
import { CATALOGUE_CSV_MAX } from '#shared/contracts/admin-shop.ts';
import { IMAGE_UPLOAD_MAX_BYTES } from '#shared/contracts/images.ts';
import { HttpError } from '../http-error.ts';

const ENCODED_BODY_MESSAGE = 'Send the request body uncompressed.';

/**
 * How much body each route may receive, in one place. Every form of the site (sign-in, registration,
 * recovery, account details, voucher, cart) fits in 8 KiB even with every character \u-escaped, so that
 * is the default: an oversized body is refused with 413 before it is read into memory, parsed or
 * validated. Routes that take more are listed here with what they need.
 */
export const DEFAULT_BODY_LIMIT = 8 * 1024;

/** A news article: up to 200,000 characters of HTML (newsSaveSchema), worst case \u-escaped, plus fields. */
const ARTICLE_BODY_LIMIT = 1536 * 1024;

/** A server-information section: up to 50,000 characters of HTML (serverInfoSaveSchema), \u-escaped, plus fields. */
const SERVER_INFO_BODY_LIMIT = 384 * 1024;

/** A ticket or reply: up to 4,000 characters of message plus a subject, worst case \u-escaped. */
const TICKET_BODY_LIMIT = 64 * 1024;

/** A catalogue CSV: up to CATALOGUE_CSV_MAX characters (catalogueImportSchema), worst case \u-escaped, plus fields. */
const CATALOGUE_IMPORT_BODY_LIMIT = 6 * CATALOGUE_CSV_MAX + 1024;

const ROUTE_BODY_LIMITS: Readonly<Record<string, number>> = {
  'POST /api/news': ARTICLE_BODY_LIMIT,
  'PUT /api/news/:id': ARTICLE_BODY_LIMIT,
  /** An image file's raw bytes (modules/images). */
  'POST /api/admin/images': IMAGE_UPLOAD_MAX_BYTES,
  'POST /api/admin/news': ARTICLE_BODY_LIMIT,
  'PUT /api/admin/news/:id': ARTICLE_BODY_LIMIT,
  'POST /api/admin/news/preview': ARTICLE_BODY_LIMIT,
  'POST /api/admin/media/serverinfo': SERVER_INFO_BODY_LIMIT,
  'PUT /api/admin/media/serverinfo/:id': SERVER_INFO_BODY_LIMIT,
  'POST /api/tickets': TICKET_BODY_LIMIT,
  'POST /api/tickets/:number/replies': TICKET_BODY_LIMIT,
  'POST /api/tickets/guest': TICKET_BODY_LIMIT,
  'POST /api/tickets/guest/replies': TICKET_BODY_LIMIT,
  /** A screenshot's raw bytes (modules/tickets, through the images pipeline). */
  'POST /api/tickets/screenshots': IMAGE_UPLOAD_MAX_BYTES,
  'POST /api/tickets/guest/screenshots': IMAGE_UPLOAD_MAX_BYTES,
  /** The console's replies, notes and canned answers: one message each (modules/tickets/admin-routes.ts). */
  'POST /api/admin/tickets/:number/replies': TICKET_BODY_LIMIT,
  'POST /api/admin/tickets/:number/notes': TICKET_BODY_LIMIT,
  'POST /api/admin/tickets/canned': TICKET_BODY_LIMIT,
  'PUT /api/admin/tickets/canned/:id': TICKET_BODY_LIMIT,
  /** The brand texts: footer lines and the system requirements table (modules/site/brand-routes.ts). */
  'PUT /api/admin/brand/texts': BRAND_TEXTS_BODY_LIMIT,
  /** The console's catalogue import (modules/shop/admin-routes.ts). */
  'POST /api/admin/shop/import': CATALOGUE_IMPORT_BODY_LIMIT,
  /** A provider's event: a checkout session with its payments and billing details (modules/payments). */
  'POST /api/payments/paymongo/webhook': 64 * 1024,
  /** A vote site's callback: GTop100 may send a batch of votes as JSON (modules/votes). */
  'POST /api/vote-callbacks/:siteId': 64 * 1024,
};

/** The limit of one route, e.g. `bodyLimitOf('POST', '/api/register')`. */
export function bodyLimitOf(method: string, url: string): number {
  return ROUTE_BODY_LIMITS[`${method} ${url}`] ?? DEFAULT_BODY_LIMIT;
}

/**
 * Applies the limits above to every route, and reads a JSON request with an empty body as "no body": the
 * classic client sends `Content-Type: application/json` on every call, bodiless POSTs (logout, buyitem,
 * addtocart ...) included, and Fastify's own parser would refuse those with 400.
 */
export function registerRequestBody(app: FastifyInstance): void {
  const unused = new Set(Object.keys(ROUTE_BODY_LIMITS));
  app.addHook('onRoute', (route) => {
    // A route of several methods (a vote callback is GET and POST) takes the largest of their limits: the
    // first method's alone would give the POST the small default.
    const limits = [route.method].flat().map((method) => {
      unused.delete(`${method} ${route.url}`);
      return bodyLimitOf(method, route.url);
    });
    route.bodyLimit ??= Math.max(...limits);
  });
  app.addHook('onReady', async () => {
    // A renamed route would silently fall back to the small default; say so at start instead.
    if (unused.size > 0) throw new Error(`Body limits name unknown routes: ${[...unused].join(', ')}`);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // No client of the site compresses what it sends, and compressed bytes read as JSON would only be
    // refused as broken JSON: say what is wrong instead.
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
      done(new HttpError(415, ENCODED_BODY_MESSAGE), undefined);
      return;
    }
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done); // parseAs 'string': always a string here
  });
}
