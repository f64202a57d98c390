import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../src/server/modules/accounts/sessions.ts';
import { seedAccounts } from '../../src/server/seed/accounts.ts';
import { DEMO_VOUCHERS, seedShop } from '../../src/server/seed/shop.ts';
import { shopClient } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { expectMoneyInvariant } from '../support/wallet-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('shop demo seed', () => {
  it('fills the catalogue, prints demo vouchers, funds the demo player through the ledger, and is idempotent', async () => {
    const first = { notes: [] as string[] };
    await seedAccounts(t.db, first);
    await seedShop(t.db, first);
    const second = { notes: [] as string[] };
    await seedShop(t.db, second);
    const items = await t.db.selectFrom('shop_items').select('product_num').execute();
    expect(items.length).toBeGreaterThanOrEqual(35);
    expect((await t.db.selectFrom('shop_categories').select('id').execute()).length).toBe(6);
    expect(first.notes.filter((n) => n.startsWith('voucher '))).toHaveLength(DEMO_VOUCHERS.length);
    expect(second.notes.some((n) => n.startsWith('voucher '))).toBe(false);
    await expectMoneyInvariant(t.db);
    const demo = await t.db
      .selectFrom('users')
      .select(['user_num', 'user_point', 'user_point2'])
      .where('user_id', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(demo.user_point).toBeGreaterThan(10_000);
    const top = (await t.app.inject('/api/topsales')).json().itemshopdata;
    expect(top[0].ItemName).toBe('Greater Healing Draught');
    // The demo flags four items for the Premium Sellers area, shown in shop order.
    const premium = (await t.app.inject('/api/premiumsellers')).json().itemshopdata;
    expect(premium.map((i: { ItemName: string }) => i.ItemName)).toEqual([
      'Dawnbreaker Greatsword',
      'Crimson Phoenix Wings',
      'Revival Feather',
      'Thunder Hoof Steed',
    ]);
    const token = await startSession(t.db, demo.user_num, { ip: null, userAgent: null });
    const res = await shopClient(t.app, { authorization: `Bearer ${token}` }).redeem(DEMO_VOUCHERS[0]!.code);
    expect(res.statusCode).toBe(200);
    await expectMoneyInvariant(t.db);
  });
});
