import { sql } from 'kysely';
import { ConfigError, loadConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/connect.ts';
import { createDatabase, type Db } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrator.ts';
import { GAME_PROFILES } from '#server/modules/game/settings.ts';
import { copyCharactersToDemoGame, hasDemoGame } from '#server/seed/game-demo.ts';
import { CLASSES } from '#shared/classes.ts';
import { manilaMonthKey, previousMonthKey } from '#shared/manila-time.ts';
import { measureRankings } from './rankings-measure.ts';

/**
 * `npm run seed:large`: 100,000 accounts and 1,000,000 characters (with this and last month's fight
 * figures for 60% of them), and 1,000,000 shop purchases by those accounts spread over the visible items
 * (one in 20 refunded, a third claimed; item-bank rows only, without ledger rows: the balances are not
 * touched), made inside PostgreSQL with generate_series so it takes tens of seconds. Then it
 * measures the uncached ranking query over every filter combination and prints p50/p99.
 * Accounts cannot sign in (their password hash is not a valid hash). Safe to run twice; `--measure-only`
 * skips the fill. Safe beside the running site: with the embedded database it uses the site's own server.
 * LARGE_ACCOUNTS, LARGE_CHARACTERS and LARGE_PURCHASES set smaller counts (the tests use a few hundred).
 * Purchases need the demo shop (`npm run db:seed`); without items they are skipped.
 */
function count(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (Number.isInteger(value) && value >= 1 && value <= 9_999_999) return value;
  console.error(`${name} must be a whole number from 1 to 9999999.`);
  process.exit(1);
}
const ACCOUNTS = count('LARGE_ACCOUNTS', 100_000);
const CHARACTERS = count('LARGE_CHARACTERS', 1_000_000);
const PURCHASES = count('LARGE_PURCHASES', 1_000_000);

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** Secondary indexes of the filled tables: dropped for the bulk insert, then rebuilt in one pass each. */
async function secondaryIndexes(db: Db): Promise<{ name: string; definition: string }[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in ('characters', 'character_month_stats')
      and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`.execute(db);
  return rows;
}

async function fill(db: Db): Promise<void> {
  await sql`set maintenance_work_mem = '256MB'`.execute(db);
  await sql`set synchronous_commit = off`.execute(db);
  // The generated rows are consistent by construction: skip per-row foreign-key checks when allowed
  // (superuser, as with the embedded server); otherwise they simply run.
  await sql`set session_replication_role = replica`.execute(db).catch(() => {});
  const month = `${manilaMonthKey(new Date())}-01`;
  const done = await exists(
    db,
    sql`select 1 as found where exists (select 1 from characters where cha_name = ${`L${String(CHARACTERS).padStart(7, '0')}`})
        and exists (select 1 from character_month_stats s join characters c using (cha_num)
                    where s.month = ${month}::date and c.cha_name = 'L0000001')`,
  );
  if (done) {
    console.log('Already filled; measuring only.');
    return insertPurchases(db);
  }
  const indexes = await secondaryIndexes(db);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  try {
    await insertRows(db);
  } finally {
    await timed(`rebuild ${indexes.length} indexes`, async () => {
      for (const index of indexes) await sql.raw(index.definition).execute(db);
    });
  }
  await insertPurchases(db);
  await timed('vacuum analyze', async () => {
    for (const table of ['users', 'characters', 'character_month_stats', 'shop_purchases'])
      await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
  });
}

async function exists(db: Db, query: ReturnType<typeof sql<{ found: number }>>): Promise<boolean> {
  return (await query.execute(db)).rows.length > 0;
}

/** Each step runs once: a second run finds its rows and skips it (no per-row ON CONFLICT, which is slow). */
async function insertRows(db: Db): Promise<void> {
  if (await exists(db, sql`select 1 as found from users where user_id = 'bulk1'`)) {
    console.log('accounts: already there');
  } else {
    await timed(`accounts (${ACCOUNTS.toLocaleString('en-US')})`, () =>
      sql`insert into users (user_id, password_hash, secret_answer_hash, secret_question, email, name_first, name_last)
          select 'bulk' || n, '!disabled', '!disabled', 1 + n % 6, 'bulk' || n || '@example.invalid', 'Bulk', 'Player'
          from generate_series(1, ${ACCOUNTS}::int) as n`.execute(db),
    );
  }
  const codes = CLASSES.flatMap((c) => c.codes);
  if (await exists(db, sql`select 1 as found from characters where cha_name = 'L0000001'`)) {
    console.log('characters: already there');
  } else {
    await timed(`characters (${CHARACTERS.toLocaleString('en-US')})`, () =>
      sql`with owners as (
            select user_num, row_number() over (order by user_num) - 1 as slot from users where user_id like 'bulk%')
          insert into characters (user_num, cha_name, cha_level, cha_class, cha_school, cha_money, cha_mmr,
                                  cha_pk_score, cha_pk_death, cha_play_minutes, cha_level_up_date, is_gm)
          select o.user_num, 'L' || lpad(n::text, 7, '0'),
                 lvl, (${sql.val(codes)}::int[])[1 + (n * 7919) % ${codes.length}], (n * 31) % 3,
                 (lvl::bigint * lvl * 1000 * (1 + (n * 13) % 97)), (n * 17) % 3000,
                 (n * 23) % 500, (n * 29) % 400, lvl * 40 + (n % 900),
                 now() - make_interval(secs => (n * 104729) % 5000000), n % 50000 = 0
          from generate_series(1::bigint, ${CHARACTERS}::bigint) as n
          cross join lateral (select (1 + ((n * 2654435761) % 1000003) % 255)::int as lvl) l
          left join owners o on o.slot = n % ${ACCOUNTS}`.execute(db),
    );
  }
  const thisMonth = manilaMonthKey(new Date());
  for (const month of [thisMonth, previousMonthKey(thisMonth)]) {
    const first = `${month}-01`;
    if (
      await exists(
        db,
        sql`select 1 as found from character_month_stats s join characters c using (cha_num)
            where s.month = ${first}::date and c.cha_name = 'L0000001'`,
      )
    ) {
      console.log(`month stats ${month}: already there`);
      continue;
    }
    await timed(`month stats ${month}`, () =>
      sql`insert into character_month_stats (month, cha_num, cha_class, cha_school, is_gm, mmr, kills, deaths)
          select ${first}::date, cha_num, cha_class, cha_school, is_gm,
                 (cha_num::bigint * 37 + ${Number(month.slice(5))} * 11) % 2000, (cha_num * 41) % 300, (cha_num * 43) % 200
          from characters c
          where cha_name like 'L%' and cha_num % 5 < 3
            and not exists (select 1 from character_month_stats s where s.month = ${first}::date and s.cha_num = c.cha_num)`.execute(
        db,
      ),
    );
  }
}

/**
 * PURCHASES item-bank rows by the bulk accounts, in one statement, then the best sellers' totals counted
 * afresh: the bulk session may run with triggers off (session_replication_role), so the per-item totals
 * the triggers keep are rebuilt from the rows, under a lock that holds purchases off meanwhile.
 */
async function insertPurchases(db: Db): Promise<void> {
  const last = `bulk-purchase-${PURCHASES}`;
  if (await exists(db, sql`select 1 as found from shop_purchases where order_ref = md5(${last})::uuid`)) {
    console.log('purchases: already there');
    return;
  }
  if (!(await exists(db, sql`select 1 as found from shop_items where not is_hidden`))) {
    console.log('purchases: skipped, the shop has no items (run npm run db:seed first)');
    return;
  }
  await timed(`purchases (${PURCHASES.toLocaleString('en-US')})`, () =>
    sql`with items as (
          select product_num, item_main, item_sub, price, section,
                 row_number() over (order by product_num) - 1 as slot, count(*) over () as total
          from shop_items where not is_hidden),
        owners as (
          select user_num, row_number() over (order by user_num) - 1 as slot from users where user_id like 'bulk%')
        insert into shop_purchases (order_ref, user_num, product_num, item_main, item_sub, pur_price, currency,
                                    pur_flag, pur_date, flag_changed_at)
        select md5('bulk-purchase-' || n)::uuid, o.user_num, i.product_num, i.item_main, i.item_sub, i.price,
               case when i.section = 2 then 'milleage' else 'rcoin' end,
               case when n % 20 = 0 then 3 when n % 3 = 0 then 1 else 0 end, d.at,
               case when n % 20 = 0 or n % 3 = 0 then d.at else null end
        from generate_series(1::bigint, ${PURCHASES}::bigint) as n
        cross join lateral (select now() - make_interval(secs => (n * 7919) % 7776000) as at) d
        join items i on i.slot = ((n * 2654435761) % 1000003) % i.total
        join owners o on o.slot = n % ${ACCOUNTS}`.execute(db),
  );
  await timed('best sellers recounted', () =>
    db.transaction().execute(async (trx) => {
      await sql`lock table shop_purchases in share mode`.execute(trx);
      await sql`delete from shop_sales_pending`.execute(trx);
      await sql`delete from shop_item_sales`.execute(trx);
      await sql`insert into shop_item_sales (product_num, sold)
                select product_num, count(*) from shop_purchases where pur_flag <> 3 group by product_num`.execute(
        trx,
      );
    }),
  );
}

async function main() {
  const config = loadConfig();
  if (config.NODE_ENV === 'production')
    throw new Error('Refusing to fill a production database with test data.');
  // The site's pool (its statement timeout) for the measurements; it also holds the embedded server.
  const site = await connectDatabase(config, { role: 'command', label: 'npm run seed:large' });
  // Bulk statements outlast the site's 15 s statement timeout: one connection with the timeout lifted.
  const bulk = createDatabase({ connectionString: site.url, max: 1 });
  try {
    await migrateToLatest(bulk.db);
    await sql`set statement_timeout = 0`.execute(bulk.db);
    if (!process.argv.includes('--measure-only')) await timed('seed:large total', () => fill(bulk.db));
    // The demo's game holds the demo's characters (its bridge syncs the site's from it): the million too.
    if (await hasDemoGame(bulk.db)) {
      const copied = await timed('copy to the demo game', () =>
        copyCharactersToDemoGame(bulk.db, site.url, GAME_PROFILES['md5-19']),
      );
      if (copied > 0) console.log(`demo game: ${copied.toLocaleString('en-US')} characters copied`);
    }
    await measureRankings(site.db);
  } finally {
    await bulk.close();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
