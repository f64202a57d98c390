import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClubs } from '../../src/server/seed/clubs.ts';
import { adminClient, auditMark, auditRows, failAuditOf, versionOf } from '../support/admin-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let call: Awaited<ReturnType<typeof adminClient>>['call'];

beforeAll(async () => {
  t = await createTestApp();
  call = (await adminClient(t)).call;
  await seedClubs(t.db, { notes: [] });
  await t.db
    .insertInto('clubs')
    .values([
      { club_name: 'Lotus_Eaters', club_school: 1 },
      { club_name: '100% Club', club_school: 2 },
    ])
    .execute();
});
afterAll(() => t.close());

const clubNum = async (name: string) =>
  (await t.db.selectFrom('clubs').select('club_num').where('club_name', '=', name).executeTakeFirstOrThrow())
    .club_num;
const publicAreas = async () => (await t.app.inject('/api/getclubs')).json().data;
const areaRows = () => t.db.selectFrom('club_areas').selectAll().orderBy('area_id').execute();

describe('GET /api/admin/clubs', () => {
  it('lists clubs by name, filtered by a case-blind search where % and _ match themselves', async () => {
    const all = await call('GET', '/api/admin/clubs');
    expect(all.status).toBe(200);
    expect(all.body.data.map((c: { club_name: string }) => c.club_name)).toEqual([
      '100% Club',
      'Crimson Lotus',
      'Ember Vanguard',
      'Lotus_Eaters',
      'Night Owls',
    ]);
    const lotus = await call('GET', '/api/admin/clubs?search=LOTUS');
    expect(lotus.body.data.map((c: { club_name: string }) => c.club_name)).toEqual([
      'Crimson Lotus',
      'Lotus_Eaters',
    ]);
    const percent = await call('GET', `/api/admin/clubs?search=${encodeURIComponent('%')}`);
    expect(percent.body.data.map((c: { club_name: string }) => c.club_name)).toEqual(['100% Club']);
    const underscore = await call('GET', '/api/admin/clubs?search=_');
    expect(underscore.body.data.map((c: { club_name: string }) => c.club_name)).toEqual(['Lotus_Eaters']);
    const long = await call('GET', `/api/admin/clubs?search=${'x'.repeat(34)}`);
    expect([long.status, long.body.code]).toEqual([400, 'invalid_input']);
  });
});

describe('GET /api/admin/clubs/areas', () => {
  it('lists the areas with their holder club and tax as stored', async () => {
    const res = await call('GET', '/api/admin/clubs/areas');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        area_id: 1,
        area_name: 'Sacred Gate Campus',
        club: { club_num: await clubNum('Crimson Lotus'), club_name: 'Crimson Lotus', club_school: 0 },
        tax_rate: 5,
        version: 1,
      },
      {
        area_id: 2,
        area_name: 'Mystic Peak Campus',
        club: { club_num: await clubNum('Night Owls'), club_name: 'Night Owls', club_school: 1 },
        tax_rate: 3,
        version: 1,
      },
      { area_id: 3, area_name: 'Phoenix Campus', club: null, tax_rate: 0, version: 1 },
    ]);
  });
});

describe('PUT /api/admin/clubs/areas/:id', () => {
  it('sets the holder and tax, audited before and after, and the home table shows it at once', async () => {
    expect((await publicAreas())[2]).toMatchObject({ club_name: 'None', tax_rate: 0 }); // fills the cache
    const mark = await auditMark(t);
    const ember = await clubNum('Ember Vanguard');
    const res = await call('PUT', '/api/admin/clubs/areas/3', {
      club_num: ember,
      tax_rate: 12,
      version: await versionOf(t, 'club_areas', 3),
    });
    expect(res).toEqual({ status: 200, body: { message: 'Area saved.', id: 3 } });
    expect((await publicAreas())[2]).toEqual({
      area_id: 3,
      area_name: 'Phoenix Campus',
      club_name: 'Ember Vanguard',
      tax_rate: 12,
    });
    expect(await auditRows(t, 'club_area', mark)).toEqual([
      {
        actor_user_num: expect.any(Number),
        ip: '127.0.0.1',
        action: 'club-area.update',
        record_id: '3',
        changes: [
          { field: 'club_num', old: null, new: ember },
          { field: 'tax_rate', old: 0, new: 12 },
        ],
      },
    ]);

    const cleared = await call('PUT', '/api/admin/clubs/areas/3', {
      club_num: null,
      tax_rate: 0,
      version: await versionOf(t, 'club_areas', 3),
    });
    expect(cleared.status).toBe(200);
    expect((await publicAreas())[2]).toMatchObject({ club_name: 'None', tax_rate: 0 });
  });

  it('refuses bad input, an unknown club (400) and an unknown area (404), changing nothing', async () => {
    const before = await areaRows();
    const mark = await auditMark(t);
    const lotus = await clubNum('Crimson Lotus');
    for (const [body, field] of [
      [{ club_num: lotus, tax_rate: 101 }, 'tax_rate'],
      [{ club_num: lotus, tax_rate: -1 }, 'tax_rate'],
      [{ club_num: lotus, tax_rate: 2.5 }, 'tax_rate'],
      [{ club_num: lotus, tax_rate: '5' }, 'tax_rate'],
      [{ club_num: null, tax_rate: 5 }, 'tax_rate'],
      [{ club_num: 'Crimson Lotus', tax_rate: 5 }, 'club_num'],
      [{ club_num: 999_999, tax_rate: 5 }, 'club_num'],
    ] as const) {
      const res = await call('PUT', '/api/admin/clubs/areas/1', { ...body, version: before[0]!.version });
      expect([field, res.status]).toEqual([field, 400]);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
    const missing = await call('PUT', '/api/admin/clubs/areas/9', {
      club_num: lotus,
      tax_rate: 5,
      version: 1,
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'not_found']);
    expect(await areaRows()).toEqual(before);
    expect(await auditRows(t, 'club_area', mark)).toHaveLength(0);
  });

  it('commits the change and its audit row together: a failing audit insert leaves the area as it was', async () => {
    const before = await areaRows();
    const remove = await failAuditOf(t, 'club-area.update');
    try {
      const save = { club_num: null, tax_rate: 0, version: before[0]!.version };
      expect((await call('PUT', '/api/admin/clubs/areas/1', save)).status).toBe(500);
    } finally {
      await remove();
    }
    expect(await areaRows()).toEqual(before);
  });
});
