import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_KEYS = /^(token|code|couponcode|password|pass|secret|key)$/i;

/** The URL as logged: values of secret-looking query parameters (reset tokens, codes) are masked. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/**
 * What a request log line says about the request: method, redacted URL, id and client address. Headers are
 * not logged at all (they carry cookies and bearer tokens), and bodies never are.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      id: request.id,
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    };
  },
};
