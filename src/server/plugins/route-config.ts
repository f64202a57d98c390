import type { FastifyContextConfig, FastifyInstance, RouteOptions } from 'fastify';
import { isPermission, PERMISSIONS, type Permission } from '#shared/permissions.ts';
import { isRateRuleName, RATE_RULES, type RateRuleName } from '../rate-rules.ts';

/**
 * Who may call a route: anyone, a signed-in player, an admin (user type ADMIN_USER_TYPE and above), or a
 * staff member whose role grants the route's declared `permission` (src/shared/permissions.ts).
 */
type AuthLevel = 'anonymous' | 'user' | 'admin' | 'staff';

declare module 'fastify' {
  interface FastifySchema {
    /** Filled in from config.permission for the OpenAPI document (@fastify/swagger copies x- keys). */
    'x-permission'?: Permission;
    /** Filled in from config.maintenance, so tests/integration/maintenance.test.ts can list who declares it. */
    'x-maintenance'?: 'refused' | 'sign-in';
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route; every route under /api declares it. The auth hook (plugins/auth.ts) refuses
     * anyone else in onRequest, before the body is read, and handlers then read the user with `userOf`.
     */
    auth?: AuthLevel;
    /** What a staff member needs for the route: required with auth 'staff', and only there. */
    permission?: Permission;
    /**
     * A staff route that works while the operator requires a second factor the caller has not set up yet
     * (the console's who-am-I and the enrolment itself); every other staff route then answers 403
     * `second_factor_enrolment_required` (plugins/auth.ts).
     */
    enrolling?: boolean;
    /**
     * A route an account brought over from the game may use before it has given its e-mail and secret
     * question (who-am-I and the form that completes it); every other signed-in route then answers 403
     * `account_details_required` (plugins/auth.ts).
     */
    completing?: boolean;
    /**
     * A dangerous staff action: the caller's session must have proved the second factor within the last
     * STEP_UP_MINUTES, else 403 `second_factor_required` (plugins/step-up.ts).
     */
    stepUp?: boolean;
    /**
     * What the server's maintenance does to the route (plugins/maintenance.ts): 'refused', a player's
     * money move, refused to anyone but staff while it is on (auth 'user'); 'sign-in', a route that starts
     * a session, whose service calls the gate once the password is checked (auth 'anonymous').
     */
    maintenance?: 'refused' | 'sign-in';
    /**
     * A money-moving POST: the Idempotency-Key header is honoured (plugins/idempotency.ts). true: the key
     * is read before the handler; 'in-statement': the service's one statement claims it, and the key is
     * read only when that statement found it taken (the handler runs through answerOrReplay).
     */
    idempotent?: boolean | 'in-statement';
    /** Rules from src/server/rate-rules.ts the request is counted against before the handler. */
    rateLimit?: readonly RateRuleName[];
    /**
     * 'checked': a cookie-borne call must be same-site and carry the AJAX marker (plugins/cross-site.ts).
     * Filled in as 'checked' for every method that changes state and 'open' for GET and HEAD.
     */
    crossSite?: 'checked' | 'open';
  }
}

type RouteConfigKey =
  | 'auth'
  | 'permission'
  | 'enrolling'
  | 'completing'
  | 'stepUp'
  | 'maintenance'
  | 'idempotent'
  | 'rateLimit'
  | 'crossSite';
const ROUTE_CONFIG_KEYS: readonly RouteConfigKey[] = [
  'auth',
  'permission',
  'enrolling',
  'completing',
  'stepUp',
  'maintenance',
  'idempotent',
  'rateLimit',
  'crossSite',
];
const AUTH_LEVELS: readonly string[] = ['anonymous', 'user', 'admin', 'staff'] satisfies AuthLevel[];
/** The console's API: every route here is a staff route with a declared permission. */
const ADMIN_PREFIX = '/api/admin/';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const kServed = Symbol('route config keys served in this scope');
type ServingScope = FastifyInstance & { [kServed]?: ReadonlySet<RouteConfigKey> };

/**
 * Marks `keys` as applied by a hook registered in `scope` (and so in every plugin inside it). A route may
 * declare only what a hook of its own scope serves: anything else would be silently ignored.
 */
export function serveRouteConfig(scope: FastifyInstance, ...keys: RouteConfigKey[]): void {
  const target = scope as ServingScope;
  // A plain property on the scope object: child scopes inherit it through their prototype, parents and
  // sibling scopes do not see it (Fastify makes each plugin's instance with Object.create(parent)).
  target[kServed] = new Set([...(target[kServed] ?? []), ...keys]);
}

type RouteHookName = 'onRequest' | 'preHandler' | 'preSerialization' | 'onSend';

const kAttached = Symbol('hooks attached by plugins, per kind');

/**
 * Adds the hook `hookFor` makes from a route's config to each route of `scope` whose config `declares` it,
 * as a route-level hook, instead of one hook every request of the scope passes through only to find it has
 * nothing to do: an async no-op hook per request cost about a tenth of the bare route's throughput
 * (docs/decisions/0052). The hook is made once per route, so what it needs of the declaration is read then,
 * not on every request. The plugins' hooks keep the order they were attached in, and all run before a
 * route's own hooks of the same kind, as the scope's hooks they replace did.
 */
export function attachToDeclaringRoutes(
  scope: FastifyInstance,
  name: RouteHookName,
  declares: (config: FastifyContextConfig) => boolean,
  hookFor: (config: FastifyContextConfig) => unknown,
): void {
  scope.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    if (!declares(config)) return;
    const hook = hookFor(config);
    const own = route as unknown as Record<RouteHookName, unknown> & {
      [kAttached]?: Partial<Record<RouteHookName, number>>;
    };
    own[kAttached] ??= {};
    const attached = own[kAttached];
    const before = attached[name] ?? 0;
    const hooks: unknown[] = own[name] === undefined ? [] : [own[name]].flat();
    hooks.splice(before, 0, hook);
    own[name] = hooks;
    attached[name] = before + 1;
  });
}

function servedIn(scope: FastifyInstance): ReadonlySet<RouteConfigKey> {
  return (scope as ServingScope)[kServed] ?? new Set();
}

/** Why a route's declarations cannot be served as written, or null when they can. */
function declarationProblem(route: RouteOptions, served: ReadonlySet<RouteConfigKey>): string | null {
  const config = (route.config ?? {}) as Record<string, unknown>;
  const declaring = served.size > 0;
  for (const key of Object.keys(config)) {
    const known = (ROUTE_CONFIG_KEYS as readonly string[]).includes(key);
    // Outside a declaring scope (the docs, the static files) plugins keep their own config keys.
    if (declaring && !known) return `unknown config key '${key}'`;
    if (known && config[key] !== undefined && !served.has(key as RouteConfigKey)) {
      return `declares '${key}' but no hook in its scope applies it`;
    }
  }
  if (!declaring) return null;
  const { auth, permission, enrolling, completing, stepUp, maintenance, idempotent, rateLimit, crossSite } =
    config;
  if (served.has('auth')) {
    if (auth === undefined) return "must declare config.auth ('anonymous', 'user', 'admin' or 'staff')";
    if (typeof auth !== 'string' || !AUTH_LEVELS.includes(auth))
      return `unknown auth level '${String(auth)}'`;
    if (auth === 'staff') {
      if (permission === undefined)
        return `declares auth 'staff' without a permission (${PERMISSIONS.join(', ')})`;
      if (typeof permission !== 'string' || !isPermission(permission))
        return `unknown permission '${String(permission)}'`;
    } else if (permission !== undefined) return "declares a permission, which needs auth 'staff'";
    if (route.url.startsWith(ADMIN_PREFIX) && auth !== 'staff')
      return "is an admin console route and must declare auth 'staff' with a permission";
  }
  if (enrolling !== undefined && (enrolling !== true || auth !== 'staff'))
    return "enrolling must be true and needs auth 'staff'";
  if (completing !== undefined && (completing !== true || auth !== 'user'))
    return "completing must be true and needs auth 'user'";
  if (stepUp !== undefined) {
    if (typeof stepUp !== 'boolean') return 'stepUp must be true or false';
    if (auth !== 'staff') return "stepUp needs auth 'staff'";
  }
  if (maintenance !== undefined) {
    if (maintenance === 'refused' && auth !== 'user') return "maintenance 'refused' needs auth 'user'";
    if (maintenance === 'sign-in' && auth !== 'anonymous')
      return "maintenance 'sign-in' needs auth 'anonymous' (the account is known after its password)";
    if (maintenance !== 'refused' && maintenance !== 'sign-in')
      return `unknown maintenance value '${String(maintenance)}'`;
  }
  // A player's money move says what maintenance does to it, so a new one cannot forget the refusal
  // (docs/product/server-status.md, Maintenance); the payment webhook is not a player's call.
  if (served.has('maintenance') && idempotent && auth === 'user' && maintenance !== 'refused')
    return "is a player's money move (idempotent, auth 'user') and must declare maintenance 'refused'";
  const signedIn = auth === 'user' || auth === 'admin' || auth === 'staff';
  if (idempotent !== undefined && typeof idempotent !== 'boolean' && idempotent !== 'in-statement')
    return "idempotent must be true, false or 'in-statement'";
  // Keys are stored per user: an anonymous caller has nowhere to keep them.
  if (idempotent && !signedIn) return "idempotent needs a signed-in auth level ('user', 'admin' or 'staff')";
  if (rateLimit !== undefined) {
    if (!Array.isArray(rateLimit)) return 'rateLimit must list rule names';
    for (const name of rateLimit) {
      if (typeof name !== 'string' || !isRateRuleName(name)) return `unknown rate rule '${String(name)}'`;
      const { per } = RATE_RULES[name];
      if (per === 'named-account') return `rate rule '${name}' is counted by its service, not declared`;
      if (per === 'user' && !signedIn) return `rate rule '${name}' counts per user and needs auth 'user'`;
    }
  }
  if (crossSite !== undefined && crossSite !== 'checked' && crossSite !== 'open') {
    return `unknown crossSite value '${String(crossSite)}'`;
  }
  return null;
}

/**
 * Registered once at the root, before any route: every route added anywhere is checked as it is added,
 * so a declaration no hook serves, an unknown key or rule name, or an /api route without `auth` stops
 * the site at start instead of being silently ignored. Fills in the cross-site default.
 */
export function registerRouteConfigCheck(app: FastifyInstance): void {
  app.addHook('onRoute', function check(this: FastifyInstance, route) {
    const served = servedIn(this);
    const problem = declarationProblem(route, served);
    if (problem) {
      const methods = [route.method].flat().join(',');
      throw new Error(`Route ${methods} ${route.url} ${problem}.`);
    }
    // The OpenAPI document names each console route's permission, so clients and the test that walks
    // every /api/admin route (tests/integration/admin-api.test.ts) read it from the one declaration.
    if (route.config?.auth === 'staff' && route.config.permission) {
      route.schema = { ...route.schema, 'x-permission': route.config.permission };
    }
    if (route.config?.maintenance) {
      route.schema = { ...route.schema, 'x-maintenance': route.config.maintenance };
    }
    if (served.has('crossSite') && route.config?.crossSite === undefined) {
      const changesState = [route.method].flat().some((m) => !SAFE_METHODS.has(m));
      route.config = { ...route.config, crossSite: changesState ? 'checked' : 'open' };
    }
  });
}
