import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startSession } from '../../src/server/modules/accounts/sessions.ts';
import { moveMoney } from '../../src/server/modules/wallet/service.ts';
import { startMeasuredSite } from './local-site.ts';

/**
 * Buy-now under load: BENCH_CONNECTIONS (default 50) connections buying across BENCH_PLAYERS (default
 * 1,000) players, each request with its own Idempotency-Key, against the bare route measured in the same
 * process and run. Reports req/s, the ratio to bare, p99 and non-2xx; then checks the ledger invariant.
 * Needs no client build (API only).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const playerCount = Number(process.env.BENCH_PLAYERS ?? 1000);
/** BENCH_NO_KEYS=1 measures buy-now without Idempotency-Key (to see what the key costs). */
const withKeys = process.env.BENCH_NO_KEYS !== '1';

async function main() {
  const { base, site, close } = await startMeasuredSite('bench-shop');
  const db = site.app.db;
  try {
    const item = await db
      .selectFrom('shop_items')
      .select(['product_num', 'price'])
      .where('item_name', '=', 'Greater Healing Draught')
      .executeTakeFirstOrThrow();
    const tokens: string[] = [];
    for (let i = 0; i < playerCount; i++) {
      const user = await db
        .insertInto('users')
        .values({
          user_id: `bench${i}x${Date.now().toString(36)}`.slice(0, 20),
          password_hash: 'not-a-login',
          secret_answer_hash: 'not-a-login',
          secret_question: 1,
          email: `bench${i}@example.com`,
          name_first: 'Bench',
          name_last: 'Player',
          phone_number: '',
          gender: 'Male',
          country: 'PH',
          email_verified_at: new Date(),
        })
        .returning('user_num')
        .executeTakeFirstOrThrow();
      await db.transaction().execute((trx) =>
        moveMoney(trx, {
          userNum: user.user_num,
          currency: 'rcoin',
          amount: 10_000_000,
          source: 'admin',
          reference: `bench:${user.user_num}`,
        }),
      );
      tokens.push(await startSession(db, user.user_num, { ip: null, userAgent: 'bench' }));
    }

    const run = (opts: autocannon.Options) => autocannon({ connections, duration: seconds, ...opts });
    await run({ url: `${base}/api/bare`, duration: 2 });
    const bare = await run({ url: `${base}/api/bare` });
    let w = 0;
    // An authenticated read (session check + one select): what any signed-in call costs, for context.
    const wallet = await run({
      url: `${base}/api/wallet`,
      requests: [
        {
          setupRequest: (request) => {
            w += 1;
            return {
              ...request,
              headers: { ...request.headers, authorization: `Bearer ${tokens[w % tokens.length]}` },
            };
          },
        },
      ],
    });
    let n = 0;
    const buy = await run({
      url: `${base}/api/buyitem?productnum=${item.product_num}`,
      method: 'POST',
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            n += 1;
            return {
              ...request,
              headers: {
                ...request.headers,
                authorization: `Bearer ${tokens[n % tokens.length]}`,
                ...(withKeys ? { 'idempotency-key': `bench-${n}` } : {}),
              },
            };
          },
        },
      ],
    });
    const ratio = Math.round((buy.requests.average / bare.requests.average) * 1000) / 1000;
    const counts = await db
      .selectFrom('shop_purchases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const mismatched = await db
      .selectFrom('users')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('wallet_ledger')
            .select(['user_num', (x) => x.fn.sum<number>('amount').as('total')])
            .where('currency', '=', 'rcoin')
            .groupBy('user_num')
            .as('l'),
        (join) => join.onRef('l.user_num', '=', 'users.user_num'),
      )
      .select('users.user_num')
      .where((eb) => eb('users.user_point', '<>', eb.fn.coalesce('l.total', eb.lit(0))))
      .execute();
    const summary = {
      seconds,
      connections,
      players: playerCount,
      idempotencyKeys: withKeys,
      bare: { rps: Math.round(bare.requests.average), p99Ms: bare.latency.p99 },
      authenticatedRead: {
        path: '/api/wallet',
        rps: Math.round(wallet.requests.average),
        p99Ms: wallet.latency.p99,
        ratioToBare: Math.round((wallet.requests.average / bare.requests.average) * 1000) / 1000,
      },
      buyNow: {
        rps: Math.round(buy.requests.average),
        p99Ms: buy.latency.p99,
        ratioToBare: ratio,
        non2xx: buy.non2xx,
        errors: buy.errors + buy.timeouts,
        status5xx: buy['5xx'],
      },
      purchasesRecorded: Number(counts.n),
      usersWhoseBalanceIsNotTheirLedger: mismatched.length,
    };
    console.log(JSON.stringify(summary, null, 2));
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/bench-shop.json', JSON.stringify(summary, null, 2));
    if (summary.buyNow.status5xx > 0 || mismatched.length > 0) process.exitCode = 1;
  } finally {
    await new Promise((r) => setTimeout(r, 500)); // let the last in-flight requests finish
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
