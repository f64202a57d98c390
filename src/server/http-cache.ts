import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** A serialized JSON body with its validator, ready to send as is. */
export interface CachedBody {
  body: string;
  etag: string;
  /** Compressed once when cached, so a hit costs no compression work (absent for small bodies). */
  gzip?: Buffer;
  br?: Buffer;
}

/** Below this many bytes an answer is sent as it is: compressing saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** Brotli at quality 5: near quality 11's size for text, at a small part of its time (no answer waits long). */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** A text compressed the one way the site compresses answers (cached copies, plugins/compression.ts). */
export function compressText(body: string | Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, { level: 6 });
}

export interface ResponseCache {
  /** The cached body for `key`, loading (once, even under concurrent misses) when absent or expired. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedBody>;
  /** Whether `key` is held and fresh (or loading), i.e. a get would not load. */
  has(key: string): boolean;
  clear(): void;
  readonly ttlMs: number;
}

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * The body exactly as the route's response schema lets it out: a cached answer is sent as a ready string,
 * past Fastify's serializer, so the schema is applied here instead. Fields it does not list are dropped;
 * a value that breaks it throws (and is not cached), as a 500 from the serializer would.
 */
export function toCachedBody(value: unknown, schema: z.ZodType): CachedBody {
  return toCachedText(JSON.stringify(schema.encode(value)));
}

/** Any text (a rendered page) ready to send as is: its ETag and, from 1 KB, its compressed copies. */
function toCachedText(body: string): CachedBody {
  if (Buffer.byteLength(body) < COMPRESS_THRESHOLD) return { body, etag: etagOf(body) };
  return {
    body,
    etag: etagOf(body),
    gzip: compressText(body, 'gzip'),
    br: compressText(body, 'br'),
  };
}

/**
 * Adds header names to what an answer varies by (`Vary`), each only if it is not there yet, keeping what
 * the route or an earlier step set: caches then keep apart the answers those headers choose between.
 */
export function addVary(reply: FastifyReply, names: readonly string[]): void {
  const vary = reply.getHeader('vary');
  const was = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  const have = was.toLowerCase();
  const missing = names.filter((name) => !have.includes(name.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [was, ...missing].filter(Boolean).join(', '));
}

/** The best encoding the client accepts among br and gzip (an explicit q=0 refuses one). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * In-process TTL cache of whole response bodies (docs/decisions/0004-response-cache.md), each serialized with
 * `schema` (the route's 200 response schema). Entries are kept per key up to `maxEntries`; the oldest is
 * dropped first. A failed load is not cached. Its route's module clears it on the cache bus's topic
 * (app.cacheBus.on), which every instance hears; what shows every topic listens with app.cacheBus.onAny.
 */
export function createResponseCache(
  ttlMs: number,
  schema: z.ZodType,
  maxEntries = 500,
  now = () => Date.now(),
): ResponseCache {
  return createCache(ttlMs, (value) => toCachedBody(value, schema), maxEntries, now);
}

/** The same cache for whole rendered pages: each loaded string is kept with its ETag and compressed copies. */
export function createPageCache(ttlMs: number, maxEntries = 500, now = () => Date.now()): ResponseCache {
  return createCache(ttlMs, (value) => toCachedText(String(value)), maxEntries, now);
}

function createCache(
  ttlMs: number,
  encode: (value: unknown) => CachedBody,
  maxEntries: number,
  now: () => number,
): ResponseCache {
  const entries = new Map<string, { expiresAt: number; value: Promise<CachedBody> }>();
  return {
    ttlMs,
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const value = load().then(encode);
      entries.delete(key);
      entries.set(key, { expiresAt: now() + ttlMs, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    has(key) {
      const hit = entries.get(key);
      return hit !== undefined && hit.expiresAt > now();
    },
    clear() {
      entries.clear();
    },
  };
}

/** True when the request's If-None-Match names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * Sends a cached body with ETag and Cache-Control, or 304 when the client already holds it. A string body
 * with a JSON content type is sent without serializing it again.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  maxAgeSeconds: number,
  /** Another type than JSON (a rendered page, sitemap.xml); `revalidate`: `no-cache`, so every visit asks (304). */
  /** `vary`: what else the body depends on (a page's language: plugins/language.ts). */
  options: { type?: string; revalidate?: boolean; vary?: string } = {},
): FastifyReply {
  const type = options.type ?? 'application/json; charset=utf-8';
  const cacheControl = options.revalidate ? 'no-cache' : `public, max-age=${maxAgeSeconds}`;
  reply.header('ETag', cached.etag).header('Cache-Control', cacheControl);
  const vary = [options.vary, cached.gzip ? 'Accept-Encoding' : null].filter(Boolean).join(', ');
  if (vary) reply.header('Vary', vary);
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  reply.type(type);
  const encoding = cached.gzip ? pickEncoding(request.headers['accept-encoding']) : null;
  if (encoding) return reply.header('Content-Encoding', encoding).send(cached[encoding]);
  return reply.send(cached.body);
}

/** One value kept for `ttlMs` (what a route needs to decide, not a body it sends): loaded once at a time. */
export interface ValueCache<T> {
  get(): Promise<T>;
  clear(): void;
}

/**
 * Keeps the value `load` gives for `ttlMs`; concurrent gets share one load, a failed load is not kept, and
 * `clear` (a cache bus topic) makes the next get load afresh: a load still running when it is cleared
 * answers only the gets that were already waiting for it.
 */
export function createValueCache<T>(
  ttlMs: number,
  load: () => Promise<T>,
  now = () => Date.now(),
): ValueCache<T> {
  let held: { expiresAt: number; value: Promise<T> } | null = null;
  return {
    get() {
      if (held && held.expiresAt > now()) return held.value;
      const value = load();
      const entry = { expiresAt: now() + ttlMs, value };
      held = entry;
      value.catch(() => {
        if (held === entry) held = null;
      });
      return value;
    },
    clear() {
      held = null;
    },
  };
}
