import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RateStore } from '../../src/server/plugins/rate-limit.ts';
import { median } from './median.ts';
import { AJAX } from './test-app.ts';

let counter = 0;
/** A fresh client address per test, so per-address limits of one test do not leak into the next. */
export function nextIp(): string {
  counter += 1;
  return `198.51.100.${counter % 250}`;
}

export interface Caller {
  ip?: string;
  token?: string;
  cookie?: string;
}

/** POST as our browser client would (AJAX marker), optionally with a bearer token or a session cookie. */
export function post(app: FastifyInstance, url: string, payload?: object, caller: Caller = {}) {
  const headers: Record<string, string> = { ...AJAX };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.cookie) headers.cookie = caller.cookie;
  const options: InjectOptions = {
    method: 'POST',
    url: `/api/${url}`,
    headers,
    remoteAddress: caller.ip ?? '127.0.0.1',
    ...(payload === undefined ? {} : { payload }),
  };
  return app.inject(options);
}

export function get(app: FastifyInstance, url: string, caller: Caller = {}) {
  const headers: Record<string, string> = {};
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.cookie) headers.cookie = caller.cookie;
  return app.inject({ method: 'GET', url: `/api/${url}`, headers, remoteAddress: caller.ip ?? '127.0.0.1' });
}

/** A rate store that never limits: for the timing tests, which make many attempts on purpose. */
export function unlimitedRateStore(): RateStore {
  return {
    hit: async () => ({ count: 1, resetInSeconds: 1 }),
    reset: async () => {},
    close: async () => {},
  };
}

/** A valid registration payload; override fields per test. */
export function registration(overrides: Record<string, unknown> = {}) {
  const id = `p${Math.random().toString(36).slice(2, 10)}`;
  return {
    userId: id,
    userFirstName: 'Maria',
    userLastName: 'Santos',
    userPassword: 'Kalamansi-Tea-7',
    userPasswordConfirm: 'Kalamansi-Tea-7',
    userEmail: `${id}@example.com`,
    secretQuestion: 5,
    secretAnswer: 'Bantay',
    gender: 'Female',
    country: 'PH',
    agreeTerms: true,
    ...overrides,
  };
}

/**
 * The median times of two kinds of request, measured interleaved and alternating which goes first, so
 * machine load hits both sides alike; and their gap as a share of the slower one.
 */
export async function interleavedMedians(
  rounds: number,
  existing: (i: number) => Promise<number>,
  missing: (i: number) => Promise<number>,
): Promise<{ gap: number; text: string }> {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2) {
      a.push(await existing(i));
      b.push(await missing(i));
    } else {
      b.push(await missing(i));
      a.push(await existing(i));
    }
  }
  const ma = median(a);
  const mb = median(b);
  return {
    gap: Math.abs(ma - mb) / Math.max(ma, mb),
    text: `existing ${ma.toFixed(1)} ms, missing ${mb.toFixed(1)} ms`,
  };
}
