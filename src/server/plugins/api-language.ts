import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '#shared/languages.ts';
import { addVary } from '../http-cache.ts';
import { apiText, LANGUAGE_VARY, requestLanguage } from './language.ts';

/** The console's API: it stays English (docs/product/languages.md). */
const CONSOLE_API = '/api/admin';

function isPlayerApi(url: string): boolean {
  if (!url.startsWith('/api/')) return false;
  const after = url.startsWith(CONSOLE_API) ? url.charAt(CONSOLE_API.length) : 'x';
  return !(after === '' || after === '/' || after === '?');
}

const LANGUAGE_VARY_NAMES = LANGUAGE_VARY.split(', ');

type Say = (text: string) => string;

/** What the answer hook (plugins/answer.ts) calls: the payload the answer leaves with. */
type Translate = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => unknown;
const sayAll = (value: unknown, say: Say): unknown =>
  typeof value === 'string' ? say(value) : Array.isArray(value) ? value.map((v) => sayAll(v, say)) : value;

/**
 * The texts a reply body carries for the player: `message`, `error` (a text or the register form's list),
 * each of `errors` (a field's message), and the sign-in's `data.message`. Nothing else is touched: what
 * players and operators wrote (a ticket's messages, news) sits deeper in a body and stays as written.
 */
function sayBody(body: Record<string, unknown>, say: Say): void {
  if (typeof body.message === 'string') body.message = say(body.message);
  if (body.error !== undefined) body.error = sayAll(body.error, say);
  if (body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    const errors = body.errors as Record<string, unknown>;
    for (const field of Object.keys(errors)) errors[field] = sayAll(errors[field], say);
  }
  const data = body.data as Record<string, unknown> | null | undefined;
  if (data && typeof data === 'object' && typeof data.message === 'string') data.message = say(data.message);
}

/**
 * Every player-facing text of the API in the request's language (docs/decisions/0077-api-messages.md): the
 * code writes English, and each reply of a player route (not the console's) is told in the language the
 * page is in, by the texts' English in src/shared/i18n/api.en.ts. Done on the way out, after the reply is
 * serialised and an idempotent answer stored, so a stored answer is English and a replay is told in the
 * replaying request's language. English replies are sent untouched; only while Filipino is offered (null
 * otherwise). A step of the one answer hook (plugins/answer.ts).
 */
export function apiLanguage(languages: readonly Language[]): Translate | null {
  if (languages.length < 2) return null;
  return function translated(request, reply, payload) {
    if (typeof payload !== 'string' || !isPlayerApi(request.url)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.includes('json')) return payload;
    if (!payload.includes('"message"') && !payload.includes('"error')) return payload;
    // The same address answers in each language: caches keep them apart.
    addVary(reply, LANGUAGE_VARY_NAMES);
    const language = requestLanguage(request, languages);
    if (language === 'en') return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return payload;
    sayBody(body as Record<string, unknown>, (text) => apiText(text, language));
    return JSON.stringify(body);
  };
}
