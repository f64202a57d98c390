import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { stepUpRequired } from '../http-error.ts';
import { attachToDeclaringRoutes, serveRouteConfig } from './route-config.ts';

/**
 * Whether the caller must prove their second factor before a dangerous action: it is on and their session
 * has not proved it within STEP_UP_MINUTES. Decided by the accounts module
 * (modules/accounts/factor-service.ts, stepUpDue) and handed in, so plugins import no module.
 */
export type StepUpResolver = (userNum: number, sessionToken: string) => Promise<boolean>;

const declares = (config: FastifyContextConfig) => config.stepUp === true;

/**
 * Registered once in the /api scope, before idempotency (so a refused step-up claims no key): every route
 * declaring `stepUp: true` (plugins/route-config.ts) gets a preHandler that runs after validation and the
 * auth hook. A staff member with a second factor must have proved it within STEP_UP_MINUTES, else the
 * answer is 403 `second_factor_required` and nothing happens; the console then asks for a code
 * (POST /api/admin/factor/verify) and sends the same request again. A staff member without a factor (only
 * possible while the operator does not require one) has nothing to prove (docs/product/staff-security.md).
 */
export function registerStepUp(api: FastifyInstance, due: StepUpResolver): void {
  serveRouteConfig(api, 'stepUp');
  attachToDeclaringRoutes(api, 'preHandler', declares, () => async (request: FastifyRequest) => {
    const user = request.user;
    const token = request.sessionToken;
    // The auth hook admitted only staff with a live session to this route.
    if (!user || !token) throw new Error(`step-up: ${request.routeOptions.url} needs auth 'staff'`);
    if (await due(user.userNum, token)) throw stepUpRequired();
  });
}
