import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirmLargeMessage } from '#shared/contracts/admin-players.ts';
import { adminClient } from '../support/admin-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createPlayer, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

// The confirmation threshold is a server setting (ADJUST_CONFIRM_THRESHOLD): here 500 instead of 10,000.
let t: TestApp;
let call: Awaited<ReturnType<typeof adminClient>>['call'];
beforeAll(async () => {
  t = await createTestApp({ config: { ADJUST_CONFIRM_THRESHOLD: '500' } });
  call = (await adminClient(t)).call;
});
afterAll(() => t.close());

it('asks for a confirmation above the configured threshold, not the default one', async () => {
  const player = await createPlayer(t.db);
  const url = `/api/admin/players/${player.user.user_num}/balance`;
  const body = { currency: 'milleage', amount: 501, reason: 'Raffle' };
  const unconfirmed = await call('POST', url, body);
  expect(unconfirmed).toMatchObject({
    status: 409,
    body: { code: 'confirmation_required', message: confirmLargeMessage(500) },
  });
  expect(confirmLargeMessage(500)).toBe('Adjustments over 500 need a second confirmation.');
  expect((await walletOf(t.db, player.user.user_num)).milleage).toBe(0);
  expect((await call('POST', url, { ...body, amount: 500 })).status).toBe(200);
  expect((await call('POST', url, { ...body, confirm: true })).status).toBe(200);
  expect((await walletOf(t.db, player.user.user_num)).milleage).toBe(1001);
  await expectMoneyInvariant(t.db);
});
