import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCrossSiteGuard } from './cross-site.ts';
import { registerErrorHandler } from './errors.ts';
import { registerIdempotency } from './idempotency.ts';
import { type MaintenanceDeps, registerMaintenance, signInGateOf } from './maintenance.ts';
import { registerRateLimits } from './rate-limit.ts';
import { registerRouteConfigCheck, serveRouteConfig } from './route-config.ts';
import { registerStepUp } from './step-up.ts';

/**
 * The declarations check runs as routes are added, so a mistake stops the site at start. These build a
 * bare Fastify with the same shape as app.ts: the check at the root, the serving hooks in an /api scope.
 */
async function startWith(
  addRoutes: (api: FastifyInstance, root: FastifyInstance) => void,
  options: { idempotency?: boolean; stepUp?: boolean; maintenance?: MaintenanceDeps | false } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerRouteConfigCheck(app);
  registerErrorHandler(app);
  await app.register(
    async (api) => {
      // The auth hook needs cookies and a database; its declaration is what is checked here.
      serveRouteConfig(api, 'auth', 'permission', 'enrolling');
      registerCrossSiteGuard(api);
      if (options.stepUp !== false) {
        registerStepUp(api, async () => false);
      }
      if (options.maintenance !== false) registerMaintenance(api, options.maintenance ?? noMaintenance);
      if (options.idempotency !== false) registerIdempotency(api);
      registerRateLimits(api);
      addRoutes(api, app);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

const ok = async () => ({ ok: true });
const noMaintenance: MaintenanceDeps = {
  current: async () => null,
  isStaff: async () => false,
  now: () => new Date(),
};

describe('route declarations', () => {
  it('starts when every route declares what the hooks of its scope serve', async () => {
    const app = await startWith((api) => {
      api.get('/open', { config: { auth: 'anonymous', rateLimit: ['newsArticle'] } }, ok);
      api.post(
        '/buy',
        { config: { auth: 'user', maintenance: 'refused', idempotent: true, rateLimit: ['purchase'] } },
        ok,
      );
    });
    await app.close();
  });

  it('refuses an /api route that does not declare auth', async () => {
    await expect(startWith((api) => api.get('/forgot', ok))).rejects.toThrow(
      /Route GET \/api\/forgot must declare config.auth/,
    );
  });

  it('refuses idempotent: true where no idempotency hook is registered', async () => {
    const declare = (api: FastifyInstance) =>
      api.post('/buy', { config: { auth: 'user', maintenance: 'refused', idempotent: true } }, ok);
    await expect(startWith(declare, { idempotency: false })).rejects.toThrow(
      /declares 'idempotent' but no hook in its scope applies it/,
    );
  });

  it('refuses a declaration outside the scope whose hooks serve it', async () => {
    await expect(
      startWith((_api, root) => root.get('/outside', { config: { auth: 'user' } }, ok)),
    ).rejects.toThrow(/Route GET \/outside declares 'auth' but no hook in its scope applies it/);
  });

  it('refuses unknown config keys, auth levels and rate rules', async () => {
    await expect(
      startWith((api) => api.get('/typo', { config: { auth: 'anonymous', idempotant: true } as never }, ok)),
    ).rejects.toThrow(/unknown config key 'idempotant'/);
    await expect(
      startWith((api) => api.get('/level', { config: { auth: 'root' } as never }, ok)),
    ).rejects.toThrow(/unknown auth level 'root'/);
    await expect(
      startWith((api) =>
        api.get('/rule', { config: { auth: 'anonymous', rateLimit: ['nope'] } as never }, ok),
      ),
    ).rejects.toThrow(/unknown rate rule 'nope'/);
  });

  it('refuses rules and idempotency that need a signed-in user on an anonymous route', async () => {
    await expect(
      startWith((api) => api.post('/buy', { config: { auth: 'anonymous', rateLimit: ['purchase'] } }, ok)),
    ).rejects.toThrow(/rate rule 'purchase' counts per user and needs auth 'user'/);
    await expect(
      startWith((api) => api.post('/buy', { config: { auth: 'anonymous', idempotent: true } }, ok)),
    ).rejects.toThrow(/idempotent needs a signed-in auth level/);
    await expect(
      startWith((api) =>
        api.post('/login', { config: { auth: 'anonymous', rateLimit: ['loginAccount'] } }, ok),
      ),
    ).rejects.toThrow(/rate rule 'loginAccount' is counted by its service, not declared/);
  });

  it('starts with a staff route that names a known permission', async () => {
    const app = await startWith((api) => {
      api.get('/admin/audit', { config: { auth: 'staff', permission: 'audit.read' } }, ok);
      api.post(
        '/admin/news',
        { config: { auth: 'staff', permission: 'content.write', idempotent: true } },
        ok,
      );
    });
    await app.close();
  });

  it('refuses a staff route without a permission or with one that does not exist', async () => {
    await expect(
      startWith((api) => api.get('/admin/audit', { config: { auth: 'staff' } }, ok)),
    ).rejects.toThrow(/Route GET \/api\/admin\/audit declares auth 'staff' without a permission/);
    await expect(
      startWith((api) =>
        api.get('/admin/audit', { config: { auth: 'staff', permission: 'audit.reed' } as never }, ok),
      ),
    ).rejects.toThrow(/unknown permission 'audit.reed'/);
  });

  it('refuses a permission without auth staff, and an /api/admin route that is not a staff route', async () => {
    await expect(
      startWith((api) => api.get('/me', { config: { auth: 'user', permission: 'audit.read' } }, ok)),
    ).rejects.toThrow(/declares a permission, which needs auth 'staff'/);
    await expect(
      startWith((api) => api.get('/admin/stats', { config: { auth: 'admin' } }, ok)),
    ).rejects.toThrow(
      /Route GET \/api\/admin\/stats is an admin console route and must declare auth 'staff'/,
    );
    await expect(
      startWith((api) => api.get('/admin/open', { config: { auth: 'anonymous' } }, ok)),
    ).rejects.toThrow(/must declare auth 'staff'/);
  });

  it('takes stepUp and enrolling on staff routes only, and stepUp only where the step-up hook serves it', async () => {
    const staff = { auth: 'staff', permission: 'economy.write' } as const;
    const app = await startWith((api) => {
      api.post('/admin/voucher-batches', { config: { ...staff, stepUp: true } }, ok);
      api.get('/admin/me', { config: { ...staff, enrolling: true } }, ok);
    });
    await app.close();
    await expect(
      startWith((api) => api.post('/topup', { config: { auth: 'user', stepUp: true } }, ok)),
    ).rejects.toThrow(/Route POST \/api\/topup stepUp needs auth 'staff'/);
    await expect(
      startWith((api) => api.get('/me', { config: { auth: 'user', enrolling: true } }, ok)),
    ).rejects.toThrow(/enrolling must be true and needs auth 'staff'/);
    await expect(
      startWith((api) => api.post('/admin/x', { config: { ...staff, stepUp: () => true } as never }, ok)),
    ).rejects.toThrow(/stepUp must be true or false/);
    await expect(
      startWith((api) => api.post('/admin/x', { config: { ...staff, stepUp: true } }, ok), { stepUp: false }),
    ).rejects.toThrow(/declares 'stepUp' but no hook in its scope applies it/);
  });

  it('checks cross-site calls on every state-changing route unless it declares otherwise', async () => {
    const app = await startWith((api) => {
      api.post('/change', { config: { auth: 'anonymous' } }, ok);
      api.post('/webhook', { config: { auth: 'anonymous', crossSite: 'open' } }, ok);
      api.get('/read', { config: { auth: 'anonymous' } }, ok);
    });
    const foreign = { cookie: 'x=1', origin: 'https://evil.example' };
    expect((await app.inject({ method: 'POST', url: '/api/change', headers: foreign })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/webhook', headers: foreign })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: '/api/read', headers: foreign })).statusCode).toBe(200);
    await app.close();
  });

  it("makes every player's money move declare the maintenance refusal, and sign-in an anonymous route", async () => {
    await expect(
      startWith((api) => api.post('/buy', { config: { auth: 'user', idempotent: true } }, ok)),
    ).rejects.toThrow(
      /Route POST \/api\/buy is a player's money move \(idempotent, auth 'user'\) and must declare maintenance 'refused'/,
    );
    await expect(
      startWith((api) => api.post('/redeem', { config: { auth: 'anonymous', maintenance: 'refused' } }, ok)),
    ).rejects.toThrow(/maintenance 'refused' needs auth 'user'/);
    await expect(
      startWith((api) => api.post('/login', { config: { auth: 'user', maintenance: 'sign-in' } }, ok)),
    ).rejects.toThrow(/maintenance 'sign-in' needs auth 'anonymous'/);
    await expect(
      startWith((api) => api.post('/buy', { config: { auth: 'user', maintenance: 'closed' } as never }, ok)),
    ).rejects.toThrow(/unknown maintenance value 'closed'/);
    await expect(
      startWith((api) => api.post('/buy', { config: { auth: 'user', maintenance: 'refused' } }, ok), {
        maintenance: false,
      }),
    ).rejects.toThrow(/declares 'maintenance' but no hook in its scope applies it/);
  });

  it('hands a sign-in route the gate: staff pass, anyone else gets the one refusal with Retry-After', async () => {
    const now = new Date('2026-11-28T06:00:00Z');
    const app = await startWith(
      (api) => {
        api.post<{ Body: { userNum: number } }>(
          '/login',
          { config: { auth: 'anonymous', maintenance: 'sign-in' } },
          async (request) => {
            await signInGateOf(request)(request.body.userNum);
            return { ok: true };
          },
        );
        // A route that forgot to declare it cannot reach a gate.
        api.post('/forgot', { config: { auth: 'anonymous' } }, async (request) => {
          signInGateOf(request);
          return { ok: true };
        });
      },
      {
        maintenance: {
          current: async () => ({ until: new Date('2026-11-28T07:00:00.500Z') }),
          isStaff: async (userNum) => userNum === 1,
          now: () => now,
        },
      },
    );
    const login = (userNum: number) =>
      app.inject({ method: 'POST', url: '/api/login', payload: { userNum } });
    expect((await login(1)).statusCode).toBe(200);
    const refused = await login(2);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      code: 'maintenance',
      message:
        'The server is under maintenance until 28 Nov 2026, 3:00 PM (Manila time). Please try again then.',
    });
    // 3,600.5 seconds, rounded up: a client that waits that long finds it over.
    expect(refused.headers['retry-after']).toBe('3601');
    expect((await app.inject({ method: 'POST', url: '/api/forgot' })).statusCode).toBe(500);
    await app.close();
  });
});
