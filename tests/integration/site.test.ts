import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the site skeleton', () => {
  it('reports a healthy database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with the JSON error contract', async () => {
    const res = await t.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Not found.' });
  });

  it('answers spec routes with the SPA (200) and unknown paths with it too, but 404', async () => {
    for (const path of ['/', '/news', '/topic/12', '/itemshop?category=0&page=1', '/downloads']) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
    for (const path of ['/nope', '/topic/', '/topic/1/2', '/admin.php']) {
      expect((await t.app.inject(path)).statusCode, path).toBe(404);
    }
  });

  it('sends a strict Content-Security-Policy and other security headers', async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
  });

  it('refuses cookie-borne state changes from other sites', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        cookie: 'ran_session=abc',
        origin: 'https://evil.example',
        'x-requested-with': 'XMLHttpRequest',
      },
    });
    expect(res.statusCode).toBe(403);
    const noMarker = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: 'ran_session=abc' },
    });
    expect(noMarker.statusCode).toBe(403);
  });

  it('compresses large responses', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
