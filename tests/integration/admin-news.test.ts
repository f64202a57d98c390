import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditChange } from '../../src/shared/contracts/admin.ts';
import type { AdminNewsArticle, AdminNewsList } from '../../src/shared/contracts/admin-news.ts';
import { insertRawNews } from '../support/content-factories.ts';
import { createSignedInUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { XSS_PAYLOADS, xssArticleHtml } from '../support/xss-corpus.ts';

/** The console's news routes: writes with their audit rows, and what players see of drafts and schedules. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t.db, { userType: 11 });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

function article(overrides: Record<string, unknown> = {}) {
  return {
    subject: 'Patch notes',
    type: 0,
    content: '<h2>Changes</h2><ul><li>One</li></ul><p><a href="https://example.com/">link</a></p>',
    author: 'GM Test',
    thumbnail: null,
    IsShowThumbnail: false,
    publish: 'now',
    ...overrides,
  };
}

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...AJAX, ...admin.auth } });
const read = (url: string) => t.app.inject({ url, headers: admin.auth });

async function create(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await send('POST', '/api/admin/news', article(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

/** What players see: the ids on the first page of a board, and whether the article opens. */
async function publicIds(type = 0): Promise<number[]> {
  const res = await t.app.inject(`/api/getnewsall/${type}/50/1/0`);
  return (res.json().data as { id: number }[]).map((n) => n.id);
}
async function publicArticleStatus(id: number): Promise<number> {
  return (await t.app.inject(`/api/getspecificnews/${id}`)).statusCode;
}

async function auditOf(id: number) {
  return t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_user_num', 'changes'])
    .where('record_type', '=', 'news')
    .where('record_id', '=', String(id))
    .orderBy('id')
    .execute() as Promise<{ action: string; actor_user_num: number | null; changes: AuditChange[] }[]>;
}

const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const newsCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('news')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/admin/news', () => {
  it('publishes now: players see it at once (the list cache is cleared), with its audit row', async () => {
    await publicIds(); // fills this instance's list cache
    const id = await create({ subject: 'Published at once' });
    expect(await publicIds()).toContain(id);
    expect(await publicArticleStatus(id)).toBe(200);
    const [row] = await auditOf(id);
    expect(row?.action).toBe('news.create');
    expect(row?.actor_user_num).toBe(admin.user.user_num);
    const fields = Object.fromEntries(row!.changes.map((c) => [c.field, c]));
    expect(fields.subject).toEqual({ field: 'subject', old: null, new: 'Published at once' });
    expect(fields.status?.new).toBe('published');
    expect(typeof fields.publish_at?.new).toBe('string');
  });

  it('keeps a draft from players: not in the lists, not at its address', async () => {
    const id = await create({ subject: 'Secret draft', publish: 'draft' });
    expect(await publicIds()).not.toContain(id);
    expect(await publicArticleStatus(id)).toBe(404);
    const stored = (await read(`/api/admin/news/${id}`)).json() as AdminNewsArticle;
    expect(stored).toMatchObject({ state: 'draft', publishAt: null, subject: 'Secret draft' });
  });

  it('keeps a scheduled article from players until its time, then shows it', async () => {
    const at = new Date(Date.now() + HOUR).toISOString();
    const id = await create({ subject: 'Tomorrow event', type: 2, publish: 'at', publishAt: at });
    expect(await publicIds(2)).not.toContain(id);
    expect(await publicArticleStatus(id)).toBe(404);
    expect(
      (await t.app.inject('/api/getnewsall/2/1/0/1')).json().data.map((n: { id: number }) => n.id),
    ).not.toContain(id);
    const stored = (await read(`/api/admin/news/${id}`)).json() as AdminNewsArticle;
    expect(stored.state).toBe('scheduled');
    expect(stored.publishAt).toBe(at);
    // Its time comes (the clock is the database's: move the time back instead of waiting an hour).
    const past = new Date(Date.now() - 1000);
    await t.db.updateTable('news').set({ publish_at: past }).where('id', '=', id).execute();
    expect(await publicArticleStatus(id)).toBe(200);
    // The list is cached for 30 s at most; a new write clears it here, so the next read is fresh.
    await create({ subject: 'Another', type: 2, publish: 'draft' });
    const latest = (await t.app.inject('/api/getnewsall/2/1/0/1')).json();
    expect(latest.data[0]).toMatchObject({ id, created_at: past.toISOString() });
  });

  it('sanitizes hostile HTML on save, keeping the harmless formatting', async () => {
    const id = await create({ subject: 'XSS corpus', content: xssArticleHtml() });
    const stored = (await read(`/api/admin/news/${id}`)).json() as AdminNewsArticle;
    expect(stored.content).toContain('<strong>Safe bold</strong>');
    expect(stored.content).toContain('<p>End of article</p>');
    expect(stored.content).not.toMatch(
      /<script|onerror|onload|javascript:|<iframe[^>]+src|<svg|<style|srcdoc|<form|data:/i,
    );
    expect(XSS_PAYLOADS.length).toBeGreaterThan(20);
    const raw = await t.db
      .selectFrom('news')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(raw.content).toBe(stored.content);
  });

  it('keeps videos from the allowed hosts only', async () => {
    const content =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" width="560" height="315"></iframe>' +
      '<iframe src="https://evil.example/embed/x"></iframe>';
    const id = await create({ content });
    const stored = (await read(`/api/admin/news/${id}`)).json() as AdminNewsArticle;
    expect(stored.content).toContain('https://www.youtube-nocookie.com/embed/abc123');
    expect(stored.content).not.toContain('evil.example');
  });

  it('refuses a picture from another site, asking for an upload, and saves nothing', async () => {
    const before = { news: await newsCount(), audit: await auditCount() };
    const content =
      '<p>Look</p><img src="https://tracker.example/pixel.gif" alt=""><img src="/media/a.webp">';
    for (const [method, url] of [
      ['POST', '/api/admin/news'],
      ['POST', '/api/admin/news/preview'],
    ] as const) {
      const res = await send(method, url, article({ content }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.content).toMatch(
        /Pictures from other sites .*https:\/\/tracker\.example\/pixel\.gif.*upload it with the Image button/,
      );
    }
    expect({ news: await newsCount(), audit: await auditCount() }).toEqual(before);
    // This site's own pictures are kept.
    const id = await create({ content: '<p>Look</p><img src="/media/a.webp" alt="Map">' });
    expect(((await read(`/api/admin/news/${id}`)).json() as AdminNewsArticle).content).toContain(
      '<img src="/media/a.webp" alt="Map"',
    );
  });

  it('keeps a pasted document’s tables, lists and headings, and still strips scripts, handlers and styles', async () => {
    const pasted =
      '<h2 style="color:red">Event rules</h2><h3>Rewards</h3><h4 onclick="steal()">Ranks</h4>' +
      '<table class="MsoTableGrid" border="1" style="width:100%" onmouseover="steal()" tabindex="-1">' +
      '<thead><tr><th colspan="2" scope="col" style="background:red">Rank</th></tr></thead>' +
      '<tbody><tr><td rowspan="2" width="40" onclick="steal()">1st</td><td colspan="1">500 R-Coin</td></tr>' +
      '<tr><td colspan="javascript:alert(1)">2nd</td></tr></tbody></table>' +
      '<ul><li>Bring a party<ul><li>of five</li></ul></li></ul><ol><li>Enter the gate</li><li>Win</li></ol>' +
      '<script>steal()</script><style>body{display:none}</style><p style="font-size:40px">End</p>';
    const id = await create({ content: pasted });
    const stored = ((await read(`/api/admin/news/${id}`)).json() as AdminNewsArticle).content;
    expect(stored).toBe(
      '<h2>Event rules</h2><h3>Rewards</h3><h4>Ranks</h4>' +
        '<table tabindex="0"><thead><tr><th colspan="2">Rank</th></tr></thead>' +
        '<tbody><tr><td rowspan="2">1st</td><td>500 R-Coin</td></tr><tr><td>2nd</td></tr></tbody></table>' +
        '<ul><li>Bring a party<ul><li>of five</li></ul></li></ul><ol><li>Enter the gate</li><li>Win</li></ol>' +
        '<p>End</p>',
    );
    // Players get the same HTML.
    const served = (await t.app.inject(`/api/getspecificnews/${id}`)).json();
    expect(JSON.stringify(served)).toContain('<table tabindex=\\"0\\"><thead>');
    expect(JSON.stringify(served)).not.toMatch(/steal|style=|<script|MsoTableGrid/);
  });

  it('refuses pictures only the author’s computer has, naming them, and saves nothing', async () => {
    const before = { news: await newsCount(), audit: await auditCount() };
    const cases = [
      [
        '<p>Map</p><img src="file:///C:/Users/gm/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png">',
        /clip_image001\.png/,
      ],
      ['<img src="blob:https://docs.example/4f1c">', /a picture with a blob: address/],
      ['<img src="data:image/png;base64,iVBORw0KGgo=">', /a picture with a data: address/],
      ['<img src="file:///C:/a.png"><img src="file:///C:/b%20c.png">', /a\.png and 1 more/],
    ] as const;
    for (const [content, named] of cases) {
      const res = await send('POST', '/api/admin/news', article({ content }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.content).toMatch(/^Pictures on your own computer cannot be shown to readers/);
      expect(res.json().errors.content).toMatch(named);
      expect(res.json().errors.content).toMatch(/Upload each with the Image button/);
    }
    expect({ news: await newsCount(), audit: await auditCount() }).toEqual(before);
  });

  it('takes the staff member’s user ID as the writer when none is given', async () => {
    const id = await create({ author: '' });
    expect(((await read(`/api/admin/news/${id}`)).json() as AdminNewsArticle).author).toBe(
      admin.user.user_id,
    );
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = { news: await newsCount(), audit: await auditCount() };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ subject: '' }, 'subject', /Subject is required/],
      [{ subject: 'x'.repeat(201) }, 'subject', /at most 200/],
      [{ type: 3 }, 'type', /Choose a type/],
      [{ publish: 'later' }, 'publish', /draft, now or at/],
      [{ publish: 'at' }, 'publishAt', /Choose when/],
      [{ publish: 'at', publishAt: 'tomorrow' }, 'publishAt', /date and time/],
      [{ content: 'x'.repeat(200_001) }, 'content', /200,000/],
      [{ thumbnail: { url: 'javascript:alert(1)', width: 1, height: 1 } }, 'thumbnail', /uploaded image/],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await send('POST', '/api/admin/news', article(overrides));
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().errors?.[field]).toMatch(message);
    }
    // A time that has already passed cannot be scheduled.
    const past = await send(
      'POST',
      '/api/admin/news',
      article({ publish: 'at', publishAt: new Date(Date.now() - HOUR).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/has passed/);
    expect({ news: await newsCount(), audit: await auditCount() }).toEqual(before);
  });
});

describe('PUT /api/admin/news/:id', () => {
  it('records each changed field before and after, and players see the change at once', async () => {
    const id = await create({ subject: 'Old subject' });
    await t.app.inject(`/api/getnewsall/0/50/1/0`); // cached
    const res = await send(
      'PUT',
      `/api/admin/news/${id}`,
      article({ subject: 'New subject', type: 0, version: 1 }),
    );
    expect(res.json()).toEqual({ message: 'News saved.', id });
    const list = (await t.app.inject('/api/getnewsall/0/50/1/0')).json().data as {
      id: number;
      subject: string;
    }[];
    expect(list.find((n) => n.id === id)?.subject).toBe('New subject');
    const rows = await auditOf(id);
    expect(rows.at(-1)).toMatchObject({
      action: 'news.update',
      changes: [{ field: 'subject', old: 'Old subject', new: 'New subject' }],
    });
  });

  it('keeps the publication time of an article players already see', async () => {
    const id = await create();
    const first = ((await read(`/api/admin/news/${id}`)).json() as AdminNewsArticle).publishAt;
    const saved = await send('PUT', `/api/admin/news/${id}`, article({ subject: 'Typo fixed', version: 1 }));
    expect(saved.statusCode).toBe(200);
    expect(((await read(`/api/admin/news/${id}`)).json() as AdminNewsArticle).publishAt).toBe(first);
  });

  it('answers 404 for a missing article and 400 for bad input, changing nothing', async () => {
    const audit = await auditCount();
    expect((await send('PUT', '/api/admin/news/999999', article({ version: 1 }))).statusCode).toBe(404);
    const id = await create({ subject: 'Stays' });
    const afterCreate = await auditCount();
    expect(afterCreate).toBe(audit + 1);
    const bad = await send('PUT', `/api/admin/news/${id}`, article({ subject: '   ', version: 1 }));
    expect(bad.statusCode).toBe(400);
    expect(((await read(`/api/admin/news/${id}`)).json() as AdminNewsArticle).subject).toBe('Stays');
    expect(await auditCount()).toBe(afterCreate);
  });

  it('writes nothing when the audit row cannot be written (one transaction)', async () => {
    const id = await create({ subject: 'Before the failure' });
    // Make the audit insert fail: a check the row breaks, for the length of this test.
    await sql`alter table audit_log add constraint test_no_news_update check (action <> 'news.update') not valid`.execute(
      t.db,
    );
    try {
      const res = await send(
        'PUT',
        `/api/admin/news/${id}`,
        article({ subject: 'After the failure', version: 1 }),
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`alter table audit_log drop constraint test_no_news_update`.execute(t.db);
    }
    expect(((await read(`/api/admin/news/${id}`)).json() as AdminNewsArticle).subject).toBe(
      'Before the failure',
    );
  });
});

describe('publish, unpublish and delete', () => {
  it('takes an article back to draft and publishes it again, each with its audit row', async () => {
    const id = await create({ subject: 'Back and forth' });
    await publicIds();
    const down = await send('POST', `/api/admin/news/${id}/unpublish`);
    expect(down.json()).toEqual({ message: 'News moved back to draft.', id });
    expect(await publicIds()).not.toContain(id);
    expect(await publicArticleStatus(id)).toBe(404);
    expect((await send('POST', `/api/admin/news/${id}/unpublish`)).json().message).toMatch(/already a draft/);
    const up = await send('POST', `/api/admin/news/${id}/publish`);
    expect(up.json()).toEqual({ message: 'News published.', id });
    expect(await publicIds()).toContain(id);
    const actions = (await auditOf(id)).map((r) => r.action);
    expect(actions).toEqual(['news.create', 'news.unpublish', 'news.publish']);
    const unpublish = (await auditOf(id))[1]!;
    expect(unpublish.changes).toEqual([{ field: 'status', old: 'published', new: 'draft' }]);
  });

  it('publishes a scheduled article now', async () => {
    const id = await create({ publish: 'at', publishAt: new Date(Date.now() + 24 * HOUR).toISOString() });
    expect(await publicArticleStatus(id)).toBe(404);
    await send('POST', `/api/admin/news/${id}/publish`);
    expect(await publicArticleStatus(id)).toBe(200);
  });

  it('deletes an article; the audit row keeps its last values', async () => {
    const id = await create({ subject: 'To be deleted' });
    await publicIds();
    const res = await send('DELETE', `/api/admin/news/${id}`);
    expect(res.json()).toEqual({ message: 'News deleted.' });
    expect(await publicIds()).not.toContain(id);
    expect((await read(`/api/admin/news/${id}`)).statusCode).toBe(404);
    const last = (await auditOf(id)).at(-1)!;
    expect(last.action).toBe('news.delete');
    expect(last.changes).toContainEqual({ field: 'subject', old: 'To be deleted', new: null });
    expect((await send('DELETE', `/api/admin/news/${id}`)).statusCode).toBe(404);
    expect((await send('POST', `/api/admin/news/${id}/publish`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/news', () => {
  it('searches subjects, filters by type and state, pages by 20, newest first', async () => {
    const tag = `Zq${Date.now()}`;
    const draft = await create({ subject: `${tag} draft guide`, type: 1, publish: 'draft' });
    const scheduled = await create({
      subject: `${tag} scheduled guide`,
      type: 1,
      publish: 'at',
      publishAt: new Date(Date.now() + HOUR).toISOString(),
    });
    const published = await create({ subject: `${tag} published event`, type: 2 });
    const list = async (query: string) => {
      const res = await read(`/api/admin/news?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AdminNewsList;
    };
    expect((await list(`q=${tag}`)).data.map((n) => n.id)).toEqual([published, scheduled, draft]);
    expect((await list(`q=${tag.toLowerCase()}+GUIDE`)).data.map((n) => n.id)).toEqual([scheduled, draft]);
    expect((await list(`q=${tag}&type=2`)).data.map((n) => n.id)).toEqual([published]);
    expect((await list(`q=${tag}&status=draft`)).data.map((n) => n.id)).toEqual([draft]);
    expect((await list(`q=${tag}&status=scheduled`)).data.map((n) => n.id)).toEqual([scheduled]);
    expect((await list(`q=${tag}&status=published`)).data.map((n) => n.id)).toEqual([published]);
    const row = (await list(`q=${tag}`)).data[0]!;
    expect(row).toMatchObject({ state: 'published', author: 'GM Test', views: 0, type: 2 });
    // A % or _ in the search is a plain character.
    expect((await list('q=%25')).data).toEqual([]);

    for (let i = 0; i < 21; i++) await insertRawNews(t.db, { subject: `${tag} bulk ${i}` });
    const first = await list(`q=${tag}+bulk`);
    expect(first.data).toHaveLength(20);
    expect(first).toMatchObject({ page: 1, total: 21, last_page: 2 });
    expect((await list(`q=${tag}+bulk&page=2`)).data).toHaveLength(1);
  });

  it('refuses bad filters with a clear message', async () => {
    const status = await read('/api/admin/news?status=gone');
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toMatch(/draft, scheduled or published/);
    expect((await read('/api/admin/news?type=7')).statusCode).toBe(400);
    expect((await read(`/api/admin/news?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('POST /api/admin/news/preview', () => {
  it('answers the HTML as players will get it, and stores nothing', async () => {
    const before = { news: await newsCount(), audit: await auditCount() };
    const res = await send('POST', '/api/admin/news/preview', {
      subject: 'Preview',
      type: 0,
      content: `<h2>Title</h2>${xssArticleHtml()}`,
      author: '',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.author).toBe(admin.user.user_id);
    expect(body.content).toContain('<h2>Title</h2>');
    expect(body.content).not.toMatch(/<script|onerror|javascript:/i);
    expect({ news: await newsCount(), audit: await auditCount() }).toEqual(before);
  });
});
