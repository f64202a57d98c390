import Fastify from 'fastify';
import { apiHeaders } from '../../src/server/plugins/security.ts';

/**
 * The yardstick `npm run bench` divides the site's bare route by: Fastify's own hello-world, nothing
 * registered, no logger, started in its own process on HOST:PORT. Whatever the bare route costs beyond this
 * is the site's own overhead (hooks, headers, logging).
 *
 * With HELLO_HEADERS=api it also sends the five security headers every API answer carries in production
 * (plugins/security.ts), set the way the site sets them (one callback hook): what those headers alone cost
 * a bare Fastify, so the bench can show how much of the bare route's overhead is owed to them.
 */
const app = Fastify();
if (process.env.HELLO_HEADERS === 'api') {
  const headers = apiHeaders(true);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
app.get('/', async () => ({ ok: true }));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
