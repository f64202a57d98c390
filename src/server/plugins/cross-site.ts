import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../http-error.ts';
import { attachToDeclaringRoutes, serveRouteConfig } from './route-config.ts';

/** An Origin header as scheme://host[:port] (the form URL.origin gives), or null when it is not a URL. */
function originOf(header: string): string | null {
  try {
    return new URL(header).origin;
  } catch {
    return null;
  }
}

/**
 * Cookie-authenticated state changes must come from our own pages: the browser marks cross-site requests
 * with Sec-Fetch-Site, a foreign Origin gives them away, and a plain HTML form cannot set the AJAX marker
 * header our client always sends. Bearer-token clients carry no ambient credential and are not checked.
 *
 * The Origin is compared whole (scheme, host and port) with PUBLIC_URL's origin, the address players use:
 * never with the request's own Host, which behind a proxy comes from X-Forwarded-Host and so from whoever
 * sent the request, and which says nothing of the scheme (an http page of our own host is not us). Without
 * PUBLIC_URL (development and tests only: production requires it, config.ts) the request's own scheme and
 * host stand in for it, as the development server's proxy keeps them.
 *
 * Registered once in the /api scope; attached to the routes whose `config.crossSite` is 'checked' (the
 * default for every method that changes state, plugins/route-config.ts) as an onRequest hook, after the
 * auth hook has read the session and before the body is read: a cross-site request is refused with 403
 * whatever its body, never answered about it (413, 400).
 */
export function registerCrossSiteGuard(api: FastifyInstance, publicUrl?: string): void {
  serveRouteConfig(api, 'crossSite');
  const ownOrigin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;
  const guard = async (request: FastifyRequest): Promise<void> => {
    // Decided by how the session actually came (auth.ts), not by the mere presence of a header.
    if (request.sessionVia === 'bearer') return;
    if (!request.headers.cookie) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite =
      site === 'cross-site' || (origin !== undefined && originOf(origin) !== originOf(ownOrigin(request)));
    const marker = request.headers['x-requested-with'] === 'XMLHttpRequest';
    if (crossSite || !marker) throw forbidden('Cross-site request refused.');
  };
  attachToDeclaringRoutes(
    api,
    'onRequest',
    (config) => config.crossSite === 'checked',
    () => guard,
  );
}
