import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token for the client, and the SHA-256 we store (a database leak reveals no token). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
