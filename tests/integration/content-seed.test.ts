import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES } from '#shared/classes.ts';
import { seedBanners } from '../../src/server/seed/banners.ts';
import { seedCharacters } from '../../src/server/seed/characters.ts';
import { seedClubs } from '../../src/server/seed/clubs.ts';
import { seedDownloads } from '../../src/server/seed/downloads.ts';
import { seedNews } from '../../src/server/seed/news.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let run = 0; run < 2; run++) {
    for (const seed of [seedBanners, seedNews, seedDownloads, seedCharacters, seedClubs])
      await seed(t.db, { notes: [] });
  }
});
afterAll(() => t.close());

const count = async (table: 'news' | 'downloads' | 'characters' | 'clubs' | 'club_areas' | 'site_banners') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('content seed (run twice: idempotent)', () => {
  it('makes a world worth looking at', async () => {
    expect(await count('news')).toBeGreaterThanOrEqual(12);
    expect(await count('site_banners')).toBe(3);
    expect(await count('downloads')).toBe(3);
    expect(await count('clubs')).toBe(3);
    expect(await count('club_areas')).toBe(3);
    const players = await t.db
      .selectFrom('characters')
      .select(['cha_class', 'cha_school', 'is_gm'])
      .execute();
    expect(players.filter((p) => !p.is_gm)).toHaveLength(500);
    for (const c of CLASSES)
      for (const code of c.codes)
        expect(
          players.some((p) => p.cha_class === code),
          String(code),
        ).toBe(true);
    for (const school of [0, 1, 2])
      expect(players.filter((p) => p.cha_school === school).length).toBeGreaterThan(100);
    for (const type of [0, 1, 2]) {
      const res = await t.app.inject(`/api/getnewsall/${type}/8/1/0`);
      expect(res.json().data.length, `type ${type}`).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('GET /api/getdownloadsall', () => {
  it('lists the links with the spec fields, cached 1 hour with ETag / 304', async () => {
    const res = await t.app.inject('/api/getdownloadsall');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { data } = res.json();
    expect(data).toHaveLength(3);
    expect(Object.keys(data[0]).sort()).toEqual(
      [
        'link_address',
        'link_date',
        'link_description',
        'link_icon',
        'link_name',
        'link_type',
        'seq',
        'icon_width',
        'icon_height',
      ].sort(),
    );
    expect(data[0].link_date).toBe('2026-11-01');
    const again = await t.app.inject({
      url: '/api/getdownloadsall',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/getclubs', () => {
  it("lists the three areas; an area without holder reads 'None' at 0% tax", async () => {
    const res = await t.app.inject('/api/getclubs');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { area_id: 1, area_name: 'Sacred Gate Campus', club_name: 'Crimson Lotus', tax_rate: 5 },
      { area_id: 2, area_name: 'Mystic Peak Campus', club_name: 'Night Owls', tax_rate: 3 },
      { area_id: 3, area_name: 'Phoenix Campus', club_name: 'None', tax_rate: 0 },
    ]);
  });
});

describe('rankings on the seeded world', () => {
  it('fills every list and leaves the game masters out', async () => {
    const body = (await t.app.inject('/api/get-top-rankings-list')).json();
    for (const list of ['topmmr', 'toppk', 'toplevel', 'topmoney'])
      expect(body[list], list).toHaveLength(100);
    const all = [...body.toplevel, ...body.topmoney].map((r: { ChaName: string }) => r.ChaName);
    expect(all.some((n: string) => n.startsWith('GM_'))).toBe(false);
  });
});
