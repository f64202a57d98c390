import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditChange } from '../../src/shared/contracts/admin.ts';
import { createSignedInUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { XSS_PAYLOADS, xssArticleHtml } from '../support/xss-corpus.ts';

/** The console's media API: each kind's list, create, update, delete and reorder, its audit rows and the public reads. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t.db, { userType: 11 });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/admin/media/${url}`,
    headers: { ...AJAX, ...admin.auth },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const publicGet = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/${url}`, headers });

async function auditRows(action: string) {
  return t.db
    .selectFrom('audit_log')
    .select(['actor_user_num', 'ip', 'record_type', 'record_id', 'changes'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}
/** The version the console's list gives a record: what its edit form sends back. */
const versionIn = async (kind: string, id: number) =>
  ((await call('GET', kind)).json().data as { id: number; version: number }[]).find((i) => i.id === id)!
    .version;

const changesOf = (row: { changes: unknown }) =>
  (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as AuditChange[];

const picture = (title: string, n: number) => ({
  title,
  image: { url: `/media/${'a'.repeat(40)}${n}.webp`, width: 1600, height: 900 },
  thumbnail: { url: `/media/${'b'.repeat(40)}${n}.webp`, width: 400, height: 225 },
});

/** One kind: what to create, what to change, how its public read finds an item, and a bad body. */
interface KindCase {
  kind: string;
  publicUrl: string;
  record: string;
  first: Record<string, unknown>;
  second: Record<string, unknown>;
  edit: Record<string, unknown>;
  /** The public item's field that shows the edit, and its value after. */
  shows: [string, unknown];
  bad: Record<string, unknown>;
}

const CASES: KindCase[] = [
  {
    kind: 'wallpapers',
    publicUrl: 'media/wallpapers',
    record: 'wallpaper',
    first: picture('Ember Ridge', 1),
    second: picture('Jade Valley', 2),
    edit: picture('Ember Ridge at night', 1),
    shows: ['title', 'Ember Ridge at night'],
    bad: { ...picture('x', 3), image: { url: 'javascript:alert(1)', width: 10, height: 10 } },
  },
  {
    kind: 'gallery',
    publicUrl: 'media/gallery',
    record: 'gallery',
    first: picture('Boss down!', 1),
    second: picture('Night market', 2),
    edit: picture('Boss down again!', 1),
    shows: ['title', 'Boss down again!'],
    bad: { ...picture('x', 3), image: { url: '//evil.example/x.png', width: 10, height: 10 } },
  },
  {
    kind: 'movies',
    publicUrl: 'media/movies',
    record: 'movie',
    first: {
      title: 'Trailer',
      video: 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=3',
      description: 'New season',
    },
    second: { title: 'Walkthrough', video: 'ScMzIvxBSi4' },
    edit: { title: 'Trailer', video: 'https://youtu.be/aqz-KE-bpKQ', description: 'New season' },
    shows: ['videoId', 'aqz-KE-bpKQ'],
    bad: { title: 'Elsewhere', video: 'https://vimeo.com/123456789' },
  },
  {
    kind: 'serverinfo',
    publicUrl: 'serverinfo',
    record: 'serverinfo',
    first: {
      title: 'Rates',
      html: '<p>EXP 10x</p>',
      image: { url: '/img/guides/server-info.svg', width: 640, height: 420 },
    },
    second: { title: 'Schedule', html: '<p>Campus Wars on Saturdays</p>', image: null },
    edit: { title: 'Rates', html: '<p>EXP 12x</p>', image: null },
    shows: ['html', '<p>EXP 12x</p>'],
    bad: { title: '', html: '<p>x</p>' },
  },
  {
    kind: 'socials',
    publicUrl: 'socials',
    record: 'social',
    first: { name: 'Discord', url: 'https://discord.com/', description: 'Chat' },
    second: { name: 'Facebook', url: 'https://www.facebook.com/' },
    edit: { name: 'Discord', url: 'https://discord.gg/ran', description: 'Chat' },
    shows: ['url', 'https://discord.gg/ran'],
    bad: { name: 'Trap', url: 'javascript:alert(1)' },
  },
];

const publicItems = async (url: string) => (await publicGet(url)).json().data as Record<string, unknown>[];

describe.each(CASES)('/api/admin/media/$kind', (c) => {
  const ids: number[] = [];

  it('creates at the end of the list, with an audit row, and the public read shows it at once', async () => {
    expect(await publicItems(c.publicUrl)).toEqual([]); // cached empty
    for (const body of [c.first, c.second]) {
      const res = await call('POST', c.kind, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toMatch(/added\.$/);
      ids.push(res.json().id);
    }
    const items = await publicItems(c.publicUrl);
    expect(items.map((i) => i.id)).toEqual(ids);
    expect((await call('GET', c.kind)).json().data.map((i: { id: number }) => i.id)).toEqual(ids);
    const [row] = await auditRows(`${c.record}.create`);
    expect(row).toMatchObject({
      actor_user_num: admin.user.user_num,
      record_type: c.record,
      record_id: String(ids[0]),
    });
    expect(changesOf(row!).every((ch) => ch.old === null)).toBe(true);
  });

  it('updates with each changed field before and after in the audit row', async () => {
    const res = await call('PUT', `${c.kind}/${ids[0]}`, {
      ...c.edit,
      version: await versionIn(c.kind, ids[0]!),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ids[0], message: expect.stringMatching(/saved\.$/) });
    const item = (await publicItems(c.publicUrl)).find((i) => i.id === ids[0]);
    expect(item?.[c.shows[0]]).toEqual(c.shows[1]);
    const [row] = await auditRows(`${c.record}.update`);
    const changes = changesOf(row!);
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(change.old).not.toEqual(change.new);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await call('GET', c.kind);
    const auditCount = (await t.db.selectFrom('audit_log').select('id').execute()).length;
    const created = await call('POST', c.kind, c.bad);
    expect(created.statusCode).toBe(400);
    expect(created.json().code).toBe('invalid_input');
    expect(created.json().message).toBeTruthy();
    const updated = await call('PUT', `${c.kind}/${ids[0]}`, {
      ...c.bad,
      version: await versionIn(c.kind, ids[0]!),
    });
    expect(updated.statusCode).toBe(400);
    expect((await call('GET', c.kind)).body).toBe(before.body);
    expect((await t.db.selectFrom('audit_log').select('id').execute()).length).toBe(auditCount);
  });

  it('answers 404 for a record that does not exist', async () => {
    const updated = await call('PUT', `${c.kind}/999999`, { ...c.edit, version: 1 });
    expect([updated.statusCode, updated.json().code]).toEqual([404, 'not_found']);
    const deleted = await call('DELETE', `${c.kind}/999999`);
    expect([deleted.statusCode, deleted.json().code]).toEqual([404, 'not_found']);
  });

  it('reorders with every id once, and refuses a partial or repeated list', async () => {
    const reversed = [...ids].reverse();
    const res = await call('PUT', `${c.kind}/order`, { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicItems(c.publicUrl)).map((i) => i.id)).toEqual(reversed);
    const [row] = await auditRows(`${c.record}.reorder`);
    expect(changesOf(row!)).toEqual([{ field: 'order', old: ids, new: reversed }]);
    for (const bad of [[ids[0]], [ids[0], ids[0]], [...ids, 999999]]) {
      const refused = await call('PUT', `${c.kind}/order`, { ids: bad });
      expect(refused.statusCode).toBe(400);
    }
    expect((await publicItems(c.publicUrl)).map((i) => i.id)).toEqual(reversed);
  });

  it('deletes with every old value in the audit row', async () => {
    const res = await call('DELETE', `${c.kind}/${ids[1]}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicItems(c.publicUrl)).map((i) => i.id)).toEqual([ids[0]]);
    const [row] = await auditRows(`${c.record}.delete`);
    expect(row?.record_id).toBe(String(ids[1]));
    expect(changesOf(row!).every((ch) => ch.new === null && ch.old !== null)).toBe(true);
  });
});

describe('movies', () => {
  it.each([
    ['ScMzIvxBSi4', 'ScMzIvxBSi4'],
    ['https://www.youtube.com/watch?v=ScMzIvxBSi4', 'ScMzIvxBSi4'],
    ['https://youtu.be/ScMzIvxBSi4?t=10', 'ScMzIvxBSi4'],
    ['youtube.com/shorts/ScMzIvxBSi4', 'ScMzIvxBSi4'],
    ['https://www.youtube-nocookie.com/embed/ScMzIvxBSi4', 'ScMzIvxBSi4'],
  ])('reads the id from %s', async (video, id) => {
    const res = await call('POST', 'movies', { title: 'Any', video });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db
      .selectFrom('media_movies')
      .select('video_id')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.video_id).toBe(id);
    await call('DELETE', `movies/${res.json().id}`);
  });

  it.each([
    'https://evil.example/watch?v=ScMzIvxBSi4',
    'https://www.youtube.com.evil.example/watch?v=ScMzIvxBSi4',
    'javascript:alert(1)',
    'ScMzIvxBSi',
    'ScMzIvxBSi4<',
    'x'.repeat(301),
  ])('refuses %s', async (video) => {
    const res = await call('POST', 'movies', { title: 'Any', video });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.video).toBeTruthy();
  });
});

describe('social links', () => {
  it.each([
    'http://example.com/',
    'javascript:alert(1)',
    'data:text/html,x',
    '//example.com',
    'mailto:a@b.c',
  ])('refuse %s', async (url) => {
    const res = await call('POST', 'socials', { name: 'Trap', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.url).toBe('The address must start with https://.');
  });
});

describe('server information', () => {
  it('sanitizes the HTML before it is stored and when it is served', async () => {
    const res = await call('POST', 'serverinfo', { title: 'Hostile', html: xssArticleHtml() });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as number;
    const stored = await t.db
      .selectFrom('server_info_sections')
      .select('html')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const served = (await publicItems('serverinfo')).find((s) => s.id === id)?.html as string;
    for (const html of [stored.html, served]) {
      expect(html).toContain('<strong>Safe bold</strong>');
      expect(html).toContain('<a href="https://example.com/">a safe link</a>');
      expect(html).not.toMatch(/<script|onerror|onload|javascript:|srcdoc|<style|evil\.example/i);
    }
    expect(XSS_PAYLOADS.length).toBeGreaterThan(20);
    // Served again through the sanitizer: a row written around the service is cleaned on the way out.
    await t.db
      .updateTable('server_info_sections')
      .set({ html: '<p>ok</p><img src=x onerror="alert(1)">' })
      .where('id', '=', id)
      .execute();
    await call('PUT', 'serverinfo/order', {
      ids: (await call('GET', 'serverinfo')).json().data.map((s: { id: number }) => s.id),
    });
    const again = (await publicItems('serverinfo')).find((s) => s.id === id)?.html as string;
    expect(again).toContain('<p>ok</p>');
    expect(again).not.toContain('onerror');
    await call('DELETE', `serverinfo/${id}`);
  });

  it('takes a text of up to 50,000 characters', async () => {
    const html = `<p>${'a'.repeat(49_990)}</p>`;
    const res = await call('POST', 'serverinfo', { title: 'Long', html });
    expect(res.statusCode, res.body).toBe(200);
    await call('DELETE', `serverinfo/${res.json().id}`);
    const tooLong = await call('POST', 'serverinfo', { title: 'Long', html: `<p>${'a'.repeat(50_000)}</p>` });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('the audit row and the change share one transaction', () => {
  it('leaves the record unchanged when the audit row cannot be written', async () => {
    const created = await call('POST', 'socials', { name: 'Steady', url: 'https://steady.example/' });
    const id = created.json().id as number;
    await sql`create function refuse_social_audit() returns trigger language plpgsql as $$
      begin
        if new.action = 'social.update' then raise exception 'audit refused for the test'; end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger refuse_social_audit before insert on audit_log
      for each row execute function refuse_social_audit()`.execute(t.db);
    try {
      const res = await call('PUT', `socials/${id}`, {
        name: 'Changed',
        url: 'https://changed.example/',
        version: await versionIn('socials', id),
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_social_audit on audit_log`.execute(t.db);
      await sql`drop function refuse_social_audit()`.execute(t.db);
    }
    const row = await t.db
      .selectFrom('social_links')
      .select(['name', 'url'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Steady', url: 'https://steady.example/' });
    expect(await auditRows('social.update')).toHaveLength(1); // only the earlier test's
  });
});

describe('a failing write', () => {
  it('leaves no audit row', async () => {
    const created = await call('POST', 'movies', { title: 'Stays', video: 'ScMzIvxBSi4' });
    const id = created.json().id as number;
    const before = (await auditRows('movie.delete')).length;
    await sql`create function refuse_movie_delete() returns trigger language plpgsql as $$
      begin raise exception 'delete refused for the test'; end $$`.execute(t.db);
    await sql`create trigger refuse_movie_delete before delete on media_movies
      for each row execute function refuse_movie_delete()`.execute(t.db);
    try {
      expect((await call('DELETE', `movies/${id}`)).statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_movie_delete on media_movies`.execute(t.db);
      await sql`drop function refuse_movie_delete()`.execute(t.db);
    }
    expect(await auditRows('movie.delete')).toHaveLength(before);
    expect((await publicItems('media/movies')).some((m) => m.id === id)).toBe(true);
    await call('DELETE', `movies/${id}`);
  });
});

describe('public reads', () => {
  it('are cached 5 minutes with ETag / 304', async () => {
    const first = await publicGet('socials');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    expect((await publicGet('socials', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('page the gallery 24 pictures at a time', async () => {
    const created: number[] = [];
    for (let i = 0; i < 25; i++)
      created.push((await call('POST', 'gallery', picture(`Shot ${i}`, i))).json().id);
    const total = (await call('GET', 'gallery')).json().data.length as number;
    const first = (await publicGet('media/gallery?page=1')).json();
    expect(first.data).toHaveLength(24);
    expect(first).toMatchObject({ page: 1, total, last_page: Math.ceil(total / 24) });
    const second = (await publicGet('media/gallery?page=2')).json();
    expect(second.data).toHaveLength(total - 24);
    expect((await publicGet('media/gallery?page=0')).statusCode).toBe(400);
    expect((await publicGet('media/gallery?page=abc')).statusCode).toBe(400);
    for (const id of created) await call('DELETE', `gallery/${id}`);
  });

  it('are anonymous and refuse a player at the admin API', async () => {
    const player = await createSignedInUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/socials',
      headers: { ...AJAX, ...player.auth },
      payload: { name: 'x', url: 'https://x.example/' },
    });
    expect(res.statusCode).toBe(403);
  });
});
