import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannersRoutes } from './banners/routes.ts';
import { newsRoutes } from './news/routes.ts';
import { systemRoutes } from './system/routes.ts';

/** Every API module, mounted under /api in this order. A new domain adds its routes plugin here. */
export const apiModules: FastifyPluginAsyncZod[] = [systemRoutes, bannersRoutes, newsRoutes];
