import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { FACTOR_MESSAGES, STEP_UP_MINUTES } from '#shared/contracts/second-factor.ts';
import { HttpError } from '../http-error.ts';
import { attachToDeclaringRoutes, serveRouteConfig } from './route-config.ts';

/**
 * Whether the caller has a second factor on, and when their session last proved it (null: never). Found by
 * the accounts module (modules/accounts/factor-service.ts) and handed in, so plugins import no module.
 */
export type StepUpResolver = (
  userNum: number,
  sessionToken: string,
) => Promise<{ enabled: boolean; verifiedAt: Date | null }>;

const STEP_UP_MS = STEP_UP_MINUTES * 60_000;

function declares(config: FastifyContextConfig): boolean {
  return config.stepUp !== undefined && config.stepUp !== false;
}

/**
 * Registered once in the /api scope, before idempotency (so a refused step-up claims no key): every route
 * declaring `stepUp` (plugins/route-config.ts) gets a preHandler that runs after validation and the auth
 * hook. A staff member with a second factor must have proved it within STEP_UP_MINUTES, else the answer is
 * 403 `second_factor_required` and nothing happens; the console then asks for a code
 * (POST /api/admin/factor/verify) and sends the same request again. A staff member without a factor (only
 * possible while the operator does not require one) has nothing to prove (docs/product/staff-security.md).
 */
export function registerStepUp(api: FastifyInstance, resolve: StepUpResolver, now: () => Date): void {
  serveRouteConfig(api, 'stepUp');
  attachToDeclaringRoutes(api, 'preHandler', declares, (config) => {
    const when = config.stepUp;
    return async (request: FastifyRequest) => {
      if (typeof when === 'function' && !when(request)) return;
      const user = request.user;
      const token = request.sessionToken;
      // The auth hook admitted only staff with a live session to this route.
      if (!user || !token) throw new Error(`step-up: ${request.routeOptions.url} needs auth 'staff'`);
      const { enabled, verifiedAt } = await resolve(user.userNum, token);
      if (!enabled) return;
      if (verifiedAt && now().getTime() - verifiedAt.getTime() <= STEP_UP_MS) return;
      throw new HttpError(403, FACTOR_MESSAGES.stepUpRequired, { code: 'second_factor_required' });
    };
  });
}
