import Fastify from 'fastify';

/**
 * The yardstick `npm run bench` divides the site's bare route by: Fastify's own hello-world, nothing
 * registered, no logger, started in its own process on HOST:PORT. Whatever the bare route costs beyond this
 * is the site's own overhead (hooks, headers, logging).
 */
const app = Fastify();
app.get('/', async () => ({ ok: true }));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
