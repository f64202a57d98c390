import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../src/shared/contracts/accounts.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { createUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { createItem, credit, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

/**
 * The classic client sends `Content-Type: application/json` on every call, bodiless POSTs included, with
 * the session cookie and the AJAX marker. Each bodiless POST of docs/product/api.md (and resend-verification)
 * must do its work when called exactly that way.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectMoneyInvariant(t.db));
afterAll(() => t.close());

/** Signs in through the API as a browser does and returns the cookie header it would send back. */
async function browserSession(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/processlogin',
    headers: AJAX,
    payload: { UserID: user.user_id, UserPass: user.password },
  });
  expect(res.statusCode).toBe(200);
  const cookie = [res.headers['set-cookie']].flat().find(Boolean)!.split(';')[0]!;
  return { user, cookie };
}

/** A POST with the JSON content type and no body at all, as the classic client sends it. */
const bodiless = (url: string, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...AJAX, cookie, 'content-type': 'application/json' },
    payload: '',
  });

describe('bodiless POSTs with a JSON content type', () => {
  it('logout ends the session', async () => {
    const { cookie } = await browserSession();
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    const res = await bodiless('/api/logout', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.signedOut });
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('whitelist-user-ip whitelists the address', async () => {
    const { user, cookie } = await browserSession();
    const res = await bodiless('/api/whitelist-user-ip', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.whitelisted });
    const rows = await t.db
      .selectFrom('ip_whitelist')
      .selectAll()
      .where('user_num', '=', user.user_num)
      .execute();
    expect(rows.map((r) => r.ip)).toEqual(['127.0.0.1']);
  });

  it('resend-verification sends a new link to an unverified player', async () => {
    const { cookie } = await browserSession({ verified: false });
    const res = await bodiless('/api/resend-verification', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.verificationSent });
  });

  it('addtocart, buycartitem and buyitem move the item and the money', async () => {
    const { user, cookie } = await browserSession();
    await credit(t.db, user.user_num, 'rcoin', 1000);
    const item = await createItem(t.db, { price: 100 });

    const added = await bodiless(`/api/addtocart?productnum=${item.product_num}`, cookie);
    expect(added.statusCode).toBe(200);
    const cart = await t.app.inject({ url: '/api/shopcart', headers: { cookie } });
    expect(cart.json()).toEqual([expect.objectContaining({ productnum: item.product_num, quantity: 1 })]);

    const checkout = await bodiless(`/api/buycartitem?items=${added.json().seq}`, cookie);
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json()).toMatchObject({ userPoints: 900 });

    const bought = await bodiless(`/api/buyitem?productnum=${item.product_num}`, cookie);
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({ userPoints: 800 });
    expect((await walletOf(t.db, user.user_num)).rcoin).toBe(800);
  });

  it('a route that needs a body says which field is missing, not "Bad request."', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/processlogin',
      headers: { ...AJAX, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toBe('Bad request.');
  });
});

describe('a body that is not an object', () => {
  it("gets a plain message, not the validator's wording, and changes nothing", async () => {
    for (const [type, payload] of [
      ['application/json', 'null'],
      ['application/json', '42'],
      ['application/json', '"text"'],
      ['text/plain', 'UserID=demo'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/processlogin',
        headers: { ...AJAX, 'content-type': type },
        payload,
      });
      expect([400, 415], `${type} ${payload}`).toContain(res.statusCode);
      if (res.statusCode === 400) {
        expect(res.json(), `${type} ${payload}`).toMatchObject({
          code: 'invalid_input',
          message: MESSAGES.bodyNotObject,
        });
      }
    }
  });
});
