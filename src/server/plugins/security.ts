import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { VIDEO_ORIGINS } from '#shared/video-hosts.ts';

/**
 * Browser features no page of the site uses are switched off for it and anything it embeds, so injected
 * script or a hostile embed cannot ask for them. Fullscreen, autoplay and picture-in-picture keep their
 * defaults: the embedded video players use them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
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
 * Every answer's security headers, computed once at start (building them per request cost a third of the
 * bare route's throughput). Strict-Transport-Security only in production, where the site is behind https.
 */
function securityHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
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

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders(app.config.NODE_ENV === 'production');
  // A callback hook, not an async one: no promise per request for a few assignments.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
}
