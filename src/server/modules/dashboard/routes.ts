import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Dashboard, dashboardSchema } from '#shared/contracts/admin-dashboard.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { loadDashboard } from './service.ts';

/** The figures are read at most once a minute per instance: the overview is opened often, the sums cost. */
const DASHBOARD_CACHE_MS = 60_000;

/** The console overview's figures (administrators only: they are about money and sales). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  let cached: { expires: number; value: Promise<Dashboard> } | null = null;
  const figures = () => {
    const now = Date.now();
    if (!cached || cached.expires <= now) {
      const value = loadDashboard(app.db, new Date(now));
      const entry = { expires: now + DASHBOARD_CACHE_MS, value };
      cached = entry;
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.value;
  };

  app.get(
    '/admin/dashboard',
    {
      config: { auth: 'staff', permission: 'dashboard.read' },
      schema: {
        tags: ['admin'],
        summary: "The overview's figures: the last 30 Manila days, today last (kept for 60 s)",
        description:
          'Per day: registrations, sign-ins, R-Coin credited by source (top-ups, vouchers, staff grants), ' +
          'R-Coin and Milleage spent in the shop, orders; revenue (pesos of paid top-ups, in centavos) per ' +
          'day and per month for 12 months; and the five most bought items of the period.',
        response: { 200: dashboardSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    () => figures(),
  );
};
