import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { maintenanceRefusalText } from '#shared/maintenance.ts';
import { HttpError } from '../http-error.ts';
import { attachToDeclaringRoutes, serveRouteConfig } from './route-config.ts';

/** The maintenance on now: its expected end, null when the operator gave none. */
interface MaintenanceOn {
  until: Date | null;
}

/** What the plugin asks the modules, handed in by app.ts so plugins import no module. */
export interface MaintenanceDeps {
  /** The maintenance on at the app's clock, or null (modules/server-status, app.serverStatus). */
  current: () => Promise<MaintenanceOn | null>;
  /** Whether the account is staff (modules/admin/staff.ts): staff keep every action during maintenance. */
  isStaff: (userNum: number) => Promise<boolean>;
  now: () => Date;
}

/**
 * Lets a sign-in of the account through, or throws the maintenance refusal. A sign-in route's service
 * calls it once the password has been checked, so the refusal says nothing of an account a wrong
 * password would not already say.
 */
export type SignInGate = (userNum: number) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes declaring maintenance 'sign-in'; read with signInGateOf. */
    signInGate: SignInGate | null;
  }
}

/**
 * The one refusal during maintenance: 503 `maintenance`, its message naming the expected end in Manila
 * time, and Retry-After the seconds until then when the end is known.
 */
function maintenanceRefusal(on: MaintenanceOn, now: Date): HttpError {
  const seconds = on.until ? Math.max(1, Math.ceil((on.until.getTime() - now.getTime()) / 1000)) : null;
  return new HttpError(503, maintenanceRefusalText(on.until), {
    code: 'maintenance',
    ...(seconds !== null && { headers: { 'Retry-After': String(seconds) } }),
  });
}

const declares = (config: FastifyContextConfig) => config.maintenance !== undefined;

/**
 * Registered once in the /api scope, after the step-up and before idempotency (a refused request claims no
 * Idempotency-Key and counts against no rate rule). A route declares `maintenance` (plugins/route-config.ts):
 * - 'refused' (a player's money move: buy, checkout, top-up, voucher, character service): while the
 *   server is under maintenance a caller who is not staff is refused before the handler runs.
 * - 'sign-in' (the routes that start a session): the account is known only once its password is checked,
 *   so the route's service is handed a gate (signInGateOf) and calls it then.
 * The payment webhook and the reconciler declare nothing: money already paid is credited during
 * maintenance too (docs/product/server-status.md, Maintenance).
 */
export function registerMaintenance(api: FastifyInstance, deps: MaintenanceDeps): void {
  serveRouteConfig(api, 'maintenance');
  api.decorateRequest('signInGate', null);

  async function refuseUnlessStaff(userNum: number): Promise<void> {
    const on = await deps.current();
    if (!on || (await deps.isStaff(userNum))) return;
    throw maintenanceRefusal(on, deps.now());
  }

  attachToDeclaringRoutes(api, 'preHandler', declares, (config) => {
    if (config.maintenance === 'sign-in') {
      return async (request: FastifyRequest) => {
        request.signInGate = refuseUnlessStaff;
      };
    }
    return async (request: FastifyRequest) => {
      // Route config admits 'refused' only with auth 'user': the auth hook found the caller.
      if (!request.user) throw new Error(`maintenance: ${request.routeOptions.url} needs auth 'user'`);
      await refuseUnlessStaff(request.user.userNum);
    };
  });
}

/** The gate of a route declaring maintenance 'sign-in', for its service to call after the password. */
export function signInGateOf(request: FastifyRequest): SignInGate {
  const gate = request.signInGate;
  if (!gate) throw new Error(`signInGateOf: ${request.routeOptions.url} must declare maintenance 'sign-in'`);
  return gate;
}
