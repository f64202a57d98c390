import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedBanners } from '../../src/server/seed/banners.ts';
import {
  adminClient,
  auditMark,
  auditRows,
  failAuditOf,
  storeTestImage,
  versionOf,
} from '../support/admin-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let call: Awaited<ReturnType<typeof adminClient>>['call'];
let adminNum: number;

beforeAll(async () => {
  t = await createTestApp();
  const client = await adminClient(t);
  call = client.call;
  adminNum = client.admin.user.user_num;
  IMAGE = await storeTestImage(t, 615, 210, 'banner');
});
afterAll(() => t.close());
let mark: number;
beforeEach(async () => {
  await t.db.deleteFrom('site_banners').execute();
  await seedBanners(t.db, { notes: [] });
  // A write through the console clears the carousel's cache, so each test starts from the seeded three.
  const ids = (await call('GET', '/api/admin/banners')).body.data.map((b: { id: number }) => b.id);
  expect((await call('PUT', '/api/admin/banners/order', { ids })).status).toBe(200);
  mark = await auditMark(t);
});

const HOUR = 60 * 60 * 1000;
let IMAGE: { url: string; width: number; height: number };
const banner = (over: Record<string, unknown> = {}) => ({
  image: IMAGE,
  alt: 'Double EXP weekend',
  link_url: 'https://example.com/event',
  is_active: true,
  active_from: null,
  active_until: null,
  ...over,
});

const publicBanners = async () =>
  (await t.app.inject('/api/getSiteBanners')).json().data as {
    id: number;
    img_url: string;
    link_url: string | null;
  }[];
const tableRows = () => t.db.selectFrom('site_banners').selectAll().orderBy('id').execute();

describe('GET /api/admin/banners', () => {
  it('lists every banner in order with its status, hidden and out-of-window ones included', async () => {
    const now = Date.now();
    const [first, second] = (await call('GET', '/api/admin/banners')).body.data as { id: number }[];
    await t.db.updateTable('site_banners').set({ is_active: false }).where('id', '=', first!.id).execute();
    await t.db
      .updateTable('site_banners')
      .set({ active_from: new Date(now + HOUR) })
      .where('id', '=', second!.id)
      .execute();
    await t.db
      .insertInto('site_banners')
      .values({ img_url: '/img/x.svg', active_until: new Date(now - HOUR), sort_order: 9 })
      .execute();
    const res = await call('GET', '/api/admin/banners');
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { status: string }) => b.status)).toEqual([
      'hidden',
      'scheduled',
      'showing',
      'ended',
    ]);
    expect(res.body.data[2]).toMatchObject({
      image: { url: '/img/banners/banner-3.svg', width: 615, height: 210 },
      link_url: null,
      is_active: true,
      active_from: null,
      active_until: null,
    });
  });
});

describe('POST /api/admin/banners', () => {
  it('adds the banner at the end, writes the audit row, and the carousel shows it at once', async () => {
    expect(await publicBanners()).toHaveLength(3); // fills the 30-minute cache
    const res = await call('POST', '/api/admin/banners', banner());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Banner added.', id: expect.any(Number) });
    const shown = await publicBanners();
    expect(shown).toHaveLength(4);
    expect(shown[3]).toEqual({
      id: res.body.id,
      img_url: IMAGE.url,
      width: 615,
      height: 210,
      link_url: 'https://example.com/event',
      alt: 'Double EXP weekend',
    });
    const [row] = await auditRows(t, 'banner', mark);
    expect(row).toMatchObject({
      actor_user_num: adminNum,
      ip: '127.0.0.1',
      action: 'banner.create',
      record_id: String(res.body.id),
    });
    expect(row?.changes).toContainEqual({ field: 'img_url', old: null, new: IMAGE.url });
    expect(row?.changes).toContainEqual({ field: 'link_url', old: null, new: 'https://example.com/event' });
  });

  it('refuses bad input with 400 and a clear message, changing nothing', async () => {
    const before = await tableRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ image: { ...IMAGE, width: 600 } }, 'image'],
      [{ image: { ...IMAGE, url: 'https://evil.example/x.png' } }, 'image.url'],
      [{ image: { ...IMAGE, url: '/media/../etc/passwd' } }, 'image.url'],
      [{ link_url: 'javascript:alert(1)' }, 'link_url'],
      [{ link_url: '//evil.example' }, 'link_url'],
      [{ alt: 'x'.repeat(201) }, 'alt'],
      [{ active_from: 'tomorrow' }, 'active_from'],
      [{ active_from: '2030-01-02T00:00:00Z', active_until: '2030-01-01T00:00:00Z' }, 'active_until'],
      [{ is_active: 'yes' }, 'is_active'],
    ];
    for (const [over, field] of cases) {
      const res = await call('POST', '/api/admin/banners', banner(over));
      expect([field, res.status, res.body.code]).toEqual([field, 400, 'invalid_input']);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
    expect(await tableRows()).toEqual(before);
    expect(await auditRows(t, 'banner', mark)).toHaveLength(0);
  });

  it('takes an uploaded image only when it is stored, at 615 x 210', async () => {
    const before = await tableRows();
    const icon = await storeTestImage(t, 64, 64, 'download-icon');
    const unknown = { url: `/media/${'0'.repeat(64)}.webp`, width: 615, height: 210 };
    for (const image of [
      unknown,
      { ...icon, width: 615, height: 210 },
      { ...IMAGE, url: IMAGE.url.replace('.webp', '.png') },
    ]) {
      const res = await call('POST', '/api/admin/banners', banner({ image }));
      expect([image.url, res.status, Object.keys(res.body.errors ?? {})]).toEqual([
        image.url,
        400,
        ['image'],
      ]);
    }
    expect(await tableRows()).toEqual(before);
  });

  it('takes a path on this site as the link, and an empty link as none', async () => {
    const inside = await call('POST', '/api/admin/banners', banner({ link_url: '/news' }));
    expect(inside.status).toBe(200);
    const none = await call('POST', '/api/admin/banners', banner({ link_url: '' }));
    const rows = await tableRows();
    expect(rows.find((r) => r.id === inside.body.id)?.link_url).toBe('/news');
    expect(rows.find((r) => r.id === none.body.id)?.link_url).toBeNull();
  });
});

describe('the show window', () => {
  it('the carousel shows a banner only from its start until before its end', async () => {
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const inside = await call(
      'POST',
      '/api/admin/banners',
      banner({ active_from: iso(now - HOUR), active_until: iso(now + HOUR) }),
    );
    const later = await call('POST', '/api/admin/banners', banner({ active_from: iso(now + HOUR) }));
    const over = await call('POST', '/api/admin/banners', banner({ active_until: iso(now - 1000) }));
    const hidden = await call('POST', '/api/admin/banners', banner({ is_active: false }));
    const ids = (await publicBanners()).map((b) => b.id);
    expect(ids).toContain(inside.body.id);
    for (const res of [later, over, hidden]) expect(ids).not.toContain(res.body.id);
    const statuses = Object.fromEntries(
      (await call('GET', '/api/admin/banners')).body.data.map((b: { id: number; status: string }) => [
        b.id,
        b.status,
      ]),
    );
    expect([
      statuses[inside.body.id],
      statuses[later.body.id],
      statuses[over.body.id],
      statuses[hidden.body.id],
    ]).toEqual(['showing', 'scheduled', 'ended', 'hidden']);
  });
});

describe('PUT /api/admin/banners/:id', () => {
  it('changes the banner, records each changed field before and after, and the carousel follows at once', async () => {
    const [first] = await publicBanners();
    const res = await call(
      'PUT',
      `/api/admin/banners/${first!.id}`,
      banner({
        image: { url: '/img/banners/banner-1.svg', width: 615, height: 210 },
        alt: 'Campus Wars return every Saturday at 9 PM',
        link_url: '/shop',
        active_until: '2099-01-01T00:00:00+08:00',
        version: await versionOf(t, 'site_banners', first!.id),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Banner saved.', id: first!.id });
    expect((await publicBanners())[0]?.link_url).toBe('/shop');
    const [row] = await auditRows(t, 'banner', mark);
    expect(row).toMatchObject({ action: 'banner.update', record_id: String(first!.id) });
    expect(row?.changes).toEqual([
      { field: 'link_url', old: null, new: '/shop' },
      { field: 'active_until', old: null, new: '2098-12-31T16:00:00.000Z' },
    ]);
  });

  it('answers 404 for a banner that does not exist, writing nothing', async () => {
    const res = await call('PUT', '/api/admin/banners/999999', banner({ version: 1 }));
    expect([res.status, res.body.code]).toEqual([404, 'not_found']);
    expect(await auditRows(t, 'banner', mark)).toHaveLength(0);
  });

  it('commits the change and its audit row together: a failing audit insert leaves the banner as it was', async () => {
    const before = await tableRows();
    const remove = await failAuditOf(t, 'banner.update');
    try {
      const res = await call(
        'PUT',
        `/api/admin/banners/${before[0]!.id}`,
        banner({ alt: 'Changed', version: before[0]!.version }),
      );
      expect(res.status).toBe(500);
    } finally {
      await remove();
    }
    expect(await tableRows()).toEqual(before);
    expect(await auditRows(t, 'banner', mark)).toHaveLength(0);
  });
});

describe('DELETE /api/admin/banners/:id', () => {
  it('removes the banner, keeps what it was in the audit row, and the carousel drops it at once', async () => {
    const [first] = await publicBanners();
    const res = await call('DELETE', `/api/admin/banners/${first!.id}`);
    expect(res).toEqual({ status: 200, body: { message: 'Banner removed.' } });
    expect((await publicBanners()).map((b) => b.id)).not.toContain(first!.id);
    const [row] = await auditRows(t, 'banner', mark);
    expect(row).toMatchObject({ action: 'banner.delete', record_id: String(first!.id) });
    expect(row?.changes).toContainEqual({ field: 'img_url', old: '/img/banners/banner-1.svg', new: null });
    const again = await call('DELETE', `/api/admin/banners/${first!.id}`);
    expect([again.status, again.body.code]).toEqual([404, 'not_found']);
  });
});

describe('PUT /api/admin/banners/order', () => {
  it('puts the banners in the new order, audited, and the carousel follows at once', async () => {
    const ids = (await publicBanners()).map((b) => b.id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', '/api/admin/banners/order', { ids: reversed });
    expect(res).toEqual({ status: 200, body: { message: 'Banner order saved.' } });
    expect((await publicBanners()).map((b) => b.id)).toEqual(reversed);
    expect((await call('GET', '/api/admin/banners')).body.data.map((b: { id: number }) => b.id)).toEqual(
      reversed,
    );
    const [row] = await auditRows(t, 'banner', mark);
    expect(row).toMatchObject({
      action: 'banner.reorder',
      record_id: null,
      changes: [{ field: 'order', old: ids, new: reversed }],
    });
  });

  it('refuses a list that repeats an id (400) or misses or invents one (409), changing nothing', async () => {
    const ids = (await publicBanners()).map((b) => b.id);
    const before = await tableRows();
    const repeated = await call('PUT', '/api/admin/banners/order', { ids: [ids[0], ids[0], ids[1]] });
    expect([repeated.status, repeated.body.code]).toEqual([400, 'invalid_input']);
    const bad = await call('PUT', '/api/admin/banners/order', { ids: 'all' });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_input']);
    const missing = await call('PUT', '/api/admin/banners/order', { ids: ids.slice(1) });
    expect([missing.status, missing.body.code]).toEqual([409, 'conflict']);
    const invented = await call('PUT', '/api/admin/banners/order', { ids: [...ids.slice(1), 999999] });
    expect([invented.status, invented.body.code]).toEqual([409, 'conflict']);
    expect(await tableRows()).toEqual(before);
    expect(await auditRows(t, 'banner', mark)).toHaveLength(0);
  });
});
