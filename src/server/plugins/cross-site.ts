import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error.ts';

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated state changes must come from our own pages: the browser marks cross-site requests
 * with Sec-Fetch-Site, a foreign Origin gives them away, and a plain HTML form cannot set the AJAX marker
 * header our client always sends. Bearer-token clients carry no ambient credential and are not checked.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    // Decided by how the session actually came (auth.ts), not by the mere presence of a header.
    if (request.sessionVia === 'bearer') return;
    if (!request.headers.cookie) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite = site === 'cross-site' || (origin !== undefined && originHost(origin) !== request.host);
    const marker = request.headers['x-requested-with'] === 'XMLHttpRequest';
    if (crossSite || !marker) throw new HttpError(403, 'Cross-site request refused.');
  });
}
