import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMessage } from '../../src/server/modules/tickets/repository.ts';
import { createSignedInUser } from '../support/factories.ts';
import { patternedPng, solidPng } from '../support/png.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { uploadScreenshot } from '../support/tickets.ts';

/** Ticket screenshots are private: only their ticket's player (or staff) can fetch them, never /media. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;

async function ticketWithScreenshot(auth: Auth, seed: number) {
  const shot = (await uploadScreenshot(t, await patternedPng(1000, 700, seed), auth)).json();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tickets',
    headers: { ...AJAX, ...auth },
    payload: { category: 'bug', subject: 'Crash', message: 'See picture', screenshots: [shot.id] },
  });
  return { number: res.json().number as number, shot };
}

const fetchAs = (url: string, auth: Auth = {}) => t.app.inject({ url, headers: auth });

describe('ticket screenshots', () => {
  it('are served to their player (picture and thumbnail), re-encoded, and to nobody else', async () => {
    const owner = await createSignedInUser(t.db);
    const stranger = await createSignedInUser(t.db);
    const { shot } = await ticketWithScreenshot(owner.auth, 1);
    expect(shot.url).toBe(`/api/tickets/attachments/${shot.id}`);

    const full = await fetchAs(shot.url, owner.auth);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('no-store');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1000);
    const thumb = await fetchAs(shot.thumbnailUrl, owner.auth);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);

    expect((await fetchAs(shot.url, stranger.auth)).statusCode).toBe(404);
    expect((await fetchAs(shot.thumbnailUrl, stranger.auth)).statusCode).toBe(404);
    expect((await fetchAs(shot.url)).statusCode).toBe(401);
  });

  it('are never on /media nor in the console’s image library', async () => {
    const owner = await createSignedInUser(t.db);
    const admin = await createSignedInUser(t.db, { userType: 11 });
    await ticketWithScreenshot(owner.auth, 2);
    const rows = await t.db
      .selectFrom('images')
      .select(['hash', 'private'])
      .where('purpose', '=', 'ticket-screenshot')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.private).toBe(true);
      expect((await fetchAs(`/media/${row.hash}.webp`)).statusCode).toBe(404);
    }
    const library = (await fetchAs('/api/admin/images', admin.auth)).json();
    const hashes = new Set(rows.map((r) => r.hash));
    expect(library.data.some((i: { url: string }) => hashes.has(i.url.slice(7, 71)))).toBe(false);
  });

  it('a pending upload is readable by its uploader only, and the console cannot upload private pictures', async () => {
    const owner = await createSignedInUser(t.db);
    const stranger = await createSignedInUser(t.db);
    const admin = await createSignedInUser(t.db, { userType: 11 });
    const shot = (await uploadScreenshot(t, await patternedPng(320, 200, 3), owner.auth)).json();
    expect((await fetchAs(shot.url, owner.auth)).statusCode).toBe(200);
    expect((await fetchAs(shot.url, stranger.auth)).statusCode).toBe(404);
    const consoleUpload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images?purpose=ticket-screenshot',
      headers: { ...AJAX, ...admin.auth, 'content-type': 'image/png' },
      payload: await patternedPng(320, 200, 4),
    });
    expect(consoleUpload.statusCode).toBe(400);
  });

  it('screenshots on a staff note are not served to the player', async () => {
    const owner = await createSignedInUser(t.db);
    const staff = await createSignedInUser(t.db, { userType: 11 });
    const { number } = await ticketWithScreenshot(owner.auth, 5);
    const noteId = await insertMessage(t.db, {
      ticketNumber: number,
      authorKind: 'staff',
      authorUserNum: staff.user.user_num,
      body: 'internal',
      internal: true,
    });
    const image = await t.db
      .selectFrom('images')
      .select('hash')
      .where('private', '=', true)
      .executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('ticket_attachments')
      .values({
        ticket_number: number,
        message_id: noteId,
        image_hash: image.hash,
        thumbnail_hash: null,
        uploaded_by: staff.user.user_num,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await fetchAs(`/api/tickets/attachments/${row.id}`, owner.auth)).statusCode).toBe(404);
  });

  it('refuses a file that is not an image with the upload pipeline’s message', async () => {
    const owner = await createSignedInUser(t.db);
    const res = await uploadScreenshot(
      t,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      owner.auth,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Upload a PNG, JPEG, WebP or GIF image.');
    const pending = await t.db
      .selectFrom('ticket_attachments')
      .select('id')
      .where('uploaded_by', '=', owner.user.user_num)
      .execute();
    expect(pending).toEqual([]);
  });

  it('refuses a screenshot wider or higher than 8192 pixels from its header, and keeps nothing', async () => {
    const owner = await createSignedInUser(t.db);
    const images = () => t.db.selectFrom('images').select('hash').execute();
    const before = await images();
    // The reported bomb (153 KB, 157 MB once decoded) and one pixel over the cap each way.
    for (const [width, height] of [
      [65_535, 600],
      [8193, 1],
      [1, 8193],
    ] as const) {
      const res = await uploadScreenshot(t, solidPng(width, height, [0, 0, 0, 0]), owner.auth);
      expect([width, height, res.statusCode, res.json().message]).toEqual([
        width,
        height,
        400,
        'This image is too large: at most 8192 pixels wide and 8192 pixels high.',
      ]);
    }
    const pending = await t.db
      .selectFrom('ticket_attachments')
      .select('id')
      .where('uploaded_by', '=', owner.user.user_num)
      .execute();
    expect(pending).toEqual([]);
    expect(await images()).toEqual(before);
  });
});
