import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestMeta } from './context.ts';
import { SESSION_ABSOLUTE_SECONDS, SESSION_COOKIE } from './sessions.ts';

/** The browser's session: HttpOnly (scripts never see it), SameSite=Lax, Secure in production, path /. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.NODE_ENV === 'production',
    path: '/',
    maxAge: SESSION_ABSOLUTE_SECONDS,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.NODE_ENV === 'production',
    path: '/',
  });
}

/**
 * Links in mail use PUBLIC_URL when set; otherwise the address the request came to (its Host header, which
 * a caller controls: production sites must set PUBLIC_URL, and the routes plugin warns when they do not).
 */
export function requestMeta(request: FastifyRequest): RequestMeta {
  const configured = request.server.config.PUBLIC_URL?.replace(/\/+$/, '');
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    baseUrl: configured ?? `${request.protocol}://${request.host}`,
  };
}
