import type { FastifyInstance } from 'fastify';
import { VIDEO_ORIGINS } from '#shared/video-hosts.ts';

/**
 * Browser features no page of the site uses are switched off for it and anything it embeds, so injected
 * script or a hostile embed cannot ask for them. Fullscreen, autoplay and picture-in-picture keep their
 * defaults: the embedded video players use them. Only features browsers know by this name are listed: an
 * unknown one (Web Bluetooth has none) changes nothing and makes Chromium warn on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * The page's Content-Security-Policy: only our own scripts, styles, fonts and API; images and media also from
 * https (banners and wallpapers may be hosted elsewhere); frames only from the video hosts; no plugins; never
 * framed by another site.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' https:",
  `frame-src ${VIDEO_ORIGINS.join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/**
 * The page policy for a page the server writes whole with its one style inline (/launcher, modules/pages):
 * the same, with that style let in by its hash ('sha256-...'), never by 'unsafe-inline'.
 */
export function contentSecurityPolicyWithStyle(styleHash: string): string {
  return CONTENT_SECURITY_POLICY.replace("style-src 'self'", `style-src 'self' ${styleHash}`);
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * A page's security headers, computed once at start (building them per request cost a third of the bare
 * route's throughput). Strict-Transport-Security only in production, where the site is behind https.
 */
function documentHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(production ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditor is off: it caused more leaks than it stopped; the CSP above does its job.
    'x-xss-protection': '0',
    'permissions-policy': PERMISSIONS_POLICY,
  });
}

/**
 * An API answer's headers (docs/decisions/0052). JSON is never a page: nothing in it runs, frames or asks for
 * a browser feature, so the page's policies have nothing to govern there and each one cost throughput on
 * every call. What is left still matters for JSON: never sniffed as something else, never read by another
 * site's page, never framed or run should a browser be tricked into showing it, and not stored unless the
 * route sets its own cache policy (plugins/auth.ts forces no-store on personal answers whatever they set).
 */
export function apiHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    ...notDocumentHeaders(production, "default-src 'none';frame-ancestors 'none'"),
    'cache-control': 'no-store',
  });
}

/**
 * What any answer that is not a page keeps (an API answer, a built file): its own CSP, never sniffed as
 * something else, never read by another site's page, and HSTS in production.
 */
function notDocumentHeaders(production: boolean, contentSecurityPolicy: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'cross-origin-resource-policy': 'same-origin',
    ...(production ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
  };
}

/** The API's JSON answers; its documentation (/api/docs) is a page and gets a page's headers. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * A file of the client build (scripts, styles, fonts, the site's own images)'s headers. A page's policies
 * govern what a document may load and do; a script, a style sheet or a font is not a document, and sending
 * them cost about 800 bytes on each of the half-dozen requests a phone makes before its first paint. Kept:
 * never sniffed, never read by another site's page, and should an SVG be opened on its own, it runs
 * nothing, loads nothing and is never framed.
 */
function fileHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze(
    notDocumentHeaders(production, "default-src 'none';style-src 'unsafe-inline';frame-ancestors 'none'"),
  );
}

/** Where the client build's files are served (plugins/spa.ts answers a missing one with a plain 404). */
export function isBuiltFile(url: string): boolean {
  return url.startsWith('/assets/') || url.startsWith('/img/') || url.startsWith('/fonts/');
}

export function registerSecurity(app: FastifyInstance): void {
  const production = app.config.NODE_ENV === 'production';
  const forPages = documentHeaders(production);
  const forApi = apiHeaders(production);
  const forFiles = fileHeaders(production);
  // A callback hook, not an async one: no promise per request for a few assignments.
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    reply.headers(isApiAnswer(url) ? forApi : isBuiltFile(url) ? forFiles : forPages);
    done();
  });
}
