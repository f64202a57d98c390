import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { placeOrder } from '../modules/purchases/service.ts';
import { newVoucherCode } from '../modules/vouchers/codes.ts';
import { createVoucherBatch } from '../modules/vouchers/service.ts';
import { moveMoney } from '../modules/wallet/service.ts';
import type { SeedReport } from './seed-report.ts';

/** Demo catalogue: original names and texts written for this project. Section 2 = priced in Milleage. */
const CATEGORIES = [
  'Weapons',
  'Costumes',
  'Consumables',
  'Enhancement',
  'Pets & Mounts',
  'Milleage Exchange',
];

type SeedItem = [
  name: string,
  icon: string,
  price: number,
  section: number,
  ribbon: string | null,
  stock: number | null,
  description: string,
];

/** The demo's Premium Sellers area: a weapon, a costume, a consumable and a mount. */
const PREMIUM = new Set([
  'Dawnbreaker Greatsword',
  'Crimson Phoenix Wings',
  'Revival Feather',
  'Thunder Hoof Steed',
]);

const ITEMS: Record<string, SeedItem[]> = {
  Weapons: [
    [
      'Emberfang Saber',
      'sword.svg',
      1200,
      1,
      'hot',
      null,
      'A curved blade forged in a volcano shrine. Its edge glows faintly when the wielder is in danger.',
    ],
    [
      'Tidecaller Bow',
      'bow.svg',
      1100,
      1,
      null,
      null,
      'Strung with braided sea silk. Arrows loosed from it sing like gulls over the harbour.',
    ],
    [
      'Moonwell Staff',
      'staff.svg',
      1150,
      1,
      'new',
      null,
      'Carved from a tree that only blooms under a full moon. Favoured by patient healers.',
    ],
    [
      'Ironroot Gauntlets',
      'gauntlet.svg',
      980,
      1,
      null,
      null,
      'Heavy fists bound with living bark. Every strike echoes like a temple drum.',
    ],
    [
      'Stormglass Rifle',
      'rifle.svg',
      1300,
      1,
      null,
      25,
      'A campus workshop prototype. The glass chamber crackles with captured lightning.',
    ],
    [
      'Whisperstep Daggers',
      'dagger.svg',
      1050,
      1,
      null,
      null,
      'A pair of thin blades that make no sound when drawn. Loved by night scouts.',
    ],
    [
      'Dawnbreaker Greatsword',
      'sword.svg',
      2400,
      1,
      'hot',
      10,
      'Too heavy for most students. Those who master it say the sunrise follows their swing.',
    ],
  ],
  Costumes: [
    [
      'Lantern Festival Robe',
      'costume.svg',
      850,
      1,
      'new',
      null,
      'A festive robe stitched with paper lantern patterns. Glows softly at night.',
    ],
    [
      'Academy Dress Uniform',
      'costume.svg',
      700,
      1,
      null,
      null,
      'Crisp formal wear for graduation day. Includes a tassel that never tangles.',
    ],
    [
      'Monsoon Rain Cloak',
      'cloak.svg',
      640,
      1,
      null,
      null,
      'Sheds water like a duck. Comes with a hood deep enough to nap in.',
    ],
    [
      'Crimson Phoenix Wings',
      'wings.svg',
      1800,
      1,
      'hot',
      30,
      'Decorative wings that scatter sparks as you run. Purely for style, entirely worth it.',
    ],
    [
      'Jade Scholar Hat',
      'hat.svg',
      320,
      1,
      null,
      null,
      'A tall hat said to make its wearer look twice as wise. Results may vary.',
    ],
    [
      'Beachside Summer Set',
      'costume.svg',
      560,
      1,
      'sale',
      null,
      'Shorts, sandals and a shirt with coconut prints. Sand not included.',
    ],
    [
      'Shadow Courier Mask',
      'mask.svg',
      410,
      1,
      null,
      null,
      'A half mask worn by the fastest couriers in the capital. Very mysterious.',
    ],
  ],
  Consumables: [
    [
      'Greater Healing Draught',
      'potion-red.svg',
      60,
      1,
      null,
      null,
      'Restores a large portion of health. Tastes of ginger and honey.',
    ],
    [
      'Spirit Spring Tonic',
      'potion-blue.svg',
      60,
      1,
      null,
      null,
      'Restores a large portion of mana. Bottled at a mountain spring at dawn.',
    ],
    [
      'Swiftwind Elixir',
      'potion-green.svg',
      90,
      1,
      null,
      null,
      'Boosts running speed for thirty minutes. Do not drink before a long meeting.',
    ],
    [
      'Return Scroll Bundle',
      'scroll.svg',
      150,
      1,
      null,
      null,
      'Ten scrolls that carry you back to your school gate in a puff of chalk dust.',
    ],
    [
      'Scholar’s Focus Tea',
      'tea.svg',
      220,
      1,
      'new',
      null,
      'Doubles experience gained for one hour. Brew, sip, study, repeat.',
    ],
    [
      'Lucky Rice Cake',
      'cake.svg',
      120,
      1,
      null,
      null,
      'Raises item drop luck for one hour. Share one with your party for good fortune.',
    ],
    [
      'Revival Feather',
      'feather.svg',
      300,
      1,
      null,
      null,
      'Revives a fallen character on the spot with half health. Light as a whisper.',
    ],
  ],
  Enhancement: [
    [
      'Starforge Shard',
      'gem-blue.svg',
      250,
      1,
      null,
      null,
      'Raises the chance of a successful upgrade. Hums quietly near anvils.',
    ],
    [
      'Guardian Charm',
      'charm.svg',
      450,
      1,
      'hot',
      null,
      'Protects an item from breaking when an upgrade fails. One use.',
    ],
    [
      'Ember Attack Stone',
      'gem-red.svg',
      380,
      1,
      null,
      null,
      'Adds a burning edge to a weapon. Warm to the touch for days.',
    ],
    [
      'Granite Defense Stone',
      'gem-grey.svg',
      380,
      1,
      null,
      null,
      'Hardens armour against heavy blows. Heavier than it looks.',
    ],
    [
      'Socket Chisel',
      'chisel.svg',
      520,
      1,
      null,
      50,
      'Opens a new socket in a weapon or armour piece. Handle with care.',
    ],
    [
      'Appraiser’s Lens',
      'lens.svg',
      200,
      1,
      null,
      null,
      'Re-rolls the hidden bonus of an item. Every look reveals something new.',
    ],
  ],
  'Pets & Mounts': [
    [
      'Pocket Fox Companion',
      'pet-fox.svg',
      1500,
      1,
      'new',
      null,
      'A tiny fox that follows you and picks up loose coins. Occasionally steals snacks.',
    ],
    [
      'Cloud Puff Spirit',
      'pet-cloud.svg',
      1350,
      1,
      null,
      null,
      'A friendly cloud that drizzles on enemies and sunshine on friends.',
    ],
    [
      'Campus Hoverboard',
      'board.svg',
      2200,
      1,
      'hot',
      15,
      'A student-built hoverboard. Faster than walking, quieter than a bike.',
    ],
    [
      'Thunder Hoof Steed',
      'steed.svg',
      2600,
      1,
      null,
      null,
      'A loyal horse whose hooves spark on stone roads. Fears only puddles.',
    ],
    [
      'Pet Snack Basket',
      'basket.svg',
      90,
      1,
      null,
      null,
      'Keeps any companion happy and full for a whole day.',
    ],
  ],
  'Milleage Exchange': [
    [
      'Milleage Mystery Box',
      'box.svg',
      300,
      2,
      'hot',
      null,
      'Contains one random consumable or enhancement item. Shake it gently.',
    ],
    [
      'Loyalty Healing Pack',
      'potion-red.svg',
      80,
      2,
      null,
      null,
      'Twenty small healing draughts, a thank-you for staying with us.',
    ],
    [
      'Veteran’s Badge',
      'badge.svg',
      500,
      2,
      null,
      null,
      'A badge for long-time players. Grants a small boost to experience.',
    ],
    [
      'Name Change Ticket',
      'ticket.svg',
      900,
      2,
      null,
      null,
      'Lets you pick a new character name once. Choose wisely.',
    ],
    [
      'School Transfer Pass',
      'ticket.svg',
      1200,
      2,
      null,
      40,
      'Moves a character to another school. Paperwork handled for you.',
    ],
    [
      'Milleage Starforge Shard',
      'gem-blue.svg',
      150,
      2,
      'sale',
      null,
      'The same shard the forges love, paid for with loyalty points.',
    ],
    [
      'Inventory Expansion Bag',
      'bag.svg',
      700,
      2,
      'new',
      null,
      'Adds one row of inventory space. Always room for one more potion.',
    ],
  ],
};

/** Demo codes are fixed only outside production, so the e2e walk and a demo can use them. */
export const DEMO_VOUCHERS = [
  { code: 'DEMO-RCOIN-1000-A', value: 1000, currency: 'rcoin' as const },
  { code: 'DEMO-RCOIN-1000-B', value: 1000, currency: 'rcoin' as const },
  { code: 'DEMO-RCOIN-1000-C', value: 1000, currency: 'rcoin' as const },
  { code: 'DEMO-MILLEAGE-500', value: 500, currency: 'milleage' as const },
];

async function seedCatalogue(db: Db): Promise<void> {
  for (const [index, name] of CATEGORIES.entries()) {
    await db
      .insertInto('shop_categories')
      .values({ category_name: name, sort_order: index })
      .onConflict((oc) => oc.column('category_name').doNothing())
      .execute();
  }
  const categories = await db.selectFrom('shop_categories').select(['id', 'category_name']).execute();
  let order = 0;
  for (const [categoryName, items] of Object.entries(ITEMS)) {
    const category = categories.find((c) => c.category_name === categoryName);
    if (!category) continue;
    for (const [name, icon, price, section, ribbon, stock, description] of items) {
      order += 1;
      await db
        .insertInto('shop_items')
        .values({
          category_id: category.id,
          item_name: name,
          description,
          icon,
          price,
          section,
          ribbon,
          stock,
          item_main: 100 + order,
          item_sub: order,
          sort_order: order,
          is_premium: PREMIUM.has(name),
        })
        .onConflict((oc) => oc.column('item_name').doNothing())
        .execute();
    }
  }
}

async function seedVouchers(db: Db, report: SeedReport): Promise<void> {
  const production = process.env.NODE_ENV === 'production';
  const existing = await db
    .selectFrom('vouchers')
    .select('id')
    .where('batch', '=', 'demo-seed')
    .executeTakeFirst();
  if (existing) {
    report.notes.push('demo vouchers exist already (their codes were printed when first seeded)');
    return;
  }
  const vouchers = DEMO_VOUCHERS.map((v) => ({ ...v, code: production ? newVoucherCode() : v.code }));
  // One batch per value and currency, made through the service as a command would (audited, no staff).
  const groups = new Map<string, typeof vouchers>();
  for (const v of vouchers)
    groups.set(`${v.value}:${v.currency}`, [...(groups.get(`${v.value}:${v.currency}`) ?? []), v]);
  for (const group of groups.values()) {
    const [first] = group;
    await createVoucherBatch(
      db,
      { name: 'demo-seed', value: first!.value, currency: first!.currency, count: group.length },
      { staff: null, ip: null },
      group.map((v) => v.code),
    );
  }
  for (const v of vouchers)
    report.notes.push(`voucher ${v.code} = ${v.value} ${v.currency === 'rcoin' ? 'R-Coin' : 'Milleage'}`);
}

/** The demo player gets R-Coin and Milleage through the ledger (source admin) and a few past purchases. */
async function seedDemoWallet(db: Db, report: SeedReport): Promise<void> {
  const demo = await db
    .selectFrom('users')
    .select('user_num')
    .where(sql`lower(user_id)`, '=', 'demo')
    .executeTakeFirst();
  if (!demo) return;
  const granted = await db
    .selectFrom('wallet_ledger')
    .select('id')
    .where('source', '=', 'admin')
    .where('reference', '=', 'seed:demo-welcome')
    .executeTakeFirst();
  if (granted) return;
  const items = await db.selectFrom('shop_items').select(['product_num', 'item_name']).execute();
  const byName = (name: string) => items.find((i) => i.item_name === name)?.product_num;
  await db.transaction().execute(async (trx) => {
    const reference = 'seed:demo-welcome';
    await moveMoney(trx, {
      userNum: demo.user_num,
      currency: 'rcoin',
      amount: 20_000,
      source: 'admin',
      reference,
    });
    await moveMoney(trx, {
      userNum: demo.user_num,
      currency: 'milleage',
      amount: 3_000,
      source: 'admin',
      reference,
    });
  });
  // A few real purchases so "top sales" has something to show on a fresh site.
  const history: [string, number][] = [
    ['Greater Healing Draught', 3],
    ['Guardian Charm', 2],
    ['Emberfang Saber', 1],
    ['Milleage Mystery Box', 1],
    ['Lantern Festival Robe', 1],
  ];
  for (const [name, quantity] of history) {
    const productNum = byName(name);
    if (!productNum) continue;
    await db.transaction().execute((trx) => placeOrder(trx, demo.user_num, [{ productNum, quantity }]));
  }
  report.notes.push(
    'demo player: 20,000 R-Coin and 3,000 Milleage granted through the ledger, with a few purchases',
  );
}

export async function seedShop(db: Db, report: SeedReport): Promise<void> {
  await seedCatalogue(db);
  await seedVouchers(db, report);
  await seedDemoWallet(db, report);
}
