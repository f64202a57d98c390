import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/shared/contracts/errors.ts';
import { createSignedInUser } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** What routes declare in their config is applied by the /api hooks, before the body is read. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

describe('declared auth', () => {
  it('refuses an anonymous caller of an admin route before its body is read', async () => {
    // Malformed JSON would be a 400 had the body been parsed; the auth hook answers first.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: json,
      payload: '{"subject":',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthenticated', message: 'Please Login to Continue!' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a player on an admin route before its body is read', async () => {
    const player = await createSignedInUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/news/1',
      headers: { ...json, ...player.auth },
      payload: '{"subject":',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('says the session expired when a token came but is no longer live', async () => {
    const res = await t.app.inject({
      url: '/api/wallet',
      headers: { authorization: 'Bearer no-such-session' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthenticated', message: 'Session expired. Please log in again.' });
  });

  it('lets an admin through to validation and the handler', async () => {
    const admin = await createSignedInUser(t.db, { userType: 11 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { ...json, ...admin.auth },
      payload: '{"subject":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('bad_request');
  });
});

describe('error codes', () => {
  it('gives every error body a code from the contract', async () => {
    const player = await createSignedInUser(t.db);
    const answers = [
      await t.app.inject({ url: '/api/does-not-exist' }),
      await t.app.inject({ url: '/api/me' }),
      await t.app.inject({ url: '/api/itemshop?page=abc' }),
      await t.app.inject({ method: 'POST', url: '/api/buyitem?productnum=999999', headers: player.auth }),
      await t.app.inject({
        method: 'POST',
        url: '/api/processlogin',
        headers: json,
        payload: 'x'.repeat(9000),
      }),
    ];
    expect(answers.map((r) => [r.statusCode, r.json().code])).toEqual([
      [404, 'not_found'],
      [401, 'unauthenticated'],
      [400, 'invalid_input'],
      [404, 'not_found'],
      [413, 'payload_too_large'],
    ]);
    for (const r of answers) expect(ERROR_CODES).toContain(r.json().code);
  });
});
