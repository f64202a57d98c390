import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '#shared/contracts/accounts.ts';
import { FACTOR_MESSAGES } from '#shared/contracts/second-factor.ts';
import { MESSAGES } from '#shared/messages.ts';
import { ROLE_PERMISSIONS, roleCan, type StaffRole } from '#shared/permissions.ts';
import { isAdminType } from '#shared/user-types.ts';
import { forbidden, HttpError, unauthorized } from '../http-error.ts';
import { type SessionUser, sessionCookieName } from '../session.ts';
import { serveRouteConfig } from './route-config.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Resolved once per request from the cookie or the bearer token. */
    user: SessionUser | null;
    sessionToken: string | null;
    /** How the session came: a cookie needs cross-site protection, a bearer token does not. */
    sessionVia: 'cookie' | 'bearer' | null;
    /** Set for signed-in routes: the answer depends on who asks, so no cache may keep it. */
    personal: boolean;
    /** The caller's staff standing, resolved only for routes with auth 'staff'. */
    staffStanding: StaffStanding | null;
  }
}

/**
 * A staff member's role, and whether the operator requires a second factor they do not have yet (then only
 * routes that declare `enrolling` admit them: docs/product/staff-security.md).
 */
export interface StaffStanding {
  role: StaffRole;
  mustEnrolFactor: boolean;
}

/** A staff member as a console route sees them: the session user, their role and what it permits. */
export interface StaffMember extends SessionUser, StaffStanding {
  permissions: readonly string[];
}

/** Finds the live session of a token (modules/accounts/sessions.ts), handed in so plugins import no module. */
export type SessionResolver = (token: string) => Promise<SessionUser | null>;

/** The staff standing of a signed-in user, or null for a player (modules/admin/staff.ts, handed in likewise). */
export type StaffRoleResolver = (user: SessionUser) => Promise<StaffStanding | null>;

const SIGNED_IN_LEVELS = new Set(['user', 'admin', 'staff']);

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
export function registerAuth(
  api: FastifyInstance,
  resolveSession: SessionResolver,
  resolveStaffRole: StaffRoleResolver,
): void {
  serveRouteConfig(api, 'auth', 'permission', 'enrolling', 'completing');
  api.decorateRequest('user', null);
  api.decorateRequest('sessionToken', null);
  api.decorateRequest('sessionVia', null);
  api.decorateRequest('personal', false);
  api.decorateRequest('staffStanding', null);
  // A callback hook: most requests carry no session, and they pass without a promise. A request with a token
  // waits for its (cached) lookup; only a signed-in route goes on to check the level.
  api.addHook('onRequest', (request, _reply, done) => {
    const found = readToken(request);
    const admit = () => admitTo(request.routeOptions.config, request, resolveStaffRole);
    if (!found || found.token.length > 100) {
      const admitting = admit();
      if (admitting) admitting.then(() => done(), done);
      else done();
      return;
    }
    resolveSession(found.token)
      .then((user) => {
        // A token that is expired or revoked is still remembered by how it came, for the 401's message.
        request.sessionVia = found.via;
        if (user) {
          request.user = user;
          request.sessionToken = found.token;
        }
        return admit();
      })
      .then(() => done(), done);
  });
}

/**
 * Applies a route's declared auth level to the caller: nothing to do (undefined) for an anonymous route,
 * otherwise a promise that settles once the caller is admitted, or rejects with the 401 or 403.
 */
function admitTo(
  declared: FastifyContextConfig,
  request: FastifyRequest,
  resolveStaffRole: StaffRoleResolver,
): Promise<void> | undefined {
  const { auth: needed, permission, enrolling, completing } = declared;
  if (!needed || !SIGNED_IN_LEVELS.has(needed)) return undefined;
  return (async () => {
    request.personal = true;
    if (!request.user) {
      throw unauthorized(request.sessionVia ? MESSAGES.sessionExpired : MESSAGES.unauthenticated);
    }
    if (request.user.detailsNeeded && !completing) {
      throw new HttpError(403, ACCOUNT_MESSAGES.detailsNeeded, { code: 'account_details_required' });
    }
    if (needed === 'admin' && !isAdminType(request.user.userType)) throw forbidden(MESSAGES.forbidden);
    if (needed === 'staff') {
      // Route config checks at start that every staff route names a known permission.
      const standing = await resolveStaffRole(request.user);
      if (!standing || !permission || !roleCan(standing.role, permission))
        throw forbidden(MESSAGES.forbidden);
      if (standing.mustEnrolFactor && !enrolling) {
        throw new HttpError(403, FACTOR_MESSAGES.enrolmentRequired, {
          code: 'second_factor_enrolment_required',
        });
      }
      request.staffStanding = standing;
    }
  })();
}

/**
 * Personal answers (and their 401s) are never stored by a browser or proxy, whatever the route set. Other API
 * answers start out no-store too (plugins/security.ts) and keep it unless the route chose a policy (the public
 * content caches do). Called on every answer, /api answers with no route (404) included (plugins/answer.ts).
 */
export function noStoreIfPersonal(request: FastifyRequest, reply: FastifyReply): void {
  if (request.personal) reply.header('Cache-Control', 'no-store');
}

/**
 * The signed-in user of a route that declares auth 'user', 'admin' or 'staff': the auth hook has already refused
 * everyone else, so this only fails for a route that declared 'anonymous' (a bug, answered 500).
 */
export function userOf(request: FastifyRequest): SessionUser {
  const auth = request.routeOptions.config.auth;
  if (!auth || !SIGNED_IN_LEVELS.has(auth) || !request.user) {
    throw new Error(`userOf: ${request.routeOptions.url} must declare a signed-in auth level`);
  }
  return request.user;
}

/** The staff member calling a route that declares auth 'staff' (the auth hook has checked the role). */
/**
 * Who made a change through the console and from which address, as a service's audit row records it
 * (db/audit.ts). Only for routes that required a signed-in caller.
 */
export function editorOf(request: FastifyRequest): { userNum: number; ip: string } {
  return { userNum: userOf(request).userNum, ip: request.ip };
}

export function staffOf(request: FastifyRequest): StaffMember {
  const user = userOf(request);
  const standing = request.staffStanding;
  if (!standing) throw new Error(`staffOf: ${request.routeOptions.url} must declare auth 'staff'`);
  return { ...user, ...standing, permissions: ROLE_PERMISSIONS[standing.role] };
}

/** The token of the caller's session, on a route with a signed-in auth level (the auth hook found it). */
export function sessionTokenOf(request: FastifyRequest): string {
  const token = request.sessionToken;
  if (!token) throw new Error(`${request.routeOptions.url}: no session token after the auth hook`);
  return token;
}
