import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitOf } from '../../src/server/plugins/request-body.ts';
import { ADMIN_USER_TYPE } from '../../src/shared/user-types.ts';
import { createSignedInUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The worst text we can think of, sent to every route that takes text (found from the OpenAPI document,
 * so a new route is attacked too), while /api/health keeps being asked: a pattern that backtracks, or a
 * body read past its limit, blocks the one event loop and shows up as a slow health answer. The health
 * answers are timed against the wall clock, so this file runs in the serial 'timing' project.
 */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // An admin, so the admin routes (news) read the attack too: anyone else is refused before the body is read.
  auth = { ...(await createSignedInUser(t.db, { userType: ADMIN_USER_TYPE })).auth, ...AJAX };
});
afterAll(() => t.close());

/** Generous: a loaded CI machine answers health in milliseconds; a backtracking pattern takes seconds. */
const HEALTH_BOUND_MS = 1000;
/** The size of the body that froze the site for 16-32 s before the fix. */
const REPORTED_ATTACK_BYTES = 240 * 1024;
const QUERY_TEXT_LENGTH = 4000;

/** Texts of exactly `n` characters that stress e-mail-like and other patterns. */
const ATTACKS: Record<string, (n: number) => string> = {
  dots: (n) => '.'.repeat(n),
  'a@ runs': (n) => 'a@'.repeat(n).slice(0, n),
  '@a. runs': (n) => '@a.'.repeat(n).slice(0, n),
  spaces: (n) => ' '.repeat(n),
  'a@ then dots then @': (n) => `a@${'.'.repeat(Math.max(0, n - 3))}@`,
  'a@ then a. runs then space': (n) => `a@${'a.'.repeat(n).slice(0, Math.max(0, n - 3))} `,
  'letters then @': (n) => `${'a'.repeat(Math.max(0, n - 1))}@`,
  'digits then x': (n) => `${'9'.repeat(Math.max(0, n - 1))}x`,
  'dashes and pluses': (n) => '+-'.repeat(n).slice(0, n),
  'YYYY-MM runs': (n) => '2026-0'.repeat(n).slice(0, n),
};

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};
type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

function takesText(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const types = [schema.type].flat();
  if (types.includes('string')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(takesText);
}

interface TextRoute {
  method: string;
  /** Fastify's form, e.g. /api/news/:id, for its body limit. */
  route: string;
  url: string;
  queryFields: string[];
  bodyFields: string[];
}

async function textRoutes(): Promise<TextRoute[]> {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const found: TextRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const queryFields = (op.parameters ?? [])
        .filter((p) => p.in === 'query' && takesText(p.schema))
        .map((p) => p.name);
      const body = op.requestBody?.content['application/json']?.schema;
      const bodyFields = Object.entries(body?.properties ?? {})
        .filter(([, schema]) => takesText(schema))
        .map(([name]) => name);
      if (queryFields.length === 0 && bodyFields.length === 0) continue;
      found.push({
        method: method.toUpperCase(),
        route: path.replace(/\{(\w+)\}/g, ':$1'),
        url: path.replace(/\{\w+\}/g, '1'),
        queryFields,
        bodyFields,
      });
    }
  }
  return found;
}

/** A JSON body of about `bytes` bytes with every text field holding the attack. */
function bodyOf(fields: string[], attack: (n: number) => string, bytes: number): string {
  const empty = JSON.stringify(Object.fromEntries(fields.map((f) => [f, '']))).length;
  const each = Math.max(1, Math.floor((bytes - empty) / fields.length));
  return JSON.stringify(Object.fromEntries(fields.map((f) => [f, attack(each)])));
}

describe('pattern and size attack', () => {
  it('finds the routes that take text', async () => {
    const routes = (await textRoutes()).map((r) => `${r.method} ${r.route}`);
    // The reported ones must be among them: a broken discovery would make the attack below test nothing.
    for (const known of [
      'POST /api/findUserID',
      'POST /api/findPassword',
      'POST /api/register',
      'POST /api/updateuserdetails',
      'POST /api/processlogin',
      'GET /api/get-top-rankings-list',
      'POST /api/buycartitem',
    ]) {
      expect(routes).toContain(known);
    }
  });

  it('answers every attack with 400 or 413 while /api/health keeps answering fast', async () => {
    const routes = await textRoutes();
    const healthTimes: number[] = [];
    let attacking = true;
    const prober = (async () => {
      while (attacking) {
        const start = performance.now();
        const res = await t.app.inject({ url: '/api/health' });
        healthTimes.push(performance.now() - start);
        expect(res.statusCode).toBe(200);
      }
    })();

    const failures: string[] = [];
    let worst = { ms: 0, what: '' };
    let address = 0;
    const send = async (what: string, expected: number, options: InjectOptions) => {
      address += 1;
      const start = performance.now();
      // A fresh address per request, so per-address rate limits do not answer in place of the validation.
      const res = await t.app.inject({
        ...options,
        remoteAddress: `198.18.${address >> 8}.${address & 255}`,
      });
      const ms = performance.now() - start;
      if (ms > worst.ms) worst = { ms, what };
      if (res.statusCode !== expected) failures.push(`${what}: ${res.statusCode} (expected ${expected})`);
    };

    try {
      for (const route of routes) {
        const limit = bodyLimitOf(route.method, route.route);
        for (const [name, attack] of Object.entries(ATTACKS)) {
          if (route.bodyFields.length > 0) {
            // Over the limit by a margin, not by a multiple: inject hands the whole body over in this
            // process, so a 24 MB body (4x the import's limit) held the loop the probe measures for
            // 0.7-1 s without the server doing anything but refusing it.
            const over = Math.max(limit + 1024 * 1024, 300 * 1024);
            for (const bytes of [limit - 16, REPORTED_ATTACK_BYTES, over]) {
              const payload = bodyOf(route.bodyFields, attack, bytes);
              await send(
                `${route.method} ${route.url} body ${name} ${payload.length} B`,
                bytes <= limit ? 400 : 413,
                {
                  method: route.method as 'POST',
                  url: route.url,
                  headers: { ...auth, 'content-type': 'application/json' },
                  payload,
                },
              );
            }
          }
          if (route.queryFields.length > 0) {
            const value = encodeURIComponent(attack(QUERY_TEXT_LENGTH));
            const query = route.queryFields.map((f) => `${f}=${value}`).join('&');
            await send(`${route.method} ${route.url} query ${name}`, 400, {
              method: route.method as 'GET',
              url: `${route.url}?${query}`,
              headers: auth,
            });
          }
        }
      }
    } finally {
      attacking = false;
      await prober;
    }

    console.info(
      `pattern attack: ${address} requests on ${routes.length} routes; worst ${worst.ms.toFixed(0)} ms (${worst.what}); ` +
        `${healthTimes.length} health probes, slowest ${Math.max(...healthTimes).toFixed(0)} ms`,
    );
    expect(failures).toEqual([]);
    expect(healthTimes.length).toBeGreaterThan(0);
    expect(Math.max(...healthTimes)).toBeLessThan(HEALTH_BOUND_MS);
  }, 120_000);

  it('answers long and odd paths at once: no pattern walks a path more than once', async () => {
    // A run of slashes before one more character is what a trailing-slash pattern retries from every
    // position; 40,000 of them held the loop for seconds before the fix. Node caps real request lines near
    // 16 KiB; inject does not, which makes a backtracking pattern plain to see.
    const PATH_LENGTH = 40_000;
    const paths: Record<string, string> = {
      'slashes then a letter': `/${'/'.repeat(PATH_LENGTH)}a`,
      'slashes only': '/'.repeat(PATH_LENGTH),
      'a page then slashes then a letter': `/news${'/'.repeat(PATH_LENGTH)}x`,
      'dot segments': `/${'./'.repeat(PATH_LENGTH / 2)}a`,
      'encoded slashes': `/${'%2F'.repeat(PATH_LENGTH / 3)}a`,
      'an API path then slashes': `/api/${'/'.repeat(PATH_LENGTH)}health`,
    };
    const times: string[] = [];
    for (const [name, url] of Object.entries(paths)) {
      const start = performance.now();
      const res = await t.app.inject({ url });
      const ms = performance.now() - start;
      times.push(`${name}: ${res.statusCode} in ${ms.toFixed(0)} ms`);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(ms, name).toBeLessThan(HEALTH_BOUND_MS);
    }
    console.info(`path attack: ${times.join('; ')}`);
  });
});
