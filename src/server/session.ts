import type { Config } from './config.ts';

/**
 * What a session is, as both the HTTP layer (plugins/auth.ts reads it) and the accounts module (which makes
 * and ends sessions) see it. Kept outside `modules/` so plugins need not import a module.
 */
export interface SessionUser {
  userNum: number;
  userId: string;
  userType: number;
  /**
   * An account a legacy sign-in brought over from the game that has not yet given its e-mail and secret
   * question: only routes that declare `completing` admit it (plugins/auth.ts).
   */
  detailsNeeded?: boolean;
}

/**
 * Cookies follow PUBLIC_URL: over https they are Secure and take the `__Host-` prefix (the browser then
 * refuses them unless Secure, on path /, with no Domain, so a sibling subdomain cannot plant one). Over
 * plain http (local development) they keep plain names. The client never reads them (HttpOnly).
 */
function overHttps(config: Config): boolean {
  return config.PUBLIC_URL?.startsWith('https://') ?? false;
}

export function sessionCookieName(config: Config): string {
  return overHttps(config) ? '__Host-ran_session' : 'ran_session';
}

/** The browser's device token: set at a successful sign-in so the browser is known the next time. */
export function deviceCookieName(config: Config): string {
  return overHttps(config) ? '__Host-ran_device' : 'ran_device';
}

/** Options every site cookie shares. */
export const cookieOptions = (config: Config) =>
  ({ httpOnly: true, sameSite: 'lax', secure: overHttps(config), path: '/' }) as const;
