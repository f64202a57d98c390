import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesCsv } from '../../src/shared/voucher-rules.ts';
import { createSignedInUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A 20,000-code batch made through the console's API and turned into its CSV as the console does: the time
 * and the memory it took are printed (docs/product/vouchers.md quotes them), not asserted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;

describe('a 20,000-code batch', () => {
  it('is made, answered and downloaded in one go, every code stored once as a hash', async () => {
    const admin = await createSignedInUser(t.db, { userType: 11 });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 2);
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/voucher-batches',
      headers: { ...AJAX, ...admin.auth },
      payload: { name: 'Twenty thousand', value: 100, currency: 'rcoin', count: 20_000, prefix: 'BIG' },
    });
    const answered = performance.now();
    const body = res.json();
    const csv = codesCsv(body.batch, body.codes);
    const done = performance.now();
    peak = Math.max(peak, process.memoryUsage().rss);
    clearInterval(sampler);

    expect(res.statusCode).toBe(200);
    expect(body.codes).toHaveLength(20_000);
    expect(new Set(body.codes).size).toBe(20_000);
    expect(body.batch).toMatchObject({ issued: 20_000, count: 20_000, redeemed: 0 });
    expect(csv.split('\r\n')).toHaveLength(20_002); // header, 20,000 codes, the final line break
    const stored = await t.db
      .selectFrom('vouchers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('batch_id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(20_000);

    console.info(
      [
        '20,000-code batch:',
        `created and answered in ${Math.round(answered - started)} ms`,
        `(answer ${(res.payload.length / MB).toFixed(2)} MB),`,
        `CSV built in ${Math.round(done - answered)} ms (${(csv.length / MB).toFixed(2)} MB);`,
        `RSS ${Math.round(rssBefore / MB)} MB before, peak ${Math.round(peak / MB)} MB`,
        `(+${Math.round((peak - rssBefore) / MB)} MB)`,
      ].join(' '),
    );
  }, 120_000);
});
