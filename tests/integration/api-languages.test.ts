import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '#shared/contracts/accounts.ts';
import { SHOP_MESSAGES } from '#shared/shop-rules.ts';
import { createVouchers } from '../../src/server/modules/vouchers/service.ts';
import { nextIp, post } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createItem, createPlayer, expectMoneyInvariant } from '../support/wallet-factories.ts';

/**
 * The API's texts in the page's language (docs/product/languages.md, Errors and form messages;
 * docs/decisions/0077-api-messages.md): with Filipino offered, a request whose `lang` cookie names Filipino
 * is answered in Filipino, values kept; without it (and on a site offering English only) word for word in
 * English; the console stays English.
 */
let t: TestApp;
let englishOnly: TestApp;
beforeAll(async () => {
  t = await createTestApp({ languages: ['en', 'fil'] });
  englishOnly = await createTestApp({ languages: ['en'] });
});
afterAll(async () => {
  await expectMoneyInvariant(t.db);
  await t?.close();
  await englishOnly?.close();
});

const FIL = { cookie: 'lang=fil' };

describe('the API in the request’s language', () => {
  it('refuses a sign-in in Filipino with the cookie, in English without it', async () => {
    const body = { UserID: 'nobody_here', UserPass: 'wrong-password' };
    const fil = await post(t.app, 'processlogin', body, { ip: nextIp(), ...FIL });
    expect(fil.statusCode).toBe(200);
    expect(fil.json().data).toMatchObject({ status: 2, message: 'Mali ang username o password.' });
    expect(fil.headers.vary).toContain('Accept-Language');
    const en = await post(t.app, 'processlogin', body, { ip: nextIp() });
    expect(en.json().data.message).toBe(ACCOUNT_MESSAGES.loginFailed);
  });

  it('refuses a bad voucher in Filipino with the cookie, in English without it', async () => {
    const player = await createPlayer(t.db);
    const redeem = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/processCoupon',
        headers: { ...player.auth, ...(cookie ? { cookie } : {}) },
        payload: { CouponCode: 'NOPE-NOPE-NOPE-NOPE' },
      });
    const fil = await redeem(FIL.cookie);
    expect(fil.statusCode).toBe(400);
    expect(fil.json().message).toBe('Maling voucher code. Pakitingnan ang code at subukan ulit.');
    const en = await redeem();
    expect(en.json().message).toBe(SHOP_MESSAGES.voucherInvalid);
  });

  it('tells a redeemed voucher’s amount in Filipino, the value carried over', async () => {
    const [code] = await createVouchers(t.db, { value: 1500, currency: 'rcoin', count: 1 });
    const player = await createPlayer(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/processCoupon',
      headers: { ...player.auth, ...FIL },
      payload: { CouponCode: code },
    });
    expect(res.json().message).toBe('Na-redeem ang voucher! Nadagdag ang 1,500 R-Coin sa account mo.');
  });

  it('refuses a buy without the money in Filipino with the cookie, in English without it', async () => {
    const item = await createItem(t.db, { price: 101 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const buy = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/buyitem?productnum=${item.product_num}`,
        headers: { ...player.auth, ...headers },
      });
    const fil = await buy(FIL);
    expect(fil.statusCode).toBe(402);
    expect(fil.json()).toMatchObject({
      code: 'insufficient_funds',
      message: 'Kulang ang R-Coin mo para sa purchase na ito.',
    });
    // The browser's languages count too.
    expect((await buy({ 'accept-language': 'tl-PH' })).json().message).toBe(
      'Kulang ang R-Coin mo para sa purchase na ito.',
    );
    const en = await buy({});
    expect(en.json().message).toBe(SHOP_MESSAGES.notEnoughRcoin);
  });

  it('says a value-carrying refusal in Filipino with its value', async () => {
    const item = await createItem(t.db, { price: 10, stock: 2 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/buyitem?productnum=${item.product_num}&quantity=3`,
      headers: { ...player.auth, ...FIL },
    });
    expect(res.json().message).toBe('2 na lang ang natitirang stock.');
  });

  it('answers a validation failure in Filipino, each field’s message and the list, values kept', async () => {
    const payload = { userId: 'ab', userPassword: 'x', userEmail: 'not-an-email' };
    const fil = await post(t.app, 'register', payload, { ip: nextIp(), ...FIL });
    expect(fil.statusCode).toBe(400);
    const body = fil.json();
    expect(body.errors.userId).toBe('Ang Username ay dapat 4 hanggang 20 na character.');
    expect(body.errors.userEmail).toBe('Maglagay ng tamang email address.');
    expect(body.message).toBe(body.errors.userId);
    expect(body.error).toContain('Ang Password ay dapat hindi bababa sa 8 na character.');
    const en = await post(t.app, 'register', payload, { ip: nextIp() });
    expect(en.json().errors).toMatchObject({
      userId: ACCOUNT_MESSAGES.userIdLength,
      userEmail: ACCOUNT_MESSAGES.emailInvalid,
      userPassword: ACCOUNT_MESSAGES.passwordTooShort,
    });
    expect(en.json().message).toBe(ACCOUNT_MESSAGES.userIdLength);
  });

  it('answers a schema refusal of Fastify’s validation in Filipino too', async () => {
    const player = await createPlayer(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/processCoupon',
      headers: { ...player.auth, ...FIL },
      payload: { CouponCode: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Kailangan ang Voucher Code.',
      errors: { CouponCode: 'Kailangan ang Voucher Code.' },
    });
  });

  it('keeps a text the catalog does not have, the console, and an English-only site in English', async () => {
    const unsigned = await t.app.inject({ method: 'GET', url: '/api/me', headers: FIL });
    expect(unsigned.json().message).toBe('Mag-login ka muna para makatuloy!');
    const consoleCall = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: FIL });
    expect(consoleCall.statusCode).toBe(401);
    expect(consoleCall.json().message).toBe('Please Login to Continue!');
    const onlyEnglish = await englishOnly.app.inject({ method: 'GET', url: '/api/me', headers: FIL });
    expect(onlyEnglish.json().message).toBe('Please Login to Continue!');
  });
});
