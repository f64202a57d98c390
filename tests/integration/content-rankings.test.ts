import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES } from '#shared/classes.ts';
import { manilaMonthKey, previousMonthKey } from '#shared/manila-time.ts';
import { addMonthStats } from '../../src/server/modules/rankings/repository.ts';
import { loadRankings, recordFight } from '../../src/server/modules/rankings/service.ts';
import { insertCharacter } from '../support/content-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const thisMonth = manilaMonthKey(new Date());
const lastMonth = previousMonthKey(thisMonth);
const names = (rows: { ChaName: string }[]) => rows.map((r) => r.ChaName);

beforeAll(async () => {
  t = await createTestApp();
  // One character per class code and school, levels 20..; money mirrors level.
  let level = 20;
  for (const c of CLASSES) {
    for (const code of c.codes) {
      for (const school of [0, 1, 2]) {
        level += 1;
        await insertCharacter(t.db, {
          name: `${c.key}-${code}-${school}`,
          cls: code,
          school,
          level,
          money: level * 1000,
        });
      }
    }
  }
  await insertCharacter(t.db, { name: 'TheGM', level: 999, money: 10 ** 12, gm: true, cls: 1 });
});
afterAll(() => t.close());

async function rankings(query = '') {
  const res = await t.app.inject(`/api/get-top-rankings-list${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/get-top-rankings-list', () => {
  it('returns the five lists, level and money by current value, without game masters', async () => {
    const body = await rankings();
    expect(Object.keys(body).sort()).toEqual([
      'month',
      'toplevel',
      'toplevelside',
      'topmmr',
      'topmoney',
      'toppk',
    ]);
    expect(body.month).toBe(thisMonth);
    expect(body.toplevel).toHaveLength(42);
    expect(body.toplevel[0]).toMatchObject({
      rank: 1,
      ChaName: 'assassin-8192-2',
      ChaClass: 8192,
      ChaSchool: 2,
    });
    expect(body.topmoney[0].ChaMoney).toBe(body.toplevel[0].ChaLevel * 1000);
    expect(body.toplevelside).toHaveLength(10);
    for (const list of ['toplevel', 'topmoney', 'toplevelside'])
      expect(names(body[list]), list).not.toContain('TheGM');
  });

  it('filters a class by both of its codes', async () => {
    for (const c of CLASSES) {
      const body = await rankings(`?class=${c.key}`);
      const codes = new Set<number>(body.toplevel.map((r: { ChaClass: number }) => r.ChaClass));
      expect(
        [...codes].sort((a, b) => a - b),
        c.key,
      ).toEqual([...c.codes].sort((a, b) => a - b));
      expect(body.toplevel, c.key).toHaveLength(6);
    }
  });

  it('filters by school, and by school and class together', async () => {
    const body = await rankings('?school=1');
    expect(body.toplevel).toHaveLength(14);
    expect(body.toplevel.every((r: { ChaSchool: number }) => r.ChaSchool === 1)).toBe(true);
    expect(body.toplevelside.every((r: { ChaSchool: number }) => r.ChaSchool === 1)).toBe(true);
    const both = await rankings('?school=2&class=extreme');
    expect(names(both.toplevel)).toEqual(['extreme-32-2', 'extreme-16-2']);
  });

  it('rejects unknown filters and future months with 400', async () => {
    for (const q of [
      '?school=3',
      '?class=magician',
      '?month=2026-13',
      `?month=${Number(thisMonth.slice(0, 4)) + 1}-01`,
    ])
      expect((await t.app.inject(`/api/get-top-rankings-list${q}`)).statusCode, q).toBe(400);
  });

  it('breaks ties stably: same level goes to who reached it first, then the older character', async () => {
    const a = await insertCharacter(t.db, {
      name: 'TieLate',
      level: 500,
      levelUp: new Date('2026-03-02T00:00:00Z'),
    });
    const b = await insertCharacter(t.db, {
      name: 'TieEarly',
      level: 500,
      levelUp: new Date('2026-03-01T00:00:00Z'),
    });
    const c = await insertCharacter(t.db, {
      name: 'TieSameA',
      level: 500,
      levelUp: new Date('2026-03-03T00:00:00Z'),
    });
    const d = await insertCharacter(t.db, {
      name: 'TieSameB',
      level: 500,
      levelUp: new Date('2026-03-03T00:00:00Z'),
    });
    const body = await loadRankings(t.db, {});
    expect(names(body.toplevel.slice(0, 4))).toEqual(['TieEarly', 'TieLate', 'TieSameA', 'TieSameB']);
    expect(c.cha_num).toBeLessThan(d.cha_num);
    // Equal MMR: the lower character number first, every time.
    for (const id of [d.cha_num, a.cha_num, b.cha_num])
      await addMonthStats(t.db, `${thisMonth}-01`, id, { mmr: 77 });
    const first = await loadRankings(t.db, {});
    const again = await loadRankings(t.db, {});
    expect(names(first.topmmr)).toEqual(['TieLate', 'TieEarly', 'TieSameB']);
    expect(names(again.topmmr)).toEqual(names(first.topmmr));
  });

  it("counts only this month's kills: last month's do not count, and the month turns at Manila midnight", async () => {
    const killer = await insertCharacter(t.db, { name: 'Slayer' });
    const victim = await insertCharacter(t.db, { name: 'Victim' });
    // 2026-01-31 23:59:59 in Manila is January; one second later it is February.
    await recordFight(t.db, {
      killer: killer.cha_num,
      victim: victim.cha_num,
      at: new Date('2026-01-31T15:59:59Z'),
    });
    await recordFight(t.db, {
      killer: killer.cha_num,
      victim: victim.cha_num,
      at: new Date('2026-01-31T15:59:59Z'),
    });
    await recordFight(t.db, {
      killer: killer.cha_num,
      victim: victim.cha_num,
      at: new Date('2026-01-31T16:00:00Z'),
      mmrGain: 12,
    });
    const feb = await loadRankings(t.db, {}, new Date('2026-02-01T00:30:00Z'));
    expect(feb.month).toBe('2026-02');
    expect(feb.toppk).toHaveLength(1);
    expect(feb.toppk[0]).toMatchObject({ ChaName: 'Slayer', ChaPKScore: 1, ChaPKDeath: 0 });
    expect(feb.topmmr[0]).toMatchObject({ ChaName: 'Slayer', ChaMMR: 12 });
    // Just before Manila midnight (16:00 UTC on the 31st) the current month is still January.
    const jan = await loadRankings(t.db, {}, new Date('2026-01-31T15:59:59Z'));
    expect(jan.month).toBe('2026-01');
    expect(jan.toppk[0]).toMatchObject({ ChaName: 'Slayer', ChaPKScore: 2 });
    expect(jan.topmmr).toEqual([]);
    // Past months stay viewable.
    const past = await loadRankings(t.db, { month: '2026-01' }, new Date('2026-02-10T00:00:00Z'));
    expect(past.toppk[0]?.ChaPKScore).toBe(2);
  });

  it("serves last month's lists through ?month and the current month by default", async () => {
    const [killer, victim] = [await insertCharacter(t.db), await insertCharacter(t.db)];
    await addMonthStats(t.db, `${lastMonth}-01`, killer.cha_num, { kills: 50 });
    await addMonthStats(t.db, `${lastMonth}-01`, victim.cha_num, { deaths: 50 });
    const now = await rankings('?school=0&class=brawler');
    expect(now.toppk.some((r: { ChaNum: number }) => r.ChaNum === killer.cha_num)).toBe(false);
    const before = await rankings(`?month=${lastMonth}`);
    expect(before.month).toBe(lastMonth);
    expect(before.toppk[0]).toMatchObject({ ChaNum: killer.cha_num, ChaPKScore: 50 });
  });

  it('fills only the asked list with ?list=', async () => {
    const body = await rankings('?list=toplevelside&school=0');
    expect(body.toplevelside.length).toBeGreaterThan(0);
    for (const list of ['topmmr', 'toppk', 'toplevel', 'topmoney']) expect(body[list], list).toEqual([]);
    expect((await t.app.inject('/api/get-top-rankings-list?list=nope')).statusCode).toBe(400);
  });

  it('drops a character from the monthly lists once it becomes a game master', async () => {
    const hero = await insertCharacter(t.db, { name: 'SoonGM' });
    await addMonthStats(t.db, `${thisMonth}-01`, hero.cha_num, { mmr: 99_999, kills: 9_999 });
    expect((await loadRankings(t.db, {})).topmmr[0]?.ChaName).toBe('SoonGM');
    await t.db.updateTable('characters').set({ is_gm: true }).where('cha_num', '=', hero.cha_num).execute();
    const after = await loadRankings(t.db, {});
    expect(names(after.topmmr)).not.toContain('SoonGM');
    expect(names(after.toppk)).not.toContain('SoonGM');
  });

  it('caches with an ETag and answers 304', async () => {
    const first = await t.app.inject('/api/get-top-rankings-list?school=2');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const res = await t.app.inject({
      url: '/api/get-top-rankings-list?school=2',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(res.statusCode).toBe(304);
  });
});
