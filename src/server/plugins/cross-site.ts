import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../http-error.ts';
import { attachToDeclaringRoutes, serveRouteConfig } from './route-config.ts';

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Cookie-authenticated state changes must come from our own pages: the browser marks cross-site requests
 * with Sec-Fetch-Site, a foreign Origin gives them away, and a plain HTML form cannot set the AJAX marker
 * header our client always sends. Bearer-token clients carry no ambient credential and are not checked.
 * Registered once in the /api scope; attached to the routes whose `config.crossSite` is 'checked' (the
 * default for every method that changes state, plugins/route-config.ts).
 */
export function registerCrossSiteGuard(api: FastifyInstance): void {
  serveRouteConfig(api, 'crossSite');
  attachToDeclaringRoutes(
    api,
    'preHandler',
    (config) => config.crossSite === 'checked',
    () => guard,
  );
}

async function guard(request: FastifyRequest): Promise<void> {
  // Decided by how the session actually came (auth.ts), not by the mere presence of a header.
  if (request.sessionVia === 'bearer') return;
  if (!request.headers.cookie) return;
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const crossSite = site === 'cross-site' || (origin !== undefined && originHost(origin) !== request.host);
  const marker = request.headers['x-requested-with'] === 'XMLHttpRequest';
  if (crossSite || !marker) throw forbidden('Cross-site request refused.');
}
