import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUIREMENTS, REQUIREMENT_ROWS_MAX } from '../../src/shared/brand-requirements.ts';
import { auditMark, auditRows } from '../support/admin-client.ts';
import { createSignedInUser } from '../support/factories.ts';
import { startShellApp } from '../support/shell-app.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The Brand page's saves (docs/product/brand.md): colours refused below WCAG AA with nothing changed, texts
 * bounded, each save audited and versioned on the settings row, and both reaching every page's head, the
 * colours as a style the page's CSP lets in by its hash.
 */
let t: TestApp;
/** An instance serving the real index.html, as a built site does. */
let site: FastifyInstance;
let shell: Awaited<ReturnType<typeof startShellApp>>;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  shell = await startShellApp(t.db);
  site = shell.app;
  admin = await createSignedInUser(t.db, { userType: 11 });
});
afterAll(async () => {
  await shell.close();
  await t.close();
});

const headers = () => ({ ...AJAX, ...admin.auth });
const read = async () => (await site.inject({ url: '/api/admin/brand', headers: headers() })).json();
const put = (part: 'colours' | 'texts', payload: object) =>
  site.inject({ method: 'PUT', url: `/api/admin/brand/${part}`, payload, headers: headers() });
const row = () => t.db.selectFrom('site_settings').selectAll().executeTakeFirstOrThrow();

const TEXTS = {
  footerCopyright: '© {year} {site} & friends',
  footerSince: 'Serving <players> since 2009',
  hometown: 'Cebu · Cebuano',
  requirements: [
    { component: 'CPU', minimum: 'Dual core', recommended: 'Quad core' },
    { component: 'Disk', minimum: '10 GB "free"', recommended: '' },
  ],
};

describe('brand colours', () => {
  it('start as the defaults: nothing stored, nothing in the page, the usual CSP', async () => {
    expect(await read()).toMatchObject({ accent: null, background: null, version: expect.any(Number) });
    expect((await site.inject('/api/site')).json().brand).toEqual({
      accent: null,
      background: null,
      footerCopyright: null,
      footerSince: null,
      hometown: null,
      requirements: null,
    });
    const page = await site.inject('/user');
    expect(page.body).not.toContain('<style>');
    expect(page.body).not.toContain('name="footer-copyright"');
    expect(page.headers['content-security-policy']).toContain("style-src 'self';");
  });

  it('are saved as #rrggbb with an audit row, and reach every page as a style its CSP lets in', async () => {
    const since = await auditMark(t);
    const { version } = await read();
    const res = await put('colours', { accent: '#6CF', background: '#0B1622', version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Colours saved.' });
    expect(await read()).toMatchObject({ accent: '#66ccff', background: '#0b1622', version: version + 1 });

    expect(await auditRows(t, 'site', since)).toEqual([
      expect.objectContaining({
        actor_user_num: admin.user.user_num,
        action: 'brand.colours',
        record_id: null,
        changes: [
          { field: 'brand_accent', old: null, new: '#66ccff' },
          { field: 'brand_background', old: null, new: '#0b1622' },
        ],
      }),
    ]);

    // The plain shell and a page the server draws: the style after the style sheet, its hash in the CSP.
    for (const url of ['/user', '/', '/download']) {
      const page = await site.inject(url);
      const style = /<style>([^<]*)<\/style>/.exec(page.body)?.[1];
      expect(style, url).toContain('--gold:#66ccff');
      expect(style, url).toContain('--bg:#0b1622');
      expect(page.body.indexOf('<style>'), url).toBeGreaterThan(page.body.indexOf('<title>'));
      const hash = createHash('sha256').update(style!).digest('base64');
      const csp = String(page.headers['content-security-policy']);
      expect(csp, url).toContain(`style-src 'self' 'sha256-${hash}'`);
      expect(csp, url).not.toContain('unsafe-inline');
    }
    // An API answer keeps its own short policy.
    expect((await site.inject('/api/site')).headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });

  it('refuse a pair text cannot be read on, naming the ratio and the minimum, and change nothing', async () => {
    const before = await row();
    const since = await auditMark(t);
    const res = await put('colours', { accent: '#555555', background: null, version: before.version });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_input',
      message: 'The accent on the background has a contrast of 2.64:1; text needs at least 4.5:1.',
      errors: { accent: 'The accent on the background has a contrast of 2.64:1; text needs at least 4.5:1.' },
    });
    const light = await put('colours', { accent: null, background: '#bbbbbb', version: before.version });
    expect(light.statusCode).toBe(400);
    expect(light.json().errors.background).toBe(
      'Body text on the background has a contrast of 1.55:1; text needs at least 4.5:1.',
    );
    const notColour = await put('colours', { accent: 'gold', background: null, version: before.version });
    expect(notColour.json().errors).toEqual({ accent: 'The accent must be a colour like #e0b455.' });

    expect(await row()).toEqual(before);
    expect(await auditRows(t, 'site', since)).toEqual([]);
  });

  it('store a colour the same as the default as the default, and an empty one too', async () => {
    const { version } = await read();
    const res = await put('colours', { accent: '#E0B455', background: '', version });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read()).toMatchObject({ accent: null, background: null });
    const page = await site.inject('/user');
    expect(page.body).not.toContain('<style>');
    expect(page.headers['content-security-policy']).toContain("style-src 'self';");
  });
});

describe('brand texts', () => {
  it('are saved with an audit row and reach every page as meta tags, escaped', async () => {
    const since = await auditMark(t);
    const { version } = await read();
    const res = await put('texts', { ...TEXTS, footerCopyright: `  ${TEXTS.footerCopyright} `, version });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read()).toMatchObject({ ...TEXTS, version: version + 1 });

    const [audit] = await auditRows(t, 'site', since);
    expect(audit).toMatchObject({ action: 'brand.texts', record_id: null });
    expect(audit?.changes).toEqual([
      { field: 'footer_copyright', old: null, new: TEXTS.footerCopyright },
      { field: 'footer_since', old: null, new: TEXTS.footerSince },
      { field: 'hometown', old: null, new: TEXTS.hometown },
      { field: 'requirements', old: null, new: TEXTS.requirements },
    ]);

    for (const url of ['/user', '/download']) {
      const html = (await site.inject(url)).body;
      expect(html, url).toContain('<meta name="footer-copyright" content="© {year} {site} &amp; friends">');
      expect(html, url).toContain('<meta name="footer-since" content="Serving &lt;players&gt; since 2009">');
      expect(html, url).toContain('<meta name="hometown" content="Cebu · Cebuano">');
      const json = /<meta name="requirements" content="([^"]*)">/.exec(html)?.[1] ?? '';
      expect(JSON.parse(json.replaceAll('&quot;', '"'))).toEqual(TEXTS.requirements);
    }
    expect((await site.inject('/api/site')).json().brand).toMatchObject(TEXTS);
  });

  it('keep an empty line (it hides the line) and store the defaults as null', async () => {
    const { version } = await read();
    const res = await put('texts', {
      footerCopyright: 'Copyright © {year} {site}. All rights reserved.',
      footerSince: '',
      hometown: 'Philippines · English',
      requirements: DEFAULT_REQUIREMENTS,
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read()).toMatchObject({
      footerCopyright: null,
      footerSince: '',
      hometown: null,
      requirements: null,
    });
    const html = (await site.inject('/user')).body;
    expect(html).toContain('<meta name="footer-since" content="">');
    expect(html).not.toContain('name="footer-copyright"');
    expect(html).not.toContain('name="requirements"');
  });

  it('refuse too many rows, a row without its minimum, a line too long, and change nothing', async () => {
    const before = await row();
    const since = await auditMark(t);
    const many = Array.from({ length: REQUIREMENT_ROWS_MAX + 1 }, () => TEXTS.requirements[0]);
    const cases: [object, string][] = [
      [{ ...TEXTS, requirements: many }, 'The requirements can have at most 12 rows.'],
      [
        { ...TEXTS, requirements: [{ component: 'RAM', minimum: ' ', recommended: '' }] },
        'Each row needs its minimum.',
      ],
      [{ ...TEXTS, hometown: 'x'.repeat(61) }, 'The hometown line can be at most 60 characters.'],
      [
        { ...TEXTS, requirements: [{ component: 'RAM' }] },
        'Invalid input: expected string, received undefined',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await put('texts', { ...body, version: before.version });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await row()).toEqual(before);
    expect(await auditRows(t, 'site', since)).toEqual([]);
  });

  it('take the largest save the form can make, every character escaped, under the route’s body limit', async () => {
    const { version } = await read();
    const cell = (n: number) => 'é'.repeat(n);
    const body = JSON.stringify({
      footerCopyright: cell(200),
      footerSince: cell(100),
      hometown: cell(60),
      requirements: Array.from({ length: REQUIREMENT_ROWS_MAX }, () => ({
        component: cell(40),
        minimum: cell(120),
        recommended: cell(120),
      })),
      version,
    }).replaceAll('é', '\\u00e9');
    const res = await site.inject({
      method: 'PUT',
      url: '/api/admin/brand/texts',
      payload: body,
      headers: { ...headers(), 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect((await read()).hometown).toBe(cell(60));
  });
});

describe('the two sections share the settings row’s version', () => {
  it('a save in one makes a form opened before it stale, in the other and on the Site settings page', async () => {
    const { version } = await read();
    expect((await put('colours', { accent: '#66ccff', background: null, version })).statusCode).toBe(200);
    const before = await row();
    const stale = await put('texts', { ...TEXTS, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_edit',
      message: expect.stringMatching(
        new RegExp(`^Changed by ${admin.user.user_id} at .+ since you opened it\\.$`),
      ),
    });
    const settings = await site.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: headers(),
      payload: { siteName: 'Ran', supportChatUrl: null, forumUrl: null, version },
    });
    expect(settings.statusCode).toBe(409);
    expect(await row()).toEqual(before);
    // The console's one session moved on with its own save: the other section saves from there.
    expect((await put('texts', { ...TEXTS, version: version + 1 })).statusCode).toBe(200);
  });

  it('are for staff with content.write only', async () => {
    const player = await createSignedInUser(t.db);
    for (const [method, url] of [
      ['GET', '/api/admin/brand'],
      ['PUT', '/api/admin/brand/colours'],
      ['PUT', '/api/admin/brand/texts'],
    ] as const) {
      const res = await site.inject({ method, url, headers: { ...AJAX, ...player.auth }, payload: {} });
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
  });
});
