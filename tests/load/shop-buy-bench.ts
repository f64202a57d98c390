import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { connectDatabase } from '../../src/server/db/connect.ts';
import { startSession } from '../../src/server/modules/accounts/sessions.ts';
import { moveMoney } from '../../src/server/modules/wallet/service.ts';
import { startMeasuredSite } from './local-site.ts';

/**
 * `npm run bench:shop`: buy-now under load. The site runs in a process of its own; this process generates
 * the load and, in the same run, measures what PostgreSQL itself does for the same transaction shape
 * (claim the key, debit with its ledger row, the item-bank row, store the answer) over plain node-postgres
 * connections with no HTTP in between. Prints req/s, p99 and the ratios (buy-now to PostgreSQL, the
 * signed-in read /api/wallet to the bare route), then checks the ledger invariant.
 * BENCH_CONNECTIONS (default 50) connections over BENCH_PLAYERS (default 1,000) players, each request with
 * its own Idempotency-Key (BENCH_NO_KEYS=1: without, to see what the key costs). Needs no client build.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const playerCount = Number(process.env.BENCH_PLAYERS ?? 1000);
const withKeys = process.env.BENCH_NO_KEYS !== '1';
/** Each comparison runs BENCH_ROUNDS times (default 3), yardstick then subject; the median ratio is kept. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

interface Rate {
  rps: number;
  p99Ms: number;
}

const ratio = (a: Rate, b: Rate) => Math.round((a.rps / b.rps) * 1000) / 1000;

/** `rounds` pairs of yardstick-then-subject; the pair with the median ratio, and every subject run. */
async function compare<Y extends Rate, S extends Rate>(
  yardstick: () => Promise<Y>,
  subject: () => Promise<S>,
) {
  const pairs: { yardstick: Y; subject: S; ratio: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    const y = await yardstick();
    const x = await subject();
    pairs.push({ yardstick: y, subject: x, ratio: ratio(x, y) });
  }
  pairs.sort((a, b) => a.ratio - b.ratio);
  return {
    median: pairs[Math.floor(pairs.length / 2)] as (typeof pairs)[number],
    all: pairs.map((p) => p.subject),
    ratios: pairs.map((p) => p.ratio),
  };
}

/**
 * PostgreSQL's own rate for buy-now's transaction: `connections` clients, each running BEGIN, the key's
 * insert, the conditional debit with its ledger row (one statement), the item-bank insert, the answer's
 * update and COMMIT in a loop, for `seconds`. Latency per transaction, p99 over all of them.
 */
async function postgresRate(
  url: string,
  users: number[],
  item: { product_num: number; price: number; item_main: number; item_sub: number },
): Promise<Rate> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const latencies: number[] = [];
  let n = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    const client = await pool.connect();
    try {
      while (Date.now() < end) {
        n += 1;
        const user = users[n % users.length] as number;
        const key = `raw-${n}-${randomUUID()}`;
        const started = performance.now();
        await client.query('begin');
        await client.query(
          `insert into idempotency_keys (user_num, key, fingerprint, state) values ($1, $2, $3, 'running')
           on conflict do nothing returning locked_at`,
          [user, key, '0'.repeat(64)],
        );
        const order = randomUUID();
        await client.query(
          `with changed as (
             update users set user_point = user_point - $2 where user_num = $1 and user_point >= $2
             returning user_point, user_point2
           ), booked as (
             insert into wallet_ledger (user_num, currency, amount, balance_after, source, reference)
             select $1, 'rcoin', -$2::bigint, changed.user_point, 'purchase', $3 from changed returning id
           )
           select changed.user_point, changed.user_point2 from changed cross join booked`,
          [user, item.price, `order:${order}`],
        );
        await client.query(
          `insert into shop_purchases (order_ref, user_num, product_num, item_main, item_sub, pur_price, currency)
           values ($1, $2, $3, $4, $5, $6, 'rcoin')`,
          [order, user, item.product_num, item.item_main, item.item_sub, item.price],
        );
        await client.query(
          `update idempotency_keys set state = 'done', response_status = 200, response_body = $3
           where user_num = $1 and key = $2 and state = 'running'`,
          [user, key, JSON.stringify({ message: 'ok', userPoints: 1, userPoints2: 0 })],
        );
        await client.query('commit');
        latencies.push(performance.now() - started);
      }
    } finally {
      client.release();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  await pool.end();
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / elapsed),
    p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? Number.NaN),
  };
}

async function main() {
  const site = await startMeasuredSite('bench-shop');
  const base = site.base;
  const database = await connectDatabase(site.database, { role: 'command', label: 'npm run bench:shop' });
  const db = database.db;
  try {
    const item = await db
      .selectFrom('shop_items')
      .select(['product_num', 'price', 'item_main', 'item_sub'])
      .where('item_name', '=', 'Greater Healing Draught')
      .executeTakeFirstOrThrow();
    const tokens: string[] = [];
    const users: number[] = [];
    const stamp = Date.now().toString(36);
    for (let i = 0; i < playerCount; i++) {
      const user = await db
        .insertInto('users')
        .values({
          user_id: `bench${i}x${stamp}`.slice(0, 20),
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
      users.push(user.user_num);
      tokens.push(await startSession(db, user.user_num, { ip: null, userAgent: 'bench' }));
    }

    const run = async (opts: autocannon.Options): Promise<Rate & { result: autocannon.Result }> => {
      const result = await autocannon({ connections, duration: seconds, ...opts });
      return { rps: Math.round(result.requests.average), p99Ms: result.latency.p99, result };
    };
    // One counter for every run, so no two buys share an Idempotency-Key.
    let n = 0;
    const signedIn = (path: string, method: 'GET' | 'POST', keyed: boolean): autocannon.Options => {
      return {
        url: `${base}${path}`,
        method,
        requests: [
          {
            method,
            setupRequest: (request) => {
              n += 1;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  authorization: `Bearer ${tokens[n % tokens.length]}`,
                  ...(keyed ? { 'idempotency-key': `bench-${stamp}-${n}` } : {}),
                },
              };
            },
          },
        ],
      };
    };
    await run({ url: `${base}/api/bare`, duration: 2 });
    await run({ ...signedIn('/api/wallet', 'GET', false), duration: 2 });
    // A signed-in read (the session check and one select): what any signed-in call costs.
    const reads = await compare(
      () => run({ url: `${base}/api/bare` }),
      () => run(signedIn('/api/wallet', 'GET', false)),
    );
    const buys = await compare(
      () => postgresRate(database.url, users, item),
      () => run(signedIn(`/api/buyitem?productnum=${item.product_num}`, 'POST', withKeys)),
    );
    const { yardstick: bare, subject: wallet } = reads.median;
    const { yardstick: postgres, subject: buy } = buys.median;
    const everyBuy = buys.all.map((b) => b.result);
    const sum = (pick: (r: autocannon.Result) => number) => everyBuy.reduce((total, r) => total + pick(r), 0);

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
      rounds,
      players: playerCount,
      idempotencyKeys: withKeys,
      loadGenerator: `pid ${process.pid}, a separate process from the site`,
      bare: { rps: bare.rps, p99Ms: bare.p99Ms },
      signedInRead: {
        path: '/api/wallet',
        rps: wallet.rps,
        p99Ms: wallet.p99Ms,
        ratioToBare: ratio(wallet, bare),
        ratioEachRound: reads.ratios,
      },
      postgresSameTransaction: postgres,
      buyNow: {
        rps: buy.rps,
        p99Ms: buy.p99Ms,
        ratioToPostgres: ratio(buy, postgres),
        ratioEachRound: buys.ratios,
        non2xxAllRounds: sum((r) => r.non2xx),
        errorsAllRounds: sum((r) => r.errors + r.timeouts),
        status5xxAllRounds: sum((r) => r['5xx']),
      },
      purchasesRecorded: Number(counts.n),
      usersWhoseBalanceIsNotTheirLedger: mismatched.length,
    };
    console.log(JSON.stringify(summary, null, 2));
    console.log(
      `buy-now / PostgreSQL, same transaction: ${summary.buyNow.ratioToPostgres} (p99 ${buy.p99Ms} ms); ` +
        `signed-in read / bare route: ${summary.signedInRead.ratioToBare}`,
    );
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/bench-shop.json', JSON.stringify(summary, null, 2));
    if (summary.buyNow.status5xxAllRounds > 0 || summary.buyNow.non2xxAllRounds > 0 || mismatched.length > 0)
      process.exitCode = 1;
  } finally {
    await database.close();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
