import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAnswer } from './answer.ts';
import { registerErrorHandler } from './errors.ts';

const app = Fastify({ logger: false });
const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Item ${i}` })) };
const bigText = JSON.stringify(big);
const text = 'A line of a guide, long enough to be worth compressing.\n'.repeat(40);

beforeAll(async () => {
  registerErrorHandler(app);
  registerAnswer(app, ['en']);
  app.get('/big', async () => big);
  app.get('/small', async () => ({ ok: true }));
  app.get('/varied', async (_request, reply) => reply.header('vary', 'Cookie').send(big));
  app.get('/encoded', async (_request, reply) =>
    reply.header('content-encoding', 'gzip').type('application/json').send(Buffer.from(bigText)),
  );
  app.get('/untyped', async (_request, reply) => reply.send(text));
  app.get('/picture', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
  app.get('/stream', async (_request, reply) => reply.type('text/plain').send(Readable.from([text, text])));
  app.get('/small-stream', async (_request, reply) =>
    reply
      .type('text/plain')
      .header('content-length', 5)
      .send(Readable.from(['hello'])),
  );
  app.get('/failing-stream', async (_request, reply) => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('the export query failed'));
      },
    });
    return reply.type('text/csv').send(failing);
  });
  app.get('/partial', async (_request, reply) =>
    reply
      .status(206)
      .header('content-range', `bytes 0-${text.length - 1}/9999`)
      .type('text/plain')
      .send(text),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('answer compression', () => {
  it('sends a large answer in the best encoding the client accepts, with its length and Vary', async () => {
    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(bigText.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigText);

    const untyped = await get('/untyped', 'br');
    expect(untyped.headers['content-encoding']).toBe('br');
    expect(untyped.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(brotliDecompressSync(untyped.rawPayload).toString()).toBe(text);

    const gzip = await get('/big', 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigText);
  });

  it('sends it as it is to a client that accepts neither', async () => {
    for (const accepted of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const plain = await get('/big', accepted);
      expect(plain.headers['content-encoding'], accepted).toBeUndefined();
      expect(plain.body, accepted).toBe(bigText);
    }
  });

  it('leaves small answers, encoded ones, pictures and partial ones alone', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.body).toBe('{"ok":true}');

    const encoded = await get('/encoded', 'br');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.body).toBe(bigText);

    const picture = await get('/picture', 'br');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.length).toBe(4096);

    const partial = await get('/partial', 'br');
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-encoding']).toBeUndefined();
    expect(partial.body).toBe(text);
  });

  it('adds Accept-Encoding to what an answer already varies by', async () => {
    const varied = await get('/varied', 'gzip');
    expect(varied.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('compresses a text stream on the way, and not a stream known to be small', async () => {
    const streamed = await get('/stream', 'gzip');
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(streamed.headers['content-length']).toBeUndefined();
    expect(gunzipSync(streamed.rawPayload).toString()).toBe(text + text);

    const small = await get('/small-stream', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('hello');
  });

  it('answers a stream that fails before its first byte with a plain JSON error, not one labelled compressed', async () => {
    const failed = await get('/failing-stream', 'br');
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['content-encoding']).toBeUndefined();
    expect(failed.json().code).toBe('internal');
  });
});
