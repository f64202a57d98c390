import type { FastifyInstance } from 'fastify';
import type { Language } from '#shared/languages.ts';
import { apiLanguage } from './api-language.ts';
import { noStoreIfPersonal } from './auth.ts';
import { compressedAnswer } from './compression.ts';

/**
 * What every answer gets on its way out, in one onSend hook registered at the root (so /api answers with
 * no route, errors and files get it too), in this order: a personal answer is made no-store
 * (plugins/auth.ts), a player's API answer is told in their language (plugins/api-language.ts), and then
 * the body, in its final words, is compressed (plugins/compression.ts). One hook, not three: each hook of
 * Fastify's is a call and a callback on every request, and on the bare route the three cost more than
 * what they do (docs/decisions/0081-one-answer-hook.md). A callback hook, not an async one: no promise
 * per request.
 */
export function registerAnswer(app: FastifyInstance, languages: readonly Language[]): void {
  const translated = apiLanguage(languages);
  app.addHook('onSend', (request, reply, payload, done) => {
    noStoreIfPersonal(request, reply);
    const said = translated ? translated(request, reply, payload) : payload;
    done(null, compressedAnswer(request, reply, said));
  });
}
