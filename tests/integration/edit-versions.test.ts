import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClubs } from '../../src/server/seed/clubs.ts';
import { manilaDateTime } from '../../src/shared/manila-time.ts';
import { adminClient, storeTestImage } from '../support/admin-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Two staff editing the same record (docs/decisions/0009-edit-versions.md): each console edit names the
 * version its form loaded; the first save wins, the second is refused with who changed the record and
 * when, and changes nothing (no audit row, no change to the row).
 */
let t: TestApp;
type Staff = Awaited<ReturnType<typeof adminClient>>;
let first: Staff;
let second: Staff;
let bannerImage: { url: string; width: number; height: number };
let downloadIcon: { url: string; width: number; height: number };
let itemIcon: { url: string; width: number; height: number };
let siteLogo: { url: string; width: number; height: number };
let holderClub = 0;

beforeAll(async () => {
  t = await createTestApp();
  first = await adminClient(t);
  second = await adminClient(t);
  await seedClubs(t.db, { notes: [] });
  holderClub = (await t.db.selectFrom('clubs').select('club_num').executeTakeFirstOrThrow()).club_num;
  bannerImage = await storeTestImage(t, 615, 210, 'banner');
  downloadIcon = await storeTestImage(t, 64, 64, 'download-icon');
  itemIcon = await storeTestImage(t, 80, 80, 'item-icon');
  siteLogo = await storeTestImage(t, 440, 144, 'site-logo');
});
afterAll(() => t.close());

type Body = Record<string, unknown>;

/** One versioned route: how to make a record, read it as its form does, and a save that changes it. */
interface VersionedCase {
  /** The route as the API documents it: 'PUT /api/admin/news/{id}'. */
  route: string;
  /** The audit log's record type and the table the row lives in (to show a refusal changes nothing). */
  record: string;
  table: string;
  /** Makes the record (as the console does) and answers its PUT address, its form's read and its row key. */
  open(): Promise<{ url: string; read: () => Promise<Body>; key: [string, string | number | boolean] }>;
  /** A valid save; `n` makes each save differ from the last. */
  body(n: number): Body;
}

const get = async (url: string) => {
  const res = await first.call('GET', url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Body & { data?: Body[] };
};
const created = async (url: string, body: Body) => {
  const res = await first.call('POST', url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
};
const inList =
  (url: string, id: number | string, field = 'id') =>
  async () =>
    (await get(url)).data!.find((row) => row[field] === id) as Body;

const picture = (n: number) => ({
  title: `Picture ${n}`,
  image: { url: `/media/${'a'.repeat(40)}${n}.webp`, width: 1600, height: 900 },
  thumbnail: { url: `/media/${'b'.repeat(40)}${n}.webp`, width: 400, height: 225 },
});
const mediaCase = (
  kind: string,
  record: string,
  table: string,
  body: (n: number) => Body,
): VersionedCase => ({
  route: `PUT /api/admin/media/${kind}/{id}`,
  record,
  table,
  body,
  async open() {
    const id = await created(`/api/admin/media/${kind}`, body(0));
    return {
      url: `/api/admin/media/${kind}/${id}`,
      read: inList(`/api/admin/media/${kind}`, id),
      key: ['id', id],
    };
  },
});

let names = 0;
const unique = (base: string) => `${base} ${++names}`;

const CASES: VersionedCase[] = [
  {
    route: 'PUT /api/admin/news/{id}',
    record: 'news',
    table: 'news',
    body: (n) => ({ subject: `Patch notes ${n}`, type: 0, content: `<p>Change ${n}</p>`, publish: 'now' }),
    async open() {
      const id = await created('/api/admin/news', this.body(0));
      return { url: `/api/admin/news/${id}`, read: () => get(`/api/admin/news/${id}`), key: ['id', id] };
    },
  },
  {
    route: 'PUT /api/admin/banners/{id}',
    record: 'banner',
    table: 'site_banners',
    body: (n) => ({
      image: bannerImage,
      alt: `Double EXP ${n}`,
      link_url: null,
      is_active: true,
      active_from: null,
      active_until: null,
    }),
    async open() {
      const id = await created('/api/admin/banners', this.body(0));
      return { url: `/api/admin/banners/${id}`, read: inList('/api/admin/banners', id), key: ['id', id] };
    },
  },
  {
    route: 'PUT /api/admin/downloads/{id}',
    record: 'download',
    table: 'downloads',
    body: (n) => ({
      name: `Full client ${n}`,
      address: 'https://downloads.example.com/ran/full.torrent',
      type: 'mirror',
      description: 'For fast connections.',
      date: '2026-11-20',
      icon_url: downloadIcon.url,
      icon_width: 64,
      icon_height: 64,
    }),
    async open() {
      const id = await created('/api/admin/downloads', this.body(0));
      return {
        url: `/api/admin/downloads/${id}`,
        read: inList('/api/admin/downloads', id),
        key: ['seq', id],
      };
    },
  },
  {
    route: 'PUT /api/admin/clubs/areas/{id}',
    record: 'club_area',
    table: 'club_areas',
    body: (n) => ({ club_num: holderClub, tax_rate: n }),
    async open() {
      return {
        url: '/api/admin/clubs/areas/2',
        read: inList('/api/admin/clubs/areas', 2, 'area_id'),
        key: ['area_id', 2],
      };
    },
  },
  mediaCase('wallpapers', 'wallpaper', 'media_wallpapers', picture),
  mediaCase('gallery', 'gallery', 'media_gallery', picture),
  mediaCase('movies', 'movie', 'media_movies', (n) => ({
    title: `Trailer ${n}`,
    video: 'M7lc1UVf-VE',
    description: 'New season',
  })),
  mediaCase('serverinfo', 'serverinfo', 'server_info_sections', (n) => ({
    title: `Rates ${n}`,
    html: `<p>EXP ${n}x</p>`,
    image: null,
  })),
  mediaCase('socials', 'social', 'social_links', (n) => ({
    name: `Discord ${n}`,
    url: 'https://discord.com/',
    description: 'Chat',
  })),
  {
    route: 'PUT /api/admin/shop/categories/{id}',
    record: 'shop_category',
    table: 'shop_categories',
    body: (n) => ({ name: `Costumes ${n}`, hidden: false }),
    async open() {
      const id = await created('/api/admin/shop/categories', { name: unique('Costumes new') });
      return {
        url: `/api/admin/shop/categories/${id}`,
        read: inList('/api/admin/shop/categories', id),
        key: ['id', id],
      };
    },
  },
  {
    route: 'PUT /api/admin/shop/items/{id}',
    record: 'shop_item',
    table: 'shop_items',
    body: (n) => ({
      name: `Console Sword ${n}`,
      category_id: itemCategory,
      icon: itemIcon.url,
      item_main: 12,
      item_sub: 34,
      price: 250 + n,
      section: 1,
      stock: null,
      ribbon: null,
      description: 'A sharp blade.',
      hidden: false,
      premium: false,
      sort_order: 0,
    }),
    async open() {
      itemCategory = await created('/api/admin/shop/categories', { name: unique('Weapons') });
      const id = await created('/api/admin/shop/items', {
        ...this.body(0),
        name: unique('Console Sword new'),
      });
      return {
        url: `/api/admin/shop/items/${id}`,
        read: inList(`/api/admin/shop/items?q=${id}`, id),
        key: ['product_num', id],
      };
    },
  },
  {
    route: 'PUT /api/admin/payments/packages/{id}',
    record: 'topup_package',
    table: 'topup_packages',
    body: (n) => ({
      name: `Weekend deal ${n}`,
      priceCentavos: 25_000,
      rcoin: 250,
      bonusRcoin: n,
      isActive: true,
      sortOrder: 0,
    }),
    async open() {
      const res = await first.call('POST', '/api/admin/payments/packages', this.body(0));
      expect(res.status).toBe(200);
      const id = res.body.id as number;
      return {
        url: `/api/admin/payments/packages/${id}`,
        read: async () =>
          ((await get('/api/admin/payments/packages')).packages as Body[]).find((p) => p.id === id)!,
        key: ['id', id],
      };
    },
  },
  {
    route: 'PUT /api/admin/vote-sites/{id}',
    record: 'vote_site',
    table: 'vote_sites',
    body: (n) => ({
      name: `GTop100 ${n}`,
      kind: 'gtop100',
      linkTemplate: 'https://gtop100.com/topsites/Ran-Online/sitedetails-1?vote=1&pingUsername={reference}',
      pingbackKey: 'pingback-key',
      allowedAddresses: [],
      rewardAmount: 10 + n,
      rewardCurrency: 'rcoin',
      cooldownHours: 12,
      isEnabled: true,
    }),
    async open() {
      const res = await first.call('POST', '/api/admin/vote-sites', this.body(0));
      expect(res.status).toBe(200);
      const id = res.body.id as number;
      return {
        url: `/api/admin/vote-sites/${id}`,
        read: async () => ((await get('/api/admin/vote-sites')).sites as Body[]).find((s) => s.id === id)!,
        key: ['id', id],
      };
    },
  },
  {
    route: 'PUT /api/admin/tickets/canned/{id}',
    record: 'ticket_canned',
    table: 'ticket_canned_answers',
    body: (n) => ({ title: `Payment found ${n}`, body: `We credited your account (${n}).` }),
    async open() {
      const id = await created('/api/admin/tickets/canned', { title: unique('Payment'), body: 'Found.' });
      return {
        url: `/api/admin/tickets/canned/${id}`,
        read: inList('/api/admin/tickets/canned', id),
        key: ['id', id],
      };
    },
  },
  {
    route: 'PUT /api/admin/site',
    record: 'site',
    table: 'site_settings',
    body: (n) => ({
      siteName: `Ran Online ${n}`,
      supportChatUrl: null,
      forumUrl: 'https://forum.example.org/',
    }),
    async open() {
      return { url: '/api/admin/site', read: () => get('/api/admin/site'), key: ['id', true] };
    },
  },
  {
    route: 'PUT /api/admin/brand-pictures',
    record: 'site_brand',
    table: 'site_settings',
    body: (n) => ({ logo: n % 2 === 1 ? siteLogo.url : null, logoDark: null, icon: null, social: null }),
    async open() {
      return {
        url: '/api/admin/brand-pictures',
        read: () => get('/api/admin/brand-pictures'),
        key: ['id', true],
      };
    },
  },
  {
    route: 'PUT /api/admin/brand/colours',
    record: 'site',
    table: 'site_settings',
    body: (n) => ({ accent: n % 2 === 0 ? '#66ccff' : '#ffcc66', background: null }),
    async open() {
      return { url: '/api/admin/brand/colours', read: () => get('/api/admin/brand'), key: ['id', true] };
    },
  },
  {
    route: 'PUT /api/admin/brand/texts',
    record: 'site',
    table: 'site_settings',
    body: (n) => ({
      footerCopyright: `© {year} {site} ${n}`,
      footerSince: '',
      hometown: 'Cebu',
      requirements: [{ component: 'RAM', minimum: `${n} GB`, recommended: '' }],
    }),
    async open() {
      return { url: '/api/admin/brand/texts', read: () => get('/api/admin/brand'), key: ['id', true] };
    },
  },
  {
    route: 'PUT /api/admin/payments/settings',
    record: 'payment_settings',
    table: 'payment_settings',
    body: (n) => ({ methods: n % 2 === 0 ? ['qrph'] : ['qrph', 'gcash'] }),
    async open() {
      return {
        url: '/api/admin/payments/settings',
        read: () => get('/api/admin/payments/settings'),
        key: ['id', true],
      };
    },
  },
  {
    route: 'PUT /api/admin/character-services',
    record: 'character_services',
    table: 'character_service_settings',
    body: (n) => {
      const service = { enabled: n % 2 === 0, price: 100 + n, currency: 'rcoin', cooldownMinutes: 60 };
      const start = { mapMain: 0, mapSub: 0, gate: 0 };
      return {
        unstuck: service,
        school: { ...service, minLevel: 50 },
        rename: service,
        starts: [start, start, start],
      };
    },
    async open() {
      return {
        url: '/api/admin/character-services',
        read: () => get('/api/admin/character-services'),
        key: ['id', true],
      };
    },
  },
  {
    route: 'PUT /api/admin/server-status/maintenance',
    record: 'server_status',
    table: 'server_maintenance',
    body: (n) => ({ mode: 'now', until: null, message: `Maintenance ${n}` }),
    async open() {
      return {
        url: '/api/admin/server-status/maintenance',
        read: async () => (await get('/api/admin/server-status')).maintenance as Body,
        key: ['id', true],
      };
    },
  },
  {
    route: 'PUT /api/admin/discord/webhooks/{id}',
    record: 'discord_webhook',
    table: 'discord_webhooks',
    body: (n) => ({
      name: `Announcements ${n}`,
      url: '',
      news: true,
      maintenance: n % 2 === 0,
      staffLog: false,
    }),
    async open() {
      const id = await created('/api/admin/discord/webhooks', {
        name: unique('Announcements'),
        url: 'https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz0123456789_-ABCDEFGHIJ',
        news: true,
        maintenance: false,
        staffLog: false,
      });
      return {
        url: `/api/admin/discord/webhooks/${id}`,
        read: inList('/api/admin/discord/webhooks', id),
        key: ['id', id],
      };
    },
  },
  {
    route: 'PUT /api/admin/pages/{slug}',
    record: 'page',
    table: 'site_pages',
    body: (n) => ({ title: `Privacy policy ${n}`, body: `<p>Version ${n}</p>` }),
    async open() {
      return {
        url: '/api/admin/pages/privacy-policy',
        read: () => get('/api/admin/pages/privacy-policy'),
        key: ['slug', 'privacy-policy'],
      };
    },
  },
];
let itemCategory = 0;

/**
 * Console PUT and PATCH routes that are not edits of a loaded record, with why: one-shot actions whose
 * request says the whole change (docs/decisions/0009-edit-versions.md, What is versioned).
 */
const NOT_EDITS: Record<string, string> = {
  'PUT /api/news/{id}': "the original panel's API: it sends no version, and moves the version on",
  'PUT /api/admin/banners/order': 'a reorder names every id; a stale list is refused already',
  'PUT /api/admin/downloads/order': 'a reorder names every id; a stale list is refused already',
  'PUT /api/admin/shop/categories/order': 'a reorder names every id; a stale list is refused already',
  'PUT /api/admin/media/wallpapers/order': 'a reorder',
  'PUT /api/admin/media/gallery/order': 'a reorder',
  'PUT /api/admin/media/movies/order': 'a reorder',
  'PUT /api/admin/media/serverinfo/order': 'a reorder',
  'PUT /api/admin/media/socials/order': 'a reorder',
  'PUT /api/admin/shop/items/{id}/visibility': 'hide or show: one switch, and it moves the version on',
  'PUT /api/admin/tickets/{number}/status': 'a ticket action, recorded in its thread',
  'PUT /api/admin/tickets/{number}/assignee': 'a ticket action, recorded in its thread',
  'PUT /api/admin/staff-security':
    'one switch (require two-step sign-in for staff), set whole by each request',
};

async function rowOf(c: VersionedCase, key: [string, string | number | boolean]) {
  const result = await sql`select * from ${sql.table(c.table)} where ${sql.ref(key[0])} = ${key[1]}`.execute(
    t.db,
  );
  return result.rows[0];
}
const auditCount = async (record: string) =>
  Number(
    (
      await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('record_type', '=', record)
        .executeTakeFirstOrThrow()
    ).n,
  );
async function lastAuditTime(record: string): Promise<Date> {
  const row = await t.db
    .selectFrom('audit_log')
    .select('created_at')
    .where('record_type', '=', record)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.created_at;
}

describe('every console edit of a loaded record is versioned', () => {
  it('lists each PUT or PATCH route either as versioned (its body requires version) or as not an edit', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    const versioned: string[] = [];
    const others: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method !== 'put' && method !== 'patch') continue;
        const schema = operation.requestBody?.content['application/json']?.schema as
          | { required?: string[] }
          | undefined;
        const route = `${method.toUpperCase()} ${path}`;
        (schema?.required?.includes('version') ? versioned : others).push(route);
      }
    }
    expect(versioned.sort()).toEqual(CASES.map((c) => c.route).sort());
    expect(others.sort()).toEqual(Object.keys(NOT_EDITS).sort());
  });

  describe.each(CASES)('$route', (c) => {
    it('the first save wins; the second, from the same version, is refused with who and when, and changes nothing', async () => {
      const { url, read, key } = await c.open();
      // Both staff open the form: the same version.
      const loaded = (await read()).version as number;
      expect(loaded).toEqual(expect.any(Number));

      const saved = await first.call('PUT', url, { ...c.body(1), version: loaded });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const when = manilaDateTime(await lastAuditTime(c.record));
      const row = await rowOf(c, key);
      const audits = await auditCount(c.record);

      const stale = await second.call('PUT', url, { ...c.body(2), version: loaded });
      expect(stale).toEqual({
        status: 409,
        body: {
          code: 'stale_edit',
          message: `Changed by ${first.admin.user.user_id} at ${when} since you opened it.`,
        },
      });
      expect(await rowOf(c, key)).toEqual(row);
      expect(await auditCount(c.record)).toBe(audits);

      // Reloaded, the second editor sees the first one's save and can save over it knowingly.
      const reloaded = await read();
      expect(reloaded.version).toBe(loaded + 1);
      const again = await second.call('PUT', url, { ...c.body(2), version: loaded + 1 });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await read()).version).toBe(loaded + 2);
    });

    it('refuses a save without a version with a clear message, and changes nothing', async () => {
      const { url, key } = await c.open();
      const row = await rowOf(c, key);
      const res = await first.call('PUT', url, c.body(3));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'invalid_input',
        errors: { version: 'This save does not say which version of the record it edits: reload the page.' },
      });
      expect(await rowOf(c, key)).toEqual(row);
    });
  });
});

describe('changes made without the form move the version on too', () => {
  it('news: publishing or unpublishing makes a form opened before it stale', async () => {
    const id = await created('/api/admin/news', {
      subject: 'Draft',
      type: 0,
      content: '<p>x</p>',
      publish: 'draft',
    });
    const loaded = (await get(`/api/admin/news/${id}`)).version as number;
    expect((await second.call('POST', `/api/admin/news/${id}/publish`)).status).toBe(200);
    const stale = await first.call('PUT', `/api/admin/news/${id}`, {
      subject: 'Draft',
      type: 0,
      content: '<p>x</p>',
      publish: 'draft',
      version: loaded,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      new RegExp(
        `^Changed by ${second.admin.user.user_id} at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} since you opened it\\.$`,
      ),
    );
    expect((await get(`/api/admin/news/${id}`)).state).toBe('published');
  });

  it('shop item: hiding it makes a form opened before it stale', async () => {
    const itemCase = CASES.find((c) => c.table === 'shop_items')!;
    const { url, read } = await itemCase.open();
    const loaded = (await read()).version as number;
    expect((await second.call('PUT', `${url}/visibility`, { hidden: true })).status).toBe(200);
    const stale = await first.call('PUT', url, { ...itemCase.body(5), version: loaded });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_edit');
    expect((await read()).hidden).toBe(true);
  });

  it('two saves from the same version at the same moment: exactly one is kept', async () => {
    const newsCase = CASES[0]!;
    const { url, read } = await newsCase.open();
    const loaded = (await read()).version as number;
    const results = await Promise.all([
      first.call('PUT', url, { ...newsCase.body(7), version: loaded }),
      second.call('PUT', url, { ...newsCase.body(8), version: loaded }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.findIndex((r) => r.status === 200);
    expect((await read()).subject).toBe(`Patch notes ${winner === 0 ? 7 : 8}`);
  });
});
