import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { connectDatabase } from '../../src/server/db/connect.ts';
import { startSession } from '../../src/server/modules/accounts/sessions.ts';
import { moveMoney } from '../../src/server/modules/wallet/service.ts';
import { startMeasuredSite } from './local-site.ts';

/**
 * `npm run bench:shop`: buy-now under load, against the ceiling that counts (docs/product/performance.md,
 * decision 0073): PostgreSQL doing the whole purchase in ONE statement on the project's own schema (stock
 * if limited, the conditional debit, its ledger row, the item-bank row; every index, foreign key and
 * trigger of the real tables), each client running that statement alone in a loop. pgbench runs it when
 * it is installed (BENCH_CEILING=node: node-postgres clients with the statement prepared instead).
 * The site runs in a process of its own; this process generates the load. For BENCH_CONNECTIONS (default
 * 50) and 10 connections, BENCH_ROUNDS pairs of ceiling-then-buy-now, the median ratio kept, with the
 * 1-minute load average beside each figure (other work on the machine shows there). Also in the same run:
 * the old yardstick (buy-now's former multi-statement transaction over node-postgres) and the signed-in
 * read /api/wallet against the bare route. Then the ledger invariant is checked.
 * Players: BENCH_PLAYERS (default 1,000), each buy with its own Idempotency-Key (BENCH_NO_KEYS=1: without,
 * to see what the key costs). Needs no client build.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The second level, where the p99 target is set (docs/product/performance.md). */
const fewConnections = 10;
const playerCount = Number(process.env.BENCH_PLAYERS ?? 1000);
const withKeys = process.env.BENCH_NO_KEYS !== '1';
/** Each comparison runs BENCH_ROUNDS times (default 3), yardstick then subject; the median ratio is kept. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

interface Rate {
  rps: number;
  p99Ms: number;
  /** The 1-minute load average when the run ended. */
  load1: number;
}

const load = () => Math.round((loadavg()[0] ?? 0) * 100) / 100;

const p99Of = (latencies: number[]) => {
  latencies.sort((a, b) => a - b);
  return Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? Number.NaN);
};

/**
 * The ceiling: the whole purchase as ONE statement of data-modifying CTEs, $1 the buyer, $2 the product.
 * The stock is taken only when limited, and the debit then only when it was; the debit is conditional on
 * the balance and the ban; the ledger row and the item-bank row exist exactly when the debit happened.
 */
const CEILING_SQL = `with item as (
    select product_num, price, item_main, item_sub, stock from shop_items
    where product_num = $2 and not is_hidden
  ), took as (
    update shop_items s set stock = s.stock - 1 from item
    where s.product_num = item.product_num and s.stock is not null and s.stock >= 1
    returning s.product_num
  ), changed as (
    update users u set user_point = u.user_point - item.price from item
    where u.user_num = $1 and u.user_point >= item.price
      and (u.blocked_at is null or u.blocked_until <= now())
      and (item.stock is null or exists (select 1 from took))
    returning u.user_point, item.price
  ), o as (select gen_random_uuid() as ref), booked as (
    insert into wallet_ledger (user_num, currency, amount, balance_after, source, reference)
    select $1, 'rcoin', -changed.price, changed.user_point, 'purchase', 'order:' || o.ref from changed, o
    returning id
  ), bought as (
    insert into shop_purchases (order_ref, user_num, product_num, item_main, item_sub, pur_price, currency)
    select o.ref, $1, item.product_num, item.item_main, item.item_sub, item.price, 'rcoin'
    from changed, item, o
    returning pur_num
  )
  select (select count(*) from booked) as booked, (select count(*) from bought) as bought`;

const hasPgbench = () =>
  process.env.BENCH_CEILING !== 'node' && spawnSync('pgbench', ['--version']).status === 0;

/** The ceiling by pgbench: -M prepared, one statement a transaction, p99 from its per-transaction log. */
function ceilingByPgbench(url: string, users: number[], productNum: number, clients: number): Rate {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-ceiling-'));
  try {
    const script = path.join(dir, 'buy.sql');
    const lo = Math.min(...users);
    const hi = Math.max(...users);
    writeFileSync(
      script,
      `\\set u random(${lo}, ${hi})\n${CEILING_SQL.replaceAll('$1', ':u').replaceAll('$2', String(productNum))};\n`,
    );
    const out = execFileSync(
      'pgbench',
      ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, '-l'],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, PGDATABASE: url } },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    const latencies: number[] = [];
    for (const file of readdirSync(dir).filter((f) => f.startsWith('pgbench_log'))) {
      for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (Number.isFinite(micros) && line) latencies.push(micros / 1000);
      }
    }
    return { rps: Math.round(tps), p99Ms: p99Of(latencies), load1: load() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The ceiling by node-postgres: `clients` connections, each running the prepared statement in a loop. */
async function ceilingByNode(
  url: string,
  users: number[],
  productNum: number,
  clients: number,
): Promise<Rate> {
  const latencies: number[] = [];
  let n = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      while (Date.now() < end) {
        n += 1;
        const started = performance.now();
        await client.query({
          name: 'ceiling',
          text: CEILING_SQL,
          values: [users[n % users.length], productNum],
        });
        latencies.push(performance.now() - started);
      }
    } finally {
      await client.end();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { rps: Math.round(latencies.length / elapsed), p99Ms: p99Of(latencies), load1: load() };
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
 * The old yardstick, PostgreSQL's own rate for buy-now's former transaction: `connections` clients, each running BEGIN, the key's
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
  return { rps: Math.round(latencies.length / elapsed), p99Ms: p99Of(latencies), load1: load() };
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
      return { rps: Math.round(result.requests.average), p99Ms: result.latency.p99, load1: load(), result };
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
    const buyNow = (clients: number) =>
      run({
        ...signedIn(`/api/buyitem?productnum=${item.product_num}`, 'POST', withKeys),
        connections: clients,
      });
    const pgbench = hasPgbench();
    const ceiling = (clients: number) =>
      pgbench
        ? Promise.resolve(ceilingByPgbench(database.url, users, item.product_num, clients))
        : ceilingByNode(database.url, users, item.product_num, clients);
    await run({ url: `${base}/api/bare`, duration: 2 });
    await run({ ...signedIn('/api/wallet', 'GET', false), duration: 2 });
    await buyNow(connections).then(() => ceiling(connections));
    // A signed-in read (the session check and one select): what any signed-in call costs.
    const reads = await compare(
      () => run({ url: `${base}/api/bare` }),
      () => run(signedIn('/api/wallet', 'GET', false)),
    );
    const many = await compare(
      () => ceiling(connections),
      () => buyNow(connections),
    );
    const few = await compare(
      () => ceiling(fewConnections),
      () => buyNow(fewConnections),
    );
    // The old yardstick, once: buy-now's former transaction shape run by PostgreSQL alone.
    const oldYardstick = await postgresRate(database.url, users, item);
    const { yardstick: bare, subject: wallet } = reads.median;
    const everyBuy = [...many.all, ...few.all].map((b) => b.result);
    const sum = (pick: (r: autocannon.Result) => number) => everyBuy.reduce((total, r) => total + pick(r), 0);
    const level = (pair: typeof many, clients: number) => ({
      connections: clients,
      ceiling: pair.median.yardstick,
      buyNow: {
        rps: pair.median.subject.rps,
        p99Ms: pair.median.subject.p99Ms,
        load1: pair.median.subject.load1,
      },
      ratioToCeiling: pair.median.ratio,
      ratioEachRound: pair.ratios,
      buyNowEachRound: pair.all.map((r) => ({ rps: r.rps, p99Ms: r.p99Ms, load1: r.load1 })),
    });

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
      ceilingBy: pgbench ? 'pgbench -M prepared' : 'node-postgres, prepared',
      oneStatementCeiling: [level(many, connections), level(few, fewConnections)],
      oldYardstickSameTransaction: {
        ...oldYardstick,
        buyNowRatio: ratio(many.median.subject, oldYardstick),
      },
      buyNowAllRuns: {
        non2xx: sum((r) => r.non2xx),
        errors: sum((r) => r.errors + r.timeouts),
        status5xx: sum((r) => r['5xx']),
      },
      purchasesRecorded: Number(counts.n),
      usersWhoseBalanceIsNotTheirLedger: mismatched.length,
    };
    console.log(JSON.stringify(summary, null, 2));
    for (const l of summary.oneStatementCeiling) {
      console.log(
        `${l.connections} connections: buy-now ${l.buyNow.rps}/s p99 ${l.buyNow.p99Ms} ms (load ${l.buyNow.load1}); ` +
          `one-statement ceiling ${l.ceiling.rps}/s p99 ${l.ceiling.p99Ms} ms (load ${l.ceiling.load1}); ` +
          `ratio ${l.ratioToCeiling} (rounds ${l.ratioEachRound.join(', ')})`,
      );
    }
    console.log(
      `old yardstick (former transaction by node-postgres): ${oldYardstick.rps}/s p99 ${oldYardstick.p99Ms} ms ` +
        `(load ${oldYardstick.load1}); signed-in read / bare route: ${summary.signedInRead.ratioToBare}`,
    );
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/bench-shop.json', JSON.stringify(summary, null, 2));
    if (summary.buyNowAllRuns.status5xx > 0 || summary.buyNowAllRuns.non2xx > 0 || mismatched.length > 0)
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
