import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerGameAdminRoutes } from './admin-routes.ts';

/** The game bridge's routes: only the console's for now; players see the bridge through what it delivers. */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  registerGameAdminRoutes(app);
};
