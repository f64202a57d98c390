import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { buildApp } from '../../src/server/app.ts';
import { testConfig } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';

/**
 * Built files are compressed once at build time (scripts/precompress.ts) and served as they are: the
 * encoding the browser accepts, with Content-Encoding, Vary and the file's caching, and the same bytes.
 */
let clientDir: string;
let database: TestDatabase;
let app: FastifyInstance;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'ran-precompressed-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(path.join(clientDir, 'assets/entry-abc.js'), script);
  writeFileSync(path.join(clientDir, 'assets/tiny-abc.js'), 'export {};\n');
  mkdirSync(path.join(clientDir, 'img'));
  writeFileSync(path.join(clientDir, 'img/dot.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  precompressDir(clientDir);
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db, clientDir, logger: false });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('precompressed assets', () => {
  it('writes .br and .gz beside a text file, not beside a tiny one or the shell', () => {
    expect(existsSync(path.join(clientDir, 'assets/entry-abc.js.br'))).toBe(true);
    expect(existsSync(path.join(clientDir, 'assets/entry-abc.js.gz'))).toBe(true);
    expect(existsSync(path.join(clientDir, 'assets/tiny-abc.js.br'))).toBe(false);
    expect(existsSync(path.join(clientDir, 'index.html.br'))).toBe(false);
  });

  it('sends the brotli file to a browser that accepts it, cached for a year, varying by encoding', async () => {
    const res = await get('/assets/entry-abc.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    // The build's file itself, byte for byte: nothing was compressed for this request.
    expect(res.rawPayload.equals(readFileSync(path.join(clientDir, 'assets/entry-abc.js.br')))).toBe(true);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await get('/assets/entry-abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(gz.rawPayload.equals(readFileSync(path.join(clientDir, 'assets/entry-abc.js.gz')))).toBe(true);
    const plain = await get('/assets/entry-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves the compressed copies by their own names as something else', async () => {
    const res = await get('/assets/entry-abc.js.br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).not.toMatch(/javascript/);
  });

  it('carries a file’s headers, not a page’s, and a missing file is a plain 404, not the shell', async () => {
    for (const url of ['/assets/entry-abc.js', '/img/dot.svg']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';style-src 'unsafe-inline';frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // What only a document uses is not sent with a file.
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
    const missing = await get('/assets/gone-abc.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect(missing.body).toBe('Not found.');
    // A page still gets a page's headers.
    const page = await get('/');
    expect(page.headers['permissions-policy']).toBeDefined();
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
