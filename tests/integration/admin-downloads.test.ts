import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDownloads } from '../../src/server/seed/downloads.ts';
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
let mark: number;
let ICON: { url: string; width: number; height: number };

beforeAll(async () => {
  t = await createTestApp();
  call = (await adminClient(t)).call;
  ICON = await storeTestImage(t, 64, 64, 'download-icon');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('downloads').execute();
  await seedDownloads(t.db, { notes: [] });
  // A write through the console clears the download page's cache, so each test starts from the seed.
  const ids = (await call('GET', '/api/admin/downloads')).body.data.map((d: { id: number }) => d.id);
  expect((await call('PUT', '/api/admin/downloads/order', { ids })).status).toBe(200);
  mark = await auditMark(t);
});

const link = (over: Record<string, unknown> = {}) => ({
  name: 'Full Client (Torrent)',
  address: 'https://downloads.example.com/ran/full.torrent',
  type: 'mirror',
  description: 'For fast connections.',
  date: '2026-11-20',
  icon_url: ICON.url,
  icon_width: 64,
  icon_height: 64,
  ...over,
});

interface PublicLink {
  seq: number;
  link_name: string;
  link_icon: string;
  icon_width: number | null;
  icon_height: number | null;
}
const publicLinks = async () => (await t.app.inject('/api/getdownloadsall')).json().data as PublicLink[];
const tableRows = () => t.db.selectFrom('downloads').selectAll().orderBy('seq').execute();

describe('GET /api/admin/downloads', () => {
  it('lists every link in page order; the seeded text icons have no size', async () => {
    const res = await call('GET', '/api/admin/downloads');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[0]).toMatchObject({
      name: 'Full Client (Main Mirror)',
      type: 'mirror',
      date: '2026-11-01',
      icon_url: '/img/downloads/mirror.svg',
      icon_width: null,
      icon_height: null,
      sort_order: 1,
    });
  });
});

describe('POST /api/admin/downloads', () => {
  it('adds the link at the end, audited, and the download page shows it with its icon size at once', async () => {
    expect(await publicLinks()).toHaveLength(3);
    const res = await call('POST', '/api/admin/downloads', link());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Download link added.', id: expect.any(Number) });
    const shown = await publicLinks();
    expect(shown[3]).toEqual({
      seq: res.body.id,
      link_name: 'Full Client (Torrent)',
      link_address: 'https://downloads.example.com/ran/full.torrent',
      link_type: 'mirror',
      link_description: 'For fast connections.',
      link_date: '2026-11-20',
      link_icon: ICON.url,
      icon_width: 64,
      icon_height: 64,
    });
    const [row] = await auditRows(t, 'download', mark);
    expect(row).toMatchObject({ action: 'download.create', record_id: String(res.body.id) });
    expect(row?.changes).toContainEqual({ field: 'link_date', old: null, new: '2026-11-20' });
  });

  it('takes an uploaded icon only when it is stored, with the stored size', async () => {
    const sized = await call('POST', '/api/admin/downloads', link({ icon_width: 10, icon_height: 10 }));
    expect(sized.status).toBe(200);
    const shown = (await publicLinks()).find((l) => l.seq === sized.body.id);
    expect(shown).toMatchObject({ link_icon: ICON.url, icon_width: 64, icon_height: 64 });
    const before = await tableRows();
    const missing = await call(
      'POST',
      '/api/admin/downloads',
      link({ icon_url: `/media/${'a'.repeat(64)}.webp` }),
    );
    expect([missing.status, Object.keys(missing.body.errors ?? {})]).toEqual([400, ['icon_url']]);
    expect(await tableRows()).toEqual(before);
  });

  it('takes no icon, or a text icon without a size', async () => {
    const none = await call(
      'POST',
      '/api/admin/downloads',
      link({ icon_url: '', icon_width: null, icon_height: null }),
    );
    const text = await call(
      'POST',
      '/api/admin/downloads',
      link({ icon_url: '/img/downloads/patch.svg', icon_width: null, icon_height: null }),
    );
    expect([none.status, text.status]).toEqual([200, 200]);
    const shown = await publicLinks();
    expect(shown.find((l) => l.seq === none.body.id)).toMatchObject({ link_icon: '', icon_width: null });
    expect(shown.find((l) => l.seq === text.body.id)).toMatchObject({
      link_icon: '/img/downloads/patch.svg',
    });
  });

  it('refuses bad input with 400 and a clear message, changing nothing', async () => {
    const before = await tableRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ address: 'ftp://downloads.example.com/x' }, 'address'],
      [{ address: 'javascript:alert(1)' }, 'address'],
      [{ address: 'not a url' }, 'address'],
      [{ type: 'torrent' }, 'type'],
      [{ date: '2026-02-30' }, 'date'],
      [{ date: '20/11/2026' }, 'date'],
      [{ icon_url: 'https://evil.example/i.png' }, 'icon_url'],
      [{ icon_width: 64, icon_height: null }, 'icon_width'],
      [{ icon_url: '', icon_width: 64, icon_height: 64 }, 'icon_url'],
      [{ description: 'x'.repeat(1001) }, 'description'],
    ];
    for (const [over, field] of cases) {
      const res = await call('POST', '/api/admin/downloads', link(over));
      expect([field, res.status, res.body.code]).toEqual([field, 400, 'invalid_input']);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
    expect(await tableRows()).toEqual(before);
    expect(await auditRows(t, 'download', mark)).toHaveLength(0);
  });
});

describe('PUT /api/admin/downloads/:id', () => {
  it('changes the link, records each changed field, and the page follows at once', async () => {
    const [first] = await publicLinks();
    const res = await call(
      'PUT',
      `/api/admin/downloads/${first!.seq}`,
      link({
        name: 'Full Client (Main Mirror)',
        address: 'https://downloads.example.com/ran/RanOnlinePH_Full_v2.2.exe',
        description: 'Complete installer, about 2.8 GB. Recommended for new players.',
        date: '2026-11-01',
        version: await versionOf(t, 'downloads', first!.seq),
      }),
    );
    expect(res).toEqual({ status: 200, body: { message: 'Download link saved.', id: first!.seq } });
    expect((await publicLinks())[0]).toMatchObject({ link_icon: ICON.url, icon_width: 64 });
    const [row] = await auditRows(t, 'download', mark);
    expect(row?.changes).toEqual([
      {
        field: 'link_address',
        old: 'https://downloads.example.com/ran/RanOnlinePH_Full_v2.1.exe',
        new: 'https://downloads.example.com/ran/RanOnlinePH_Full_v2.2.exe',
      },
      { field: 'link_icon', old: '/img/downloads/mirror.svg', new: ICON.url },
      { field: 'icon_width', old: null, new: 64 },
      { field: 'icon_height', old: null, new: 64 },
    ]);
  });

  it('answers 404 for a link that does not exist', async () => {
    const res = await call('PUT', '/api/admin/downloads/999999', link({ version: 1 }));
    expect([res.status, res.body.code]).toEqual([404, 'not_found']);
    const gone = await call('DELETE', '/api/admin/downloads/999999');
    expect([gone.status, gone.body.code]).toEqual([404, 'not_found']);
    expect(await auditRows(t, 'download', mark)).toHaveLength(0);
  });

  it('commits the change and its audit row together: a failing audit insert leaves the link as it was', async () => {
    const before = await tableRows();
    const remove = await failAuditOf(t, 'download.update');
    try {
      const save = link({ version: before[0]!.version });
      expect((await call('PUT', `/api/admin/downloads/${before[0]!.seq}`, save)).status).toBe(500);
    } finally {
      await remove();
    }
    expect(await tableRows()).toEqual(before);
  });
});

describe('DELETE and reorder', () => {
  it('removes a link, audited with what it was, and the page drops it at once', async () => {
    const [first] = await publicLinks();
    expect(await call('DELETE', `/api/admin/downloads/${first!.seq}`)).toEqual({
      status: 200,
      body: { message: 'Download link removed.' },
    });
    expect((await publicLinks()).map((l) => l.seq)).not.toContain(first!.seq);
    const [row] = await auditRows(t, 'download', mark);
    expect(row?.action).toBe('download.delete');
    expect(row?.changes).toContainEqual({ field: 'link_name', old: 'Full Client (Main Mirror)', new: null });
  });

  it('reorders the links (audited); a stale or repeating list is refused and changes nothing', async () => {
    const ids = (await publicLinks()).map((l) => l.seq);
    const moved = [ids[1]!, ids[0]!, ids[2]!];
    expect((await call('PUT', '/api/admin/downloads/order', { ids: moved })).status).toBe(200);
    expect((await publicLinks()).map((l) => l.seq)).toEqual(moved);
    const [row] = await auditRows(t, 'download', mark);
    expect(row).toMatchObject({
      action: 'download.reorder',
      changes: [{ field: 'order', old: ids, new: moved }],
    });

    const before = await tableRows();
    const stale = await call('PUT', '/api/admin/downloads/order', { ids: moved.slice(0, 2) });
    expect([stale.status, stale.body.code]).toEqual([409, 'conflict']);
    const repeated = await call('PUT', '/api/admin/downloads/order', { ids: [moved[0], moved[0], moved[1]] });
    expect([repeated.status, repeated.body.code]).toEqual([400, 'invalid_input']);
    expect(await tableRows()).toEqual(before);
    expect(await auditRows(t, 'download', mark)).toHaveLength(1);
  });
});
