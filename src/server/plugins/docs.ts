import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { sessionCookieName } from '../session.ts';

/** API_DOCS decides; unset, the docs are served everywhere but in production (they map the whole API). */
function docsEnabled(config: Pick<Config, 'API_DOCS' | 'NODE_ENV'>): boolean {
  return config.API_DOCS ? config.API_DOCS === 'on' : config.NODE_ENV !== 'production';
}

/** OpenAPI generated from the zod route schemas; the UI at /api/docs, the JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  if (!docsEnabled(app.config)) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${app.config.SITE_NAME} API`,
        description:
          'The site API. Paths, payload fields and response fields follow the classic Ran Online web panel so existing clients keep working. Errors are `{ message, error?, errors? }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /api/processlogin' },
          cookie: { type: 'apiKey', in: 'cookie', name: sessionCookieName(app.config) },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles as it renders; allowed on the docs pages only, never on the site.
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
}
