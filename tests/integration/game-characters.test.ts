import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCharacterSync, type SyncDeps } from '../../src/server/modules/game/sync.ts';
import { manilaMonthKey } from '../../src/shared/manila-time.ts';
import { get } from '../support/accounts.ts';
import { createUser } from '../support/factories.ts';
import { createGameApp, createLoginRow, type GameApp } from '../support/game-app.ts';

/**
 * The character sync (docs/product/game-bridge.md, "Characters") on the stand-in: the site's characters
 * become the game's, a level gained in game shows after the next frequent pass, a deletion disappears,
 * GMs stay out of the rankings, and the full read of ChaInfo keeps to its schedule.
 */

let g: GameApp;
let clock: Date;

beforeAll(async () => {
  g = await createGameApp();
});
afterAll(async () => {
  await g.close();
});

/** A sync on the test's site and stand-in, with the test's clock and small pages so ranges are crossed. */
function sync(options: Partial<SyncDeps> = {}) {
  return createCharacterSync({
    db: g.t.db,
    game: g.bridge.database,
    profile: g.stand.profile,
    now: () => clock,
    fullPage: 3,
    ...options,
  });
}

async function login(userId: string, userType = 1): Promise<number> {
  const [row] = await g.stand.query<{ UserNum: number }>(
    `INSERT INTO "RanUser"."UserInfo" ("UserName", "UserID", "UserPass", "UserType") VALUES ($1, $1, 'x', $2) RETURNING "UserNum"`,
    [userId, userType],
  );
  return row!.UserNum;
}

/** A site account that owns the game login `userNum`: one a legacy sign-in brought over (game_user_num). */
async function ownerOf(userNum: number, userId: string) {
  const user = await createUser(g.t.db, { userId });
  await g.t.db
    .updateTable('users')
    .set({ game_user_num: userNum })
    .where('user_num', '=', user.user_num)
    .execute();
  return user;
}

let nextChaNum = 1000;
async function character(
  userNum: number,
  name: string,
  values: Record<string, number> = {},
): Promise<number> {
  const chaNum = nextChaNum++;
  const columns = Object.keys(values).map((c) => `"${c}"`);
  await g.stand.query(
    `INSERT INTO "RanGame1"."ChaInfo" ("ChaNum", "UserNum", "ChaName"${columns.map((c) => `, ${c}`).join('')})
     VALUES ($1, $2, $3${columns.map((_, i) => `, $${i + 4}`).join('')})`,
    [chaNum, userNum, name, ...Object.values(values)],
  );
  return chaNum;
}

async function gameSet(chaNum: number, set: string, values: unknown[] = []) {
  await g.stand.query(`UPDATE "RanGame1"."ChaInfo" SET ${set} WHERE "ChaNum" = $1`, [chaNum, ...values]);
}

async function siteCharacter(chaNum: number) {
  return g.t.db.selectFrom('characters').selectAll().where('cha_num', '=', chaNum).executeTakeFirst();
}

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeEach(async () => {
  clock = new Date('2026-11-20T04:00:00Z');
  await g.stand.query(`TRUNCATE "RanGame1"."ChaInfo", "RanGame1"."GuildInfo", "RanUser"."UserInfo"`);
  await sql`truncate characters cascade`.execute(g.t.db);
  await sql`truncate game_outbox`.execute(g.t.db);
  await sql`update game_character_sync set full_after = null, full_started_at = null, full_finished_at = null, max_seen = 0, active_at = null`.execute(
    g.t.db,
  );
});

describe('the full pass', () => {
  it('makes the site characters the game characters, with owners, guilds and GMs', async () => {
    const tala = await login('Tala');
    const player = await ownerOf(tala, 'tala');
    const gm = await login('gm_aurora', 30);
    const orphan = 987_654; // a UserNum no login has
    const [guild] = await g.stand.query<{ GuNum: number }>(
      `INSERT INTO "RanGame1"."GuildInfo" ("GuName") VALUES ('Bayani') RETURNING "GuNum"`,
    );
    const a = await character(tala, 'TalaBlade', {
      ChaLevel: 187,
      ChaClass: 1,
      ChaSchool: 2,
      ChaReborn: 3,
      ChaMoney: 5_000_000,
      GuNum: guild!.GuNum,
    });
    const b = await character(gm, 'GM_Aurora', { ChaLevel: 255 });
    const c = await character(orphan, 'Lonely', { ChaLevel: 10 });
    const deleted = await character(tala, 'OldTala', { ChaLevel: 50, ChaDeleted: 1 });
    // A character only the site has (the demo's own world before the bridge): not the game's, so it goes.
    const siteOnly = await g.t.db
      .insertInto('characters')
      .values({ cha_name: 'SiteOnly', cha_level: 99, cha_class: 1, cha_school: 0 })
      .returning('cha_num')
      .executeTakeFirstOrThrow();

    await sql`update game_character_sync set full_finished_at = null`.execute(g.t.db);
    const report = await sync().runFullPass();
    expect(report).toMatchObject({ read: 3, written: 3 });
    // The first pass takes the table's statistics itself (the planner's row count is what it found).
    const { rows: stats } = await sql<{ reltuples: number }>`
      select reltuples from pg_class where relname = 'characters'`.execute(g.t.db);
    expect(Number(stats[0]?.reltuples)).toBe(3);
    expect(await siteCharacter(a)).toMatchObject({
      user_num: player.user_num,
      cha_name: 'TalaBlade',
      cha_level: 187,
      cha_school: 2,
      cha_reborn: 3,
      cha_money: 5_000_000,
      guild_name: 'Bayani',
      is_gm: false,
      game_user_id: 'Tala',
    });
    expect(await siteCharacter(b)).toMatchObject({ is_gm: true, cha_level: 255 });
    expect(await siteCharacter(c)).toMatchObject({ user_num: null, game_user_id: null });
    expect(await siteCharacter(deleted)).toBeUndefined();
    expect(await siteCharacter(siteOnly.cha_num)).toBeUndefined();

    const ranked = await get(g.t.app, 'get-top-rankings-list?list=toplevel');
    const names = (ranked.json() as { toplevel: { ChaName: string }[] }).toplevel.map((r) => r.ChaName);
    expect(names).toEqual(['TalaBlade', 'Lonely']);
  });

  it('reads ChaInfo in full no more often than its interval, counted from the last start', async () => {
    const tala = await login('Tala');
    for (let i = 0; i < 7; i++) await character(tala, `Page${i}`);
    const s = sync({ fullEveryMs: 15 * 60_000 });
    const steps: string[] = [];
    for (;;) {
      const outcome = await s.runFullPage();
      if (outcome === 'busy') throw new Error('nobody else holds the sync');
      steps.push(outcome.step);
      if (outcome.step !== 'page') break;
    }
    expect(steps).toEqual(['page', 'page', 'finished']);
    later(14);
    const early = await s.runFullPage();
    expect(early !== 'busy' && early.step).toBe('idle');
    // A restarted site (a new sync) keeps the schedule: the start is in the database.
    const restarted = sync({ fullEveryMs: 15 * 60_000 });
    const stillEarly = await restarted.runFullPage();
    expect(stillEarly !== 'busy' && stillEarly.step).toBe('idle');
    later(1);
    const due = await restarted.runFullPage();
    expect(due !== 'busy' && due.step).toBe('page');
  });

  it('removes a site character inside a page range the game no longer answers', async () => {
    const tala = await login('Tala');
    const nums = [];
    for (let i = 0; i < 7; i++) nums.push(await character(tala, `Range${i}`));
    await sync().runFullPass();
    expect(await g.t.db.selectFrom('characters').select('cha_num').execute()).toHaveLength(7);
    // Hard-deleted in game (some builds' tools do), in the middle of a page and at the end.
    await g.stand.query(`DELETE FROM "RanGame1"."ChaInfo" WHERE "ChaNum" = ANY($1)`, [[nums[1], nums[6]]]);
    later(20);
    const report = await sync().runFullPass();
    expect(report.deleted).toBe(2);
    const left = (await g.t.db.selectFrom('characters').select('cha_num').orderBy('cha_num').execute()).map(
      (r) => r.cha_num,
    );
    expect(left).toEqual([nums[0], nums[2], nums[3], nums[4], nums[5]]);
  });

  it('leaves the rows it finds unchanged untouched, not even locked', async () => {
    const tala = await login('Tala');
    for (let i = 0; i < 5; i++) await character(tala, `Steady${i}`, { ChaLevel: 10 + i });
    const mover = await character(tala, 'Mover', { ChaLevel: 1 });
    await sync().runFullPass();
    await gameSet(mover, `"ChaLevel" = 2`);
    later(20);
    const report = await sync().runFullPass();
    expect(report).toMatchObject({ read: 6, written: 1 });
    expect((await siteCharacter(mover))?.cha_level).toBe(2);
    // A row an upsert met on conflict and skipped would still carry its lock (xmax): every full pass would
    // then dirty every page of the site's characters for nothing. Only the changed row was written.
    const { rows } = await sql<{ cha_num: number }>`
      select cha_num from characters where xmax::text <> '0' and cha_num <> ${mover}`.execute(g.t.db);
    expect(rows).toEqual([]);
  });

  it('survives a name handed from one character to another in game', async () => {
    const tala = await login('Tala');
    const a = await character(tala, 'Alpha');
    const b = await character(tala, 'Bravo');
    await sync({ fullPage: 100 }).runFullPass();
    // Swapped in game (a GM's tool): the site's unique names must not stop the page.
    await gameSet(a, `"ChaName" = 'Swap'`);
    await gameSet(b, `"ChaName" = 'Alpha'`);
    await gameSet(a, `"ChaName" = 'Bravo'`);
    later(20);
    await sync({ fullPage: 100 }).runFullPass();
    expect((await siteCharacter(a))?.cha_name).toBe('Bravo');
    expect((await siteCharacter(b))?.cha_name).toBe('Alpha');
  });
});

describe('who owns a character', () => {
  it('attaches a character only to the account that owns its login, never to a namesake', async () => {
    // Owned: brought over by a legacy sign-in (its UserNum), or made by the site's own create_login.
    const legacy = await login('Dakila');
    const dakila = await ownerOf(legacy, 'dakila');
    const made = await login('Mayumi');
    const mayumi = await createUser(g.t.db, { userId: 'mayumi' });
    await createLoginRow(g.t.db, 'mayumi', 'delivered');
    // Not owned: an account from before the bridge that happens to share a stranger's name; one registered
    // during an outage with a name the game had (its create_login parked); one whose game_user_num is
    // another login's; one whose create_login has not reached the game yet.
    const stranger = await login('Bituin');
    const namesake = await createUser(g.t.db, { userId: 'bituin' });
    const victim = await login('Hiraya');
    const squatter = await createUser(g.t.db, { userId: 'hiraya' });
    await createLoginRow(g.t.db, 'hiraya', 'parked');
    const other = await login('Amihan');
    await ownerOf(legacy + 10_000, 'amihan');
    const queued = await login('Tanglaw');
    await createUser(g.t.db, { userId: 'tanglaw' });
    await createLoginRow(g.t.db, 'tanglaw', 'waiting');

    const owned = [await character(legacy, 'DakilaOne'), await character(made, 'MayumiOne')];
    const strangers = [
      await character(stranger, 'BituinOne', { ChaLevel: 120 }),
      await character(victim, 'HirayaOne', { ChaLevel: 110 }),
      await character(other, 'AmihanOne'),
      await character(queued, 'TanglawOne'),
    ];
    await sync().runFullPass();

    expect(await siteCharacter(owned[0]!)).toMatchObject({ user_num: dakila.user_num });
    expect(await siteCharacter(owned[1]!)).toMatchObject({ user_num: mayumi.user_num });
    for (const chaNum of strangers) expect((await siteCharacter(chaNum))?.user_num).toBeNull();
    // Unowned, but still the game's copy under the login's name (ranked as 'Lonely' is in the first test).
    expect(await siteCharacter(strangers[0]!)).toMatchObject({ game_user_id: 'Bituin', cha_level: 120 });
    // The namesakes' account pages list nothing of the strangers'.
    for (const account of [namesake, squatter]) {
      const rows = await g.t.db
        .selectFrom('characters')
        .select('cha_num')
        .where('user_num', '=', account.user_num)
        .execute();
      expect(rows).toEqual([]);
    }
  });

  it('attaches a login’s characters at the next pass once the account owns it, and takes them back when not', async () => {
    const num = await login('Liwayway');
    const account = await createUser(g.t.db, { userId: 'liwayway' });
    const hero = await character(num, 'Liwa');
    const s = sync();
    await s.runFullPass();
    expect((await siteCharacter(hero))?.user_num).toBeNull();
    // Linked (a sign-in with the game's password): the next full pass attaches it.
    await g.t.db
      .updateTable('users')
      .set({ game_user_num: num })
      .where('user_num', '=', account.user_num)
      .execute();
    later(20);
    await s.runFullPass();
    expect((await siteCharacter(hero))?.user_num).toBe(account.user_num);
    // An owner attached by the old rule (a namesake) loses the character at the next pass.
    await g.t.db
      .updateTable('users')
      .set({ game_user_num: null })
      .where('user_num', '=', account.user_num)
      .execute();
    later(20);
    await s.runFullPass();
    expect((await siteCharacter(hero))?.user_num).toBeNull();
  });
});

describe('the frequent pass', () => {
  it('shows a level gained in game, and the last change before the character left', async () => {
    const lakan = await login('Lakan');
    const player = await ownerOf(lakan, 'lakan');
    const hero = await character(lakan, 'Lakan', { ChaLevel: 100 });
    const s = sync();
    await s.runFullPass();
    expect(await siteCharacter(hero)).toMatchObject({ cha_level: 100, cha_level_up_date: null });

    await gameSet(hero, `"ChaOnline" = 1, "ChaLevel" = 101`);
    later(1);
    const report = await s.runActive();
    expect(report !== 'busy' && report.queries).toBeLessThanOrEqual(4);
    expect(await siteCharacter(hero)).toMatchObject({
      cha_level: 101,
      cha_online: true,
      cha_level_up_date: clock,
      user_num: player.user_num,
    });
    const firstUp = clock;

    // The level rises again and the player logs out before the next pass: read once more as it left.
    await gameSet(hero, `"ChaOnline" = 0, "ChaLevel" = 102, "ChaMoney" = 777`);
    later(1);
    await s.runActive();
    expect(await siteCharacter(hero)).toMatchObject({ cha_level: 102, cha_online: false, cha_money: 777 });
    expect((await siteCharacter(hero))?.cha_level_up_date?.getTime()).toBeGreaterThan(firstUp.getTime());

    // Nothing changed: nothing written.
    later(1);
    const quiet = await s.runActive();
    expect(quiet !== 'busy' && quiet.written).toBe(0);
  });

  it('picks up new characters and drops ones deleted in game, without a full pass', async () => {
    const lakan = await login('Lakan');
    const old = await character(lakan, 'Veteran', { ChaLevel: 90 });
    const s = sync();
    await s.runFullPass();
    const made = await character(lakan, 'Newbie', { ChaLevel: 1 });
    // The game's own deletion: ChaDeleted 1, dated by the game's clock.
    await gameSet(old, `"ChaDeleted" = 1, "ChaDeletedDate" = LOCALTIMESTAMP`);
    later(1);
    const report = await s.runActive();
    expect(report).toMatchObject({ deleted: 1 });
    expect(await siteCharacter(old)).toBeUndefined();
    expect(await siteCharacter(made)).toMatchObject({ cha_name: 'Newbie', cha_level: 1 });
  });

  it('adds the kills and deaths the game counted since the last read to the month, once', async () => {
    const lakan = await login('Lakan');
    const hunter = await character(lakan, 'Hunter', { ChaPKScore: 40, ChaPKDeath: 10 });
    const s = sync();
    await s.runFullPass();
    const month = `${manilaMonthKey(clock)}-01`;
    const stats = () =>
      g.t.db
        .selectFrom('character_month_stats')
        .select(['kills', 'deaths'])
        .where('cha_num', '=', hunter)
        .where('month', '=', sql<Date>`${month}::date`)
        .executeTakeFirst();
    // The totals the game had before the site first read them are not this month's.
    expect(await stats()).toBeUndefined();

    await gameSet(hunter, `"ChaOnline" = 1, "ChaPKScore" = 45, "ChaPKDeath" = 11`);
    later(1);
    await s.runActive();
    later(1);
    await s.runActive(); // read again, unchanged: nothing added twice
    expect(await stats()).toEqual({ kills: 5, deaths: 1 });

    const ranked = await get(g.t.app, 'get-top-rankings-list?list=toppk');
    expect((ranked.json() as { toppk: { ChaName: string; ChaPKScore: number }[] }).toppk).toEqual([
      expect.objectContaining({ ChaName: 'Hunter', ChaPKScore: 5 }),
    ]);
  });

  it('lets one instance step at a time: two syncs at once count a kill once', async () => {
    const lakan = await login('Lakan');
    const hunter = await character(lakan, 'Duelist', { ChaPKScore: 1 });
    await sync().runFullPass();
    await gameSet(hunter, `"ChaOnline" = 1, "ChaPKScore" = 4`);
    later(1);
    const outcomes = await Promise.all([sync().runActive(), sync().runActive(), sync().runActive()]);
    expect(outcomes.filter((o) => o !== 'busy').length).toBeGreaterThanOrEqual(1);
    const row = await g.t.db
      .selectFrom('character_month_stats')
      .select('kills')
      .where('cha_num', '=', hunter)
      .executeTakeFirst();
    expect(row?.kills).toBe(3);
  });
});
