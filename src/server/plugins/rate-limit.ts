import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '#shared/messages.ts';
import { HttpError } from '../http-error.ts';
import { RATE_RULES, type RateRule } from '../rate-rules.ts';
import { attachToDeclaringRoutes, serveRouteConfig } from './route-config.ts';

/** Fixed-window counters: in this process by default, in Redis when several instances must share them. */
export interface RateStore {
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** For a store shared through a helper service: 'degraded' while it is unreachable and this process counts alone. */
  sharedStatus?(): 'up' | 'degraded';
}

/** `now` lets tests move time forward instead of waiting out a window. */
export function memoryRateStore(options: { now?: () => number } = {}): RateStore {
  const clock = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = clock();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowSeconds) {
      const now = clock();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetInSeconds: Math.ceil((w.resetAt - now) / 1000) };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** What the limiter needs of a rule: its counter name, limit and window. */
type RateWindow = Pick<RateRule, 'name' | 'limit' | 'windowSeconds'>;

export interface RateLimiter {
  /** Counts one attempt against `rule` for `subject`; throws 429 with Retry-After past the limit. */
  consume(rule: RateWindow, subject: string): Promise<void>;
  /** Counts one attempt and says whether it is within the limit, without answering 429 (silent budgets). */
  allow(rule: RateWindow, subject: string): Promise<boolean>;
  /** Forgets the attempts of `subject` (e.g. after a successful sign-in). */
  reset(rule: RateWindow, subject: string): Promise<void>;
  /** The shared counters' state for /api/health; null when limits are kept in this process only. */
  sharedStatus(): 'up' | 'degraded' | null;
}

export function createRateLimiter(store: RateStore): RateLimiter {
  return {
    async allow(rule, subject) {
      const { count } = await store.hit(`${rule.name}:${subject}`, rule.windowSeconds);
      return count <= rule.limit;
    },
    async consume(rule, subject) {
      const { count, resetInSeconds } = await store.hit(`${rule.name}:${subject}`, rule.windowSeconds);
      if (count > rule.limit) {
        throw new HttpError(429, MESSAGES.tooManyRequests, {
          headers: { 'Retry-After': String(resetInSeconds) },
        });
      }
    },
    reset: (rule, subject) => store.reset(`${rule.name}:${subject}`),
    sharedStatus: () => store.sharedStatus?.() ?? null,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    limiter: RateLimiter;
  }
  interface FastifyRequest {
    /** True once the route's declared rules counted this request (a replayed answer never reaches them). */
    rateCounted: boolean;
  }
}

export function registerRateLimiter(app: FastifyInstance, store: RateStore): void {
  app.decorate('limiter', createRateLimiter(store));
  app.addHook('onClose', () => store.close());
}

/** The subject a declared rule counts: the signed-in user (auth 'user' or 'admin' is checked at start) or the address. */
function subjectOf(rule: RateRule, request: FastifyRequest): string {
  return rule.per === 'user' && request.user ? String(request.user.userNum) : request.ip;
}

/**
 * Registered once in the /api scope, after the idempotency hook (a replayed answer is not counted again):
 * attached to the routes that declare rules in `config.rateLimit`, it counts each request against them
 * after validation and answers 429 past a limit. Rules marked `resetOnSuccess` are cleared by a successful
 * answer.
 */
export function registerRateLimits(api: FastifyInstance): void {
  serveRouteConfig(api, 'rateLimit');
  api.decorateRequest('rateCounted', false);
  const rulesOf = (config: FastifyContextConfig): RateRule[] =>
    (config.rateLimit ?? []).map((name) => RATE_RULES[name]);
  attachToDeclaringRoutes(
    api,
    'preHandler',
    (config) => rulesOf(config).length > 0,
    (config) => {
      const rules = rulesOf(config);
      return async (request: FastifyRequest) => {
        for (const rule of rules) await request.server.limiter.consume(rule, subjectOf(rule, request));
        request.rateCounted = true;
      };
    },
  );
  attachToDeclaringRoutes(
    api,
    'onSend',
    (config) => rulesOf(config).some((rule) => rule.resetOnSuccess),
    (config) => {
      const cleared = rulesOf(config).filter((rule) => rule.resetOnSuccess);
      return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (!request.rateCounted || reply.statusCode >= 300) return payload;
        for (const rule of cleared) await request.server.limiter.reset(rule, subjectOf(rule, request));
        return payload;
      };
    },
  );
}
