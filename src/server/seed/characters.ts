import { sql } from 'kysely';
import { CLASSES } from '#shared/classes.ts';
import { manilaMonthKey, previousMonthKey } from '#shared/manila-time.ts';
import type { Db } from '../db/database.ts';
import type { SeedReport } from './seed-report.ts';

const FIRST = [
  'Ka',
  'Lu',
  'Mi',
  'Ra',
  'Se',
  'To',
  'Vi',
  'Za',
  'Ne',
  'Do',
  'Ya',
  'Ri',
  'Ba',
  'Ho',
  'Ji',
  'Ta',
];
const MIDDLE = ['ren', 'mai', 'kus', 'tal', 'vin', 'sor', 'bel', 'dan', 'lim', 'gar', 'nox', 'pe'];
const LAST = ['', 'o', 'a', 'is', 'ex', 'yn', 'ar', 'u', 'ix', 'el'];

/** A small deterministic generator so every seed makes the same world. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const DEMO_CHARACTER_COUNT = 500;

/** 500 players over every class code and school, two game masters, and this and last month's fights. */
export async function seedCharacters(db: Db, _report: SeedReport): Promise<void> {
  const rnd = random(2002);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const codes = CLASSES.flatMap((c) => c.codes);
  const now = Date.now();
  const rows = [];
  const used = new Set<string>();
  for (let i = 0; rows.length < DEMO_CHARACTER_COUNT; i++) {
    let name = `${pick(FIRST)}${pick(MIDDLE)}${pick(LAST)}`;
    if (used.has(name)) name = `${name}${i}`;
    used.add(name);
    const level = Math.max(1, Math.round(230 - rnd() ** 0.5 * 220));
    rows.push({
      cha_name: name,
      cha_level: level,
      cha_class: codes[rows.length % codes.length]!,
      cha_school: Math.floor(rnd() * 3),
      cha_money: Math.round(level * level * 1000 * (0.5 + rnd())),
      cha_mmr: Math.round(rnd() * 3000),
      cha_pk_score: Math.round(rnd() * 400),
      cha_pk_death: Math.round(rnd() * 300),
      cha_play_minutes: level * 45 + Math.round(rnd() * 2000),
      cha_level_up_date: new Date(now - Math.round(rnd() * 60 * 86_400_000)),
    });
  }
  rows.push(
    { ...rows[0]!, cha_name: 'GM_Aurora', cha_level: 255, cha_money: 9_999_999_999, is_gm: true },
    { ...rows[1]!, cha_name: 'GM_Tala', cha_level: 255, cha_money: 9_999_999_999, is_gm: true },
  );
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('characters')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.column('cha_name').doNothing())
      .execute();
  }

  // Monthly figures for about two thirds of the demo's players, this month and last (so ?month= has data).
  // Only the demo's own characters are read: a run on a database that already holds a million others
  // (npm run seed:large) stays as quick as on an empty one.
  const names = rows.map((row) => row.cha_name);
  const thisMonth = manilaMonthKey(new Date());
  for (const [month, share] of [
    [thisMonth, 0.7],
    [previousMonthKey(thisMonth), 0.6],
  ] as const) {
    await sql`
      insert into character_month_stats (month, cha_num, cha_class, cha_school, is_gm, mmr, kills, deaths)
      select ${`${month}-01`}::date, cha_num, cha_class, cha_school, is_gm,
             (abs(hashtext(cha_name || ${month})) % 900)::int,
             (abs(hashtext(${month} || cha_name)) % 120)::int,
             (abs(hashtext(cha_name || 'd' || ${month})) % 80)::int
      from characters
      where cha_name = any(${names}::text[])
        and (abs(hashtext(cha_name || 's' || ${month})) % 100) < ${Math.round(share * 100)}
      on conflict do nothing`.execute(db);
  }
}

/** The demo player's own characters, so the account page has some to show (one per school). */
const DEMO_CHARACTERS = [
  { cha_name: 'DemoTala', cha_level: 187, cha_class: 1, cha_school: 0 },
  { cha_name: 'DemoLakan', cha_level: 142, cha_class: 4, cha_school: 1 },
  { cha_name: 'DemoAmihan', cha_level: 96, cha_class: 8, cha_school: 2 },
] as const;

/** Idempotent: each name is made once; the demo account must exist (seedAccounts runs first). */
export async function seedDemoCharacters(db: Db, report: SeedReport): Promise<void> {
  const demo = await db
    .selectFrom('users')
    .select('user_num')
    .where(sql`lower(user_id)`, '=', 'demo')
    .executeTakeFirst();
  if (!demo) return;
  const made = await db
    .insertInto('characters')
    .values(
      DEMO_CHARACTERS.map((c) => ({
        ...c,
        user_num: demo.user_num,
        cha_money: c.cha_level * 25_000,
        cha_play_minutes: c.cha_level * 50,
        cha_level_up_date: new Date(),
      })),
    )
    .onConflict((oc) => oc.column('cha_name').doNothing())
    .returning('cha_name')
    .execute();
  if (made.length > 0) report.notes.push(`demo player: characters ${made.map((c) => c.cha_name).join(', ')}`);
}
