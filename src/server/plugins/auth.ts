import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '#shared/messages.ts';
import { HttpError } from '../http-error.ts';
import { sessionCookieName } from '../modules/accounts/cookies.ts';
import { resolveSession, type SessionUser } from '../modules/accounts/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Resolved once per request from the cookie or the bearer token. */
    user: SessionUser | null;
    sessionToken: string | null;
    /** How the session came: a cookie needs cross-site protection, a bearer token does not. */
    sessionVia: 'cookie' | 'bearer' | null;
    /** Set by requireUser: the answer depends on who asks, so no cache may keep it. */
    personal: boolean;
  }
}

const ADMIN_TYPE = 11;

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

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionVia', null);
  app.decorateRequest('personal', false);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const found = readToken(request);
    if (!found || found.token.length > 100) return;
    const user = await resolveSession(app.db, found.token);
    if (!user) {
      // A token was sent but is expired or revoked: remember it so requireUser can say "session expired".
      request.sessionVia = found.via;
      return;
    }
    request.user = user;
    request.sessionToken = found.token;
    request.sessionVia = found.via;
  });
  // Personal answers (and their 401s) are never stored by a browser or proxy, whatever the route set; other
  // API answers are not stored either unless the route chose a policy (the public content caches do).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (request.personal || !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

/** The signed-in user, or a 401 the client turns into "Session expired" (or "Please Login to Continue!"). */
export function requireUser(request: FastifyRequest): SessionUser {
  request.personal = true;
  if (request.user) return request.user;
  const message = request.sessionVia ? MESSAGES.sessionExpired : MESSAGES.unauthenticated;
  throw new HttpError(401, message);
}

export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.userType < ADMIN_TYPE) throw new HttpError(403, MESSAGES.forbidden);
  return user;
}
