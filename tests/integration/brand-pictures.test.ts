import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageUploadResponse } from '../../src/shared/contracts/images.ts';
import { insertRawNews } from '../support/content-factories.ts';
import { createSignedInUser } from '../support/factories.ts';
import { patternedPng, solidPng } from '../support/png.ts';
import { startShellApp } from '../support/shell-app.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The operator's brand pictures (docs/product/site-settings.md, Brand pictures): uploaded for their place
 * through the image store, chosen on the console's Brand page, and carried by the page's own HTML: the
 * header's logo, the icon links, the manifest and the link preview picture. The app here serves the
 * repository's index.html as its shell, as a built site does.
 */
const PUBLIC_URL = 'https://ran.example.com';
const IMMUTABLE = 'public, max-age=31536000, immutable';
let t: TestApp;
let app: FastifyInstance;
let shell: Awaited<ReturnType<typeof startShellApp>>;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  shell = await startShellApp(t.db, { PUBLIC_URL });
  app = shell.app;
  admin = await createSignedInUser(t.db, { userType: 11 });
});
afterAll(async () => {
  await shell.close();
  await t.close();
});

const staff = () => ({ ...AJAX, ...admin.auth });

async function upload(body: Buffer, purpose: string): Promise<ImageUploadResponse> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/images?purpose=${purpose}`,
    headers: { ...staff(), 'content-type': 'image/png' },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const readPictures = async () =>
  (await app.inject({ url: '/api/admin/brand-pictures', headers: staff() })).json();

type Choice = { logo: string | null; logoDark: string | null; icon: string | null; social: string | null };
const NONE: Choice = { logo: null, logoDark: null, icon: null, social: null };

/** A save as the Brand page makes it: with the version it read. */
async function save(choice: Partial<Choice>, version?: number) {
  return app.inject({
    method: 'PUT',
    url: '/api/admin/brand-pictures',
    headers: staff(),
    payload: { ...NONE, ...choice, version: version ?? (await readPictures()).version },
  });
}

const brandRow = () =>
  t.db
    .selectFrom('site_settings')
    .select(['brand_logo', 'brand_logo_dark', 'brand_icon', 'brand_social', 'brand_pictures_version'])
    .executeTakeFirstOrThrow();

const auditCount = async () =>
  (await t.db.selectFrom('audit_log').select('id').where('record_type', '=', 'site_brand').execute()).length;

const hashOf = (url: string) => url.slice('/media/'.length).split('.')[0];

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return html.match(new RegExp(`<meta ${attribute}="${key.replace('.', '\\.')}" content="([^"]*)"`))?.[1];
}

/** One of each picture, uploaded as the Brand page's fields upload them. */
async function uploadAll(seed: number) {
  const [logo, logoDark, icon, social] = await Promise.all([
    upload(await patternedPng(880, 200, seed), 'site-logo'),
    upload(await patternedPng(880, 200, seed + 1), 'site-logo'),
    upload(await patternedPng(600, 600, seed + 2), 'site-icon'),
    upload(await patternedPng(1000, 1000, seed + 3), 'site-social'),
  ]);
  return { logo, logoDark, icon, social };
}

describe('uploads for the brand pictures', () => {
  it('make the site icon and its sizes from one upload, as PNG, served for a year', async () => {
    const icon = await upload(await patternedPng(600, 600, 11), 'site-icon');
    expect(icon).toMatchObject({
      url: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/),
      width: 512,
      height: 512,
    });
    expect(icon.sizes?.map((size) => [size.width, size.height])).toEqual([
      [16, 16],
      [32, 32],
      [180, 180],
      [192, 192],
    ]);
    for (const picture of [icon, ...icon.sizes!]) {
      expect(picture.url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
      const res = await app.inject(picture.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width: picture.width, height: picture.height });
    }
    // The library lists the icon, not the sizes made from it.
    const library = (await app.inject({ url: '/api/admin/images', headers: staff() })).json();
    const urls = library.data.map((row: { url: string }) => row.url);
    expect(urls).toContain(icon.url);
    for (const size of icon.sizes!) expect(urls).not.toContain(size.url);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'image.upload')
      .where('record_id', '=', hashOf(icon.url)!)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.changes)).toContain(icon.sizes![0]!.url);
  });

  it('keep the logo as WebP within 440 x 144 and the link preview picture as JPEG at 1200 x 630', async () => {
    const logo = await upload(await patternedPng(880, 200, 21), 'site-logo');
    expect(logo).toMatchObject({ url: expect.stringMatching(/\.webp$/), width: 440, height: 100 });
    expect(logo.sizes).toBeUndefined();
    // A transparent picture's see-through part shows the site's background in a JPEG.
    const social = await upload(solidPng(1000, 1000, [0, 0, 0, 0]), 'site-social');
    expect(social).toMatchObject({ url: expect.stringMatching(/\.jpg$/), width: 1200, height: 630 });
    const res = await app.inject(social.url);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - 0x12)).toBeLessThanOrEqual(2);
    expect(Math.abs(data[1]! - 0x0d)).toBeLessThanOrEqual(2);
    expect(Math.abs(data[2]! - 0x0b)).toBeLessThanOrEqual(2);
  });

  it('refuse a file that is not a picture, storing nothing', async () => {
    const before = (await t.db.selectFrom('images').select('hash').execute()).length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/images?purpose=site-icon',
      headers: { ...staff(), 'content-type': 'image/png' },
      payload: svg,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Upload a PNG, JPEG, WebP or GIF image.');
    expect((await t.db.selectFrom('images').select('hash').execute()).length).toBe(before);
  });
});

describe('the brand pictures', () => {
  it('are the defaults at first: the site icon, no logo, no link preview picture, a manifest', async () => {
    const html = (await app.inject('/')).body;
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).not.toContain('apple-touch-icon');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(metaContent(html, 'name', 'brand-logo')).toBe('');
    expect(metaContent(html, 'property', 'og:image')).toBeUndefined();
    const manifest = await app.inject('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.json()).toMatchObject({
      name: 'Ran Online PH',
      start_url: '/',
      display: 'standalone',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
    const favicon = await app.inject('/favicon.ico');
    expect([favicon.statusCode, favicon.headers.location]).toEqual([302, '/favicon.svg']);
    expect(await readPictures()).toEqual({
      logo: null,
      logoDark: null,
      icon: null,
      social: null,
      version: 1,
    });
  });

  it('once saved, are in the next page of every visitor, with one audit row', async () => {
    const pictures = await uploadAll(100);
    const { icon } = pictures;
    const side = (n: number) => icon.sizes!.find((size) => size.width === n)!.url;
    // The page is kept by the server: the save must clear it.
    expect(metaContent((await app.inject('/')).body, 'name', 'brand-logo')).toBe('');
    const audits = await auditCount();

    const res = await save({
      logo: pictures.logo.url,
      logoDark: pictures.logoDark.url,
      icon: icon.url,
      social: pictures.social.url,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Brand pictures saved.' });

    for (const address of ['/', '/rankings', '/account']) {
      const html = (await app.inject(address)).body;
      expect(metaContent(html, 'name', 'brand-logo'), address).toBe(pictures.logo.url);
      expect(metaContent(html, 'name', 'brand-logo-dark'), address).toBe(pictures.logoDark.url);
      expect(html).toContain(`<link rel="icon" href="${side(32)}" sizes="32x32" type="image/png" />`);
      expect(html).toContain(`<link rel="icon" href="${side(16)}" sizes="16x16" type="image/png" />`);
      expect(html).toContain(`<link rel="apple-touch-icon" href="${side(180)}" />`);
      expect(html).not.toContain('favicon.svg');
    }
    // A public page without a picture of its own shares the link preview picture.
    const home = (await app.inject('/')).body;
    expect(metaContent(home, 'property', 'og:image')).toBe(`${PUBLIC_URL}${pictures.social.url}`);
    expect(metaContent(home, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(home, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(home, 'name', 'twitter:card')).toBe('summary_large_image');
    // An article with a thumbnail keeps its own.
    const { id } = await insertRawNews(t.db, { subject: 'With a picture', thumbnail: '/media/own.webp' });
    const article = (await app.inject(`/news?topic=${id}`)).body;
    expect(metaContent(article, 'property', 'og:image')).toBe(`${PUBLIC_URL}/media/own.webp`);
    expect(metaContent(article, 'property', 'og:image:width')).toBeUndefined();

    const manifest = (await app.inject('/manifest.webmanifest')).json();
    expect(manifest.icons).toEqual([
      { src: side(192), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icon.url, sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
    // Feed readers and bots that ask for /favicon.ico get the 32 px PNG.
    const favicon = await app.inject('/favicon.ico');
    expect([favicon.statusCode, favicon.headers.location]).toEqual([302, side(32)]);

    expect(await readPictures()).toEqual({
      logo: { url: pictures.logo.url, width: 440, height: 100 },
      logoDark: { url: pictures.logoDark.url, width: 440, height: 100 },
      icon: { url: icon.url, width: 512, height: 512, sizes: icon.sizes },
      social: { url: pictures.social.url, width: 1200, height: 630 },
      version: 2,
    });
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'record_id', 'actor_user_num', 'changes'])
      .where('record_type', '=', 'site_brand')
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(audits + 1);
    expect(rows.at(-1)).toMatchObject({
      action: 'site_brand.update',
      record_id: null,
      actor_user_num: admin.user.user_num,
      changes: expect.arrayContaining([
        { field: 'brand_logo', old: null, new: hashOf(pictures.logo.url) },
        { field: 'brand_icon', old: null, new: hashOf(icon.url) },
        { field: 'brand_social', old: null, new: hashOf(pictures.social.url) },
      ]),
    });
  });

  it('refuse a picture not uploaded for its place, with a message naming it, and change nothing', async () => {
    const pictures = await uploadAll(200);
    const banner = await upload(await patternedPng(615, 210, 203), 'banner');
    const row = await brandRow();
    const audits = await auditCount();
    const missing = `/media/${'0'.repeat(64)}.webp`;
    const cases: [Partial<Choice>, string, string][] = [
      [{ logo: missing }, 'logo', 'The logo is not stored on the site: upload it again.'],
      [{ logo: banner.url }, 'logo', 'The logo was uploaded for another place: upload it again here.'],
      [
        { icon: pictures.logo.url },
        'icon',
        'The site icon was uploaded for another place: upload it again here.',
      ],
      [
        { social: pictures.icon.url },
        'social',
        'The link preview picture was uploaded for another place: upload it again here.',
      ],
      // A size of the icon is a picture of its own, not an icon.
      [
        { icon: pictures.icon.sizes![3]!.url },
        'icon',
        'The site icon was uploaded for another place: upload it again here.',
      ],
      [
        { logoDark: pictures.logoDark.url },
        'logoDark',
        'Choose the logo first: the logo for dark screens takes its place on dark screens.',
      ],
      [
        { social: 'https://elsewhere.example.com/x.jpg' },
        'social',
        'The link preview picture must be a picture uploaded on this page.',
      ],
      [{ logo: '/media/../../etc/passwd' }, 'logo', 'The logo must be a picture uploaded on this page.'],
    ];
    for (const [choice, field, message] of cases) {
      const res = await save(choice);
      expect([JSON.stringify(choice), res.statusCode]).toEqual([JSON.stringify(choice), 400]);
      expect(res.json().errors?.[field]).toBe(message);
      expect(res.json().message).toBe(message);
    }
    expect(await brandRow()).toEqual(row);
    expect(await auditCount()).toBe(audits);
  });

  it('keep their own version: a settings save never makes the pictures form stale, nor the other way', async () => {
    const pictures = await uploadAll(300);
    const picturesVersion = (await readPictures()).version;
    const settings = (await app.inject({ url: '/api/admin/site', headers: staff() })).json();
    const renamed = await app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: staff(),
      payload: {
        siteName: 'Ran Brand Test',
        supportChatUrl: null,
        forumUrl: null,
        version: settings.version,
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await save({ logo: pictures.logo.url }, picturesVersion)).statusCode).toBe(200);
    // The settings form opened before the pictures' save still saves.
    const again = await app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: staff(),
      payload: {
        siteName: 'Ran Online PH',
        supportChatUrl: null,
        forumUrl: null,
        version: settings.version + 1,
      },
    });
    expect(again.statusCode).toBe(200);
    // A second pictures save from the same version is stale.
    const stale = await save({ logo: null }, picturesVersion);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_edit');
    expect((await brandRow()).brand_logo).toBe(hashOf(pictures.logo.url));
  });

  it('removed, give way to the defaults at once', async () => {
    const pictures = await uploadAll(400);
    expect(
      (await save({ logo: pictures.logo.url, icon: pictures.icon.url, social: pictures.social.url }))
        .statusCode,
    ).toBe(200);
    expect(metaContent((await app.inject('/')).body, 'name', 'brand-logo')).toBe(pictures.logo.url);

    expect((await save(NONE)).statusCode).toBe(200);
    const html = (await app.inject('/')).body;
    expect(metaContent(html, 'name', 'brand-logo')).toBe('');
    expect(metaContent(html, 'name', 'brand-logo-dark')).toBe('');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).not.toContain('apple-touch-icon');
    expect(metaContent(html, 'property', 'og:image')).toBeUndefined();
    expect((await app.inject('/manifest.webmanifest')).json().icons).toEqual([
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ]);
    expect((await app.inject('/favicon.ico')).headers.location).toBe('/favicon.svg');
    expect(await readPictures()).toMatchObject({ logo: null, logoDark: null, icon: null, social: null });
  });

  it('are the staff console’s alone', async () => {
    const player = await createSignedInUser(t.db);
    const read = await app.inject({ url: '/api/admin/brand-pictures', headers: { ...AJAX, ...player.auth } });
    expect(read.statusCode).toBe(403);
    const write = await app.inject({
      method: 'PUT',
      url: '/api/admin/brand-pictures',
      headers: AJAX,
      payload: { ...NONE, version: 1 },
    });
    expect(write.statusCode).toBe(401);
  });
});
