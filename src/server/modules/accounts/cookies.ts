import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../plugins/language.ts';
import { deviceCookieName, cookieOptions as options, sessionCookieName } from '../../session.ts';
import type { RequestMeta } from './context.ts';
import { KNOWN_LOGIN_DAYS } from './known-login-repository.ts';
import { SESSION_ABSOLUTE_SECONDS } from './sessions.ts';

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const config = request.server.config;
  reply.setCookie(sessionCookieName(config), token, { ...options(config), maxAge: SESSION_ABSOLUTE_SECONDS });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const config = request.server.config;
  reply.clearCookie(sessionCookieName(config), options(config));
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const config = request.server.config;
  reply.setCookie(deviceCookieName(config), token, {
    ...options(config),
    maxAge: KNOWN_LOGIN_DAYS * 24 * 60 * 60,
  });
}

/** The device token the browser sent, if it looks like one of ours (anything else counts as none). */
export function readDeviceToken(request: FastifyRequest): string | null {
  const value = request.cookies[deviceCookieName(request.server.config)];
  return value && /^[\w-]{20,100}$/.test(value) ? value : null;
}

/**
 * The site's own address for links in mail: PUBLIC_URL, else (development) http://localhost:PORT. Never
 * the request's Host or X-Forwarded-Host: whoever sends the request chooses those.
 */
function siteBaseUrl(app: FastifyInstance): string {
  if (app.config.PUBLIC_URL) return app.config.PUBLIC_URL;
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : app.config.PORT;
  return `http://localhost:${port}`;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    baseUrl: siteBaseUrl(request.server),
    language: requestLanguage(request, request.server.languages),
  };
}
