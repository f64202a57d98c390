import { pipeline, type Readable } from 'node:stream';
import { createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, BROTLI_OPTIONS, COMPRESS_THRESHOLD, compressText, pickEncoding } from '../http-cache.ts';

/** Text, JSON, JavaScript, XML and SVG shrink; images, fonts and archives are compressed already. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

function isStream(payload: unknown): payload is Readable {
  return typeof (payload as { pipe?: unknown } | null)?.pipe === 'function';
}

/**
 * An answer as it goes out, compressed with brotli or gzip when the client accepts one of them and it is
 * worth it (docs/decisions/0081-one-answer-hook.md): compressible text of at least COMPRESS_THRESHOLD bytes
 * that nothing has encoded already. Most API answers are a few hundred bytes, so the size is asked first
 * and they leave untouched at the cost of a length check. Cached answers carry compressed copies of their
 * own (http-cache.ts) and built files theirs (scripts/precompress.ts): both come here already encoded.
 * A file sent as a stream is compressed on the way; a partial one (206) never is, as its byte range
 * names the uncompressed file.
 */
export function compressedAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  let size: number;
  if (typeof payload === 'string')
    size = payload.length < COMPRESS_THRESHOLD ? Buffer.byteLength(payload) : COMPRESS_THRESHOLD;
  else if (Buffer.isBuffer(payload)) size = payload.length;
  else if (isStream(payload)) size = Number(reply.getHeader('content-length') ?? COMPRESS_THRESHOLD);
  else return payload;
  if (size < COMPRESS_THRESHOLD || reply.statusCode === 206) return payload;
  if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return payload;
  const type = reply.getHeader('content-type');
  // Text sent with no type of its own goes out as text/plain (Fastify names it after this hook).
  const compressible =
    type === undefined ? typeof payload === 'string' : typeof type === 'string' && COMPRESSIBLE.test(type);
  if (!compressible) return payload;
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  addVary(reply, ['Accept-Encoding']);
  reply.header('content-encoding', encoding);
  if (!isStream(payload)) {
    const body = compressText(payload as string | Buffer, encoding);
    reply.header('content-length', body.length);
    return body;
  }
  reply.removeHeader('content-length');
  const zip = encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip();
  pipeline(payload, zip, (error) => {
    if (error) request.log.warn({ err: error }, 'compressing an answer failed');
  });
  return zip;
}
