import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error.ts';
import { createRateLimiter, memoryRateStore, type RateStore } from './rate-limit.ts';
import { redisRateStore } from './redis-rate-store.ts';

const rule = { name: `test-${randomBytes(3).toString('hex')}`, limit: 3, windowSeconds: 60 };

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a 429');
}

function behavesLikeARateLimiter(makeStores: () => Promise<[RateStore, RateStore]>) {
  it('allows the limit, then answers 429 with the spec message and Retry-After', async () => {
    const [store, other] = await makeStores();
    const limiter = createRateLimiter(store);
    const subject = randomBytes(4).toString('hex');
    for (let i = 0; i < rule.limit; i++) await limiter.consume(rule, subject);
    const error = await rejection(limiter.consume(rule, subject));
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('Too many Requests! try again later');
    expect(Number(error.headers?.['Retry-After'])).toBeGreaterThan(0);
    // Another subject is untouched; a reset forgets the subject.
    await limiter.consume(rule, `${subject}-other`);
    await limiter.reset(rule, subject);
    await limiter.consume(rule, subject);
    await store.close();
    await other.close();
  });
}

describe('in-process rate limits', () => {
  behavesLikeARateLimiter(async () => [memoryRateStore(), memoryRateStore()]);

  it('runs on an injected clock; allow() counts like consume() but answers false instead of 429', async () => {
    let now = 1_000_000;
    const store = memoryRateStore({ now: () => now });
    const limiter = createRateLimiter(store);
    const results: boolean[] = [];
    for (let i = 0; i < rule.limit + 2; i++) results.push(await limiter.allow(rule, 'budget'));
    expect(results).toEqual([true, true, true, false, false]);
    expect((await rejection(limiter.consume(rule, 'budget'))).statusCode).toBe(429);
    now += rule.windowSeconds * 1000 - 1;
    expect(await limiter.allow(rule, 'budget')).toBe(false);
    now += 1;
    expect(await limiter.allow(rule, 'budget')).toBe(true);
    await store.close();
  });
});

const redisUrl = process.env.REDIS_URL;
async function connected() {
  const store = redisRateStore(redisUrl!, { log: () => {} });
  await store.ready;
  return store;
}
describe.runIf(redisUrl)('Redis rate limits (REDIS_URL set)', () => {
  behavesLikeARateLimiter(async () => [await connected(), await connected()]);

  it('shares counts between instances, as several site processes would', async () => {
    const a = await connected();
    const b = await connected();
    const subject = randomBytes(4).toString('hex');
    const limiterA = createRateLimiter(a);
    const limiterB = createRateLimiter(b);
    await limiterA.consume(rule, subject);
    await limiterB.consume(rule, subject);
    await limiterA.consume(rule, subject);
    expect((await rejection(limiterB.consume(rule, subject))).statusCode).toBe(429);
    await a.close();
    await b.close();
  });
});
