import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '#shared/messages.ts';
import { isAdminType } from '#shared/user-types.ts';
import { forbidden, unauthorized } from '../http-error.ts';
import { type SessionUser, sessionCookieName } from '../session.ts';
import { serveRouteConfig } from './route-config.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Resolved once per request from the cookie or the bearer token. */
    user: SessionUser | null;
    sessionToken: string | null;
    /** How the session came: a cookie needs cross-site protection, a bearer token does not. */
    sessionVia: 'cookie' | 'bearer' | null;
    /** Set for routes with auth 'user' or 'admin': the answer depends on who asks, so no cache may keep it. */
    personal: boolean;
  }
}

/** Finds the live session of a token (modules/accounts/sessions.ts), handed in so plugins import no module. */
export type SessionResolver = (token: string) => Promise<SessionUser | null>;

function readToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, via: 'bearer' };
  }
  // Only the configured name: over https an unprefixed cookie may have been planted by a sibling subdomain.
  const cookie = request.cookies[sessionCookieName(request.server.config)];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * Registered once in the /api scope. In onRequest, before the body is read: resolves `request.user` from
 * the session cookie or the bearer token, then applies the route's declared `auth`. A 401 says "session
 * expired" when a token came but is no longer live, "please log in" when none came.
 */
export function registerAuth(api: FastifyInstance, resolveSession: SessionResolver): void {
  serveRouteConfig(api, 'auth');
  api.decorateRequest('user', null);
  api.decorateRequest('sessionToken', null);
  api.decorateRequest('sessionVia', null);
  api.decorateRequest('personal', false);
  api.addHook('onRequest', async (request) => {
    const found = readToken(request);
    if (found && found.token.length <= 100) {
      const user = await resolveSession(found.token);
      // A token that is expired or revoked is still remembered by how it came, for the 401's message.
      request.sessionVia = found.via;
      if (user) {
        request.user = user;
        request.sessionToken = found.token;
      }
    }
    const needed = request.routeOptions.config.auth;
    if (needed !== 'user' && needed !== 'admin') return;
    request.personal = true;
    if (!request.user) {
      throw unauthorized(request.sessionVia ? MESSAGES.sessionExpired : MESSAGES.unauthenticated);
    }
    if (needed === 'admin' && !isAdminType(request.user.userType)) throw forbidden(MESSAGES.forbidden);
  });
}

/**
 * Personal answers (and their 401s) are never stored by a browser or proxy, whatever the route set; other
 * API answers are not stored either unless the route chose a policy (the public content caches do).
 * Registered at the root, so /api answers with no route (404) are covered too.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (request.personal || !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

/**
 * The signed-in user of a route that declares auth 'user' or 'admin': the auth hook has already refused
 * everyone else, so this only fails for a route that declared 'anonymous' (a bug, answered 500).
 */
export function userOf(request: FastifyRequest): SessionUser {
  const auth = request.routeOptions.config.auth;
  if ((auth !== 'user' && auth !== 'admin') || !request.user) {
    throw new Error(`userOf: ${request.routeOptions.url} must declare auth 'user' or 'admin'`);
  }
  return request.user;
}
