import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-error.ts';

// NUL and the other C0 controls except tab, newline and carriage return: PostgreSQL text cannot hold NUL,
// and no field of this site has a use for the others.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function containsControl(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  for (const item of Object.values(value)) if (containsControl(item, depth + 1)) return true;
  return false;
}

const CONTROL_CHARACTER_MESSAGE = 'Text may not contain control characters.';

/** One check for every route: control characters in the query, path or body are refused with 400. */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  // A callback hook: every request passes here, and a promise per request would be its main cost.
  app.addHook('preValidation', (request, _reply, done) => {
    // The HTTP parser refuses a raw control character in the request line, so the query and path can
    // only hold one percent-encoded: a URL without '%' is not decoded, and has none to look for.
    const decoded = request.url.includes('%');
    if (
      (decoded && (containsControl(request.query) || containsControl(request.params))) ||
      containsControl(request.body)
    ) {
      return done(badRequest(CONTROL_CHARACTER_MESSAGE));
    }
    done();
  });
}
