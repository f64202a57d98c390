import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/server/db/audit.ts';
import type { AuditEntry } from '../../src/shared/contracts/admin.ts';
import { PERMISSIONS, ROLE_PERMISSIONS } from '../../src/shared/permissions.ts';
import { createSignedInUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';

/** The console's API: every /api/admin route, as the OpenAPI document lists it, refuses whom it must. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let support: Awaited<ReturnType<typeof createSignedInUser>>;
let player: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t.db, { userType: 11 });
  support = await createSignedInUser(t.db);
  await t.db
    .insertInto('staff_grants')
    .values({ user_num: support.user.user_num, role: 'support' })
    .execute();
  player = await createSignedInUser(t.db);
});
afterAll(() => t.close());

interface AdminRoute {
  method: string;
  path: string;
  permission: string;
  /** The route documents a query parameter it cannot do without (a report's date range). */
  needsQuery: boolean;
}

async function adminRoutes(): Promise<AdminRoute[]> {
  const doc = (await t.app.inject('/api/docs/json')).json() as {
    paths: Record<
      string,
      Record<string, { 'x-permission'?: string; parameters?: { in: string; required?: boolean }[] }>
    >;
  };
  const routes: AdminRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/admin')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      routes.push({
        method: method.toUpperCase(),
        path,
        permission: String(operation['x-permission']),
        needsQuery: (operation.parameters ?? []).some((p) => p.in === 'query' && p.required),
      });
    }
  }
  return routes;
}

/** A concrete address for a documented path: each {param} becomes 1. */
function call(route: AdminRoute, auth: Record<string, string> = {}) {
  return t.app.inject({
    method: route.method as 'GET',
    url: route.path.replace(/\{[^}]+\}/g, '1'),
    headers: { ...AJAX, ...auth },
  });
}

describe('every /api/admin route', () => {
  it('is listed with a known permission', async () => {
    const routes = await adminRoutes();
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/me', 'GET /api/admin/audit']),
    );
    for (const route of routes) expect(PERMISSIONS).toContain(route.permission);
  });

  it('answers 401 to an anonymous caller and 403 to a player', async () => {
    for (const route of await adminRoutes()) {
      const anonymous = await call(route);
      expect([route.path, anonymous.statusCode, anonymous.json().code]).toEqual([
        route.path,
        401,
        'unauthenticated',
      ]);
      const asPlayer = await call(route, player.auth);
      expect([route.path, asPlayer.statusCode, asPlayer.json().code]).toEqual([route.path, 403, 'forbidden']);
    }
  });

  it('answers 403 to support staff where the permission is admin-only, and lets them through elsewhere', async () => {
    const routes = await adminRoutes();
    const adminOnly = routes.filter((r) => !ROLE_PERMISSIONS.support.includes(r.permission as never));
    expect(adminOnly.map((r) => r.path)).toContain('/api/admin/audit');
    for (const route of routes) {
      const res = await call(route, support.auth);
      if (adminOnly.includes(route)) expect([route.path, res.statusCode]).toEqual([route.path, 403]);
      else expect([route.path, res.statusCode]).not.toEqual([route.path, 403]);
    }
  });

  it('answers an admin (user type 11 or more): 200 for every read', async () => {
    for (const route of await adminRoutes()) {
      const res = await call(route, admin.auth);
      // A read of one record ({id} = 1) may find none: 404 is its answer then, still past the gate.
      if (route.method === 'GET' && route.path.includes('{'))
        expect([route.path, [200, 404].includes(res.statusCode)]).toEqual([route.path, true]);
      // Called without its required query, it says what is missing: 400, still past the gate.
      else if (route.method === 'GET' && route.needsQuery)
        expect([route.path, res.statusCode, res.json().code]).toEqual([route.path, 400, 'invalid_input']);
      else if (route.method === 'GET') expect([route.path, res.statusCode]).toEqual([route.path, 200]);
      else expect([401, 403]).not.toContain(res.statusCode);
    }
  });

  it('refuses a revoked support grant at once', async () => {
    const former = await createSignedInUser(t.db);
    await t.db
      .insertInto('staff_grants')
      .values({ user_num: former.user.user_num, role: 'support' })
      .execute();
    const me = { method: 'GET', path: '/api/admin/me', permission: 'console.open', needsQuery: false };
    expect((await call(me, former.auth)).statusCode).toBe(200);
    await t.db.deleteFrom('staff_grants').where('user_num', '=', former.user.user_num).execute();
    expect((await call(me, former.auth)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/me', () => {
  it('names the staff member, their role and permissions', async () => {
    const asAdmin = await t.app.inject({ url: '/api/admin/me', headers: admin.auth });
    expect(asAdmin.json()).toEqual({
      userNum: admin.user.user_num,
      userId: admin.user.user_id,
      role: 'admin',
      permissions: [...PERMISSIONS],
      mustEnrolFactor: false,
    });
    expect(asAdmin.headers['cache-control']).toBe('no-store');
    const asSupport = await t.app.inject({ url: '/api/admin/me', headers: support.auth });
    expect(asSupport.json()).toEqual({
      userNum: support.user.user_num,
      userId: support.user.user_id,
      role: 'support',
      permissions: ['console.open', 'players.read', 'tickets.work'],
      mustEnrolFactor: false,
    });
  });
});

describe('GET /api/admin/audit', () => {
  async function audit(query: string) {
    const res = await t.app.inject({ url: `/api/admin/audit?${query}`, headers: admin.auth });
    return {
      status: res.statusCode,
      body: res.json() as { data: AuditEntry[]; total: number } & Record<string, number>,
    };
  }

  it('lists a news change with who, where from and each field before and after', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { ...admin.auth, ...AJAX },
      payload: { type: 0, subject: 'First', content: '<p>a</p>', author: 'GM' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/news/${id}`,
      headers: { ...admin.auth, ...AJAX },
      payload: { type: 0, subject: 'Second', content: '<p>a</p>', author: 'GM' },
    });
    expect(edited.statusCode).toBe(200);

    const { body } = await audit(`record=news:${id}`);
    expect(body.total).toBe(2);
    const [update, create] = body.data;
    expect(update).toMatchObject({
      by: 'staff',
      staff: { userNum: admin.user.user_num, userId: admin.user.user_id },
      player: null,
      ip: '127.0.0.1',
      action: 'news.update',
      recordType: 'news',
      recordId: String(id),
      changes: [{ field: 'subject', old: 'First', new: 'Second' }],
    });
    expect(create?.action).toBe('news.create');
    expect(create?.changes).toContainEqual({ field: 'subject', old: null, new: 'First' });
    expect(Date.parse(update!.at)).toBeGreaterThanOrEqual(Date.parse(create!.at));
  });

  it('filters by staff member, action, record type and Manila dates, 20 a page, newest first', async () => {
    const other = await createSignedInUser(t.db, { userType: 30 });
    // 45 rows by `other` over two Manila days, dated at insert (the log refuses a later UPDATE): ids 0-9 at
    // 2030-01-01 15:59:59 UTC (23:59:59 in Manila), the rest from 16:30 UTC (2030-01-02 00:30 in Manila).
    await sql`insert into audit_log (actor_user_num, ip, action, record_type, record_id, changes, created_at)
      select ${other.user.user_num}, '10.0.0.1',
        case when i % 3 = 0 then 'banner.update' else 'download.create' end,
        case when i % 3 = 0 then 'banner' else 'download' end,
        i::text, '[]'::jsonb,
        case when i < 10 then timestamptz '2030-01-01 15:59:59Z'
          else timestamptz '2030-01-01 16:30:00Z' + i * interval '1 second' end
      from generate_series(0, 44) as i`.execute(t.db);

    const all = await audit(`staff=${other.user.user_id}`);
    expect(all.body.total).toBe(45);
    expect(all.body.data).toHaveLength(20);
    expect(all.body.data[0]?.recordId).toBe('44');
    expect(all.body).toMatchObject({ page: 1, prev_page: 0, next_page: 2, last_page: 3, lpm1: 2 });
    const last = await audit(`staff=${other.user.user_id}&page=3`);
    expect(last.body.data).toHaveLength(5);
    expect(last.body.data.map((e) => e.recordId)).toEqual(['4', '3', '2', '1', '0']);

    expect((await audit(`staff=${other.user.user_id}&action=banner.update`)).body.total).toBe(15);
    expect((await audit(`staff=${other.user.user_id}&record=download`)).body.total).toBe(30);
    expect((await audit(`staff=${other.user.user_id}&record=download:7`)).body.data).toHaveLength(1);
    // Ids 0-9 fall on Manila 2030-01-01 (23:59:59), the rest on 2030-01-02.
    expect((await audit(`staff=${other.user.user_id}&to=2030-01-01`)).body.total).toBe(10);
    expect((await audit(`staff=${other.user.user_id}&from=2030-01-02`)).body.total).toBe(35);
    expect((await audit(`staff=${other.user.user_id}&from=2030-01-01&to=2030-01-02`)).body.total).toBe(45);
    expect((await audit(`staff=${other.user.user_id}&from=2030-01-03`)).body.total).toBe(0);
    expect((await audit('staff=nobody-has-this-id')).body.total).toBe(0);
  });

  it('refuses bad filters with a clear message', async () => {
    for (const query of [
      'page=0',
      'page=0x2',
      'from=2030-13-01',
      'to=yesterday',
      `action=${'a'.repeat(61)}`,
    ]) {
      const res = await audit(query);
      expect([query, res.status, res.body.code]).toEqual([query, 400, 'invalid_input']);
    }
  });
});

describe('the audit log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await recordAudit(t.db, {
      staff: null,
      ip: null,
      action: 'test.write',
      recordType: 'test',
      recordId: null,
      changes: [{ field: 'x', old: 1, new: 2 }],
    });
    const before = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    await expect(sql`update audit_log set action = 'forged'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('a change and its audit row commit or roll back together', async () => {
    const count = async () =>
      Number(
        (await t.db.selectFrom('audit_log').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow())
          .n,
      );
    const before = await count();
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/news/999999',
      headers: { ...admin.auth, ...AJAX },
      payload: { type: 0, subject: 'x', content: '', author: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});
