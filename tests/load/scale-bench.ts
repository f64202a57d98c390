import autocannon from 'autocannon';
import { loadConfig } from '../../src/server/config.ts';
import { freePort } from '../../src/server/db/embedded.ts';
import { type RunningSite, startSite } from '../../src/server/main.ts';
import { BENCH_ROUTES } from './routes.ts';

/**
 * `npm run bench:scale`: does any public route's cost grow with the data? Two sites run at once, one on the
 * demo database (SMALL_DATABASE_URL) and one on a large one (LARGE_DATABASE_URL: the demo plus
 * `npm run seed:large`, a million characters and a million purchases). Each route of `npm run bench` is
 * measured on both, alternately, ROUNDS times, and the large site's median throughput is divided by the
 * small site's: both halves of each ratio ran in the same minute, so a busy machine skews both alike.
 * The bar: every ratio at least 0.8. Loopback only; the databases are not changed (no seeding).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.ROUNDS ?? 3);

async function start(url: string): Promise<RunningSite> {
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    NODE_ENV: 'production',
    SEED_DEMO: 'never',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
  });
  return startSite(config, () => {});
}

async function requestsPerSecond(base: string, path: string): Promise<number> {
  const result = await autocannon({
    url: `${base}${path}`,
    headers: { 'accept-encoding': 'gzip' },
    connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const small = process.env.SMALL_DATABASE_URL;
  const large = process.env.LARGE_DATABASE_URL;
  if (!small || !large)
    throw new Error('Set SMALL_DATABASE_URL (demo data) and LARGE_DATABASE_URL (demo + seed:large).');
  const sites = [await start(small), await start(large)] as const;
  try {
    const rows = [];
    for (const route of BENCH_ROUTES) {
      const figures: [number[], number[]] = [[], []];
      for (let round = 0; round < rounds; round++) {
        for (const [i, site] of sites.entries())
          figures[i]!.push(await requestsPerSecond(site.url, route.path));
      }
      const [smallRps, largeRps] = figures.map(median) as [number, number];
      rows.push({
        route: route.name,
        'demo req/s': Math.round(smallRps),
        'large req/s': Math.round(largeRps),
        'large / demo': Math.round((largeRps / smallRps) * 100) / 100,
      });
    }
    console.log(
      `\nScale benchmark: ${rounds} alternating rounds of ${seconds}s per route and site, ${connections} connections`,
    );
    console.table(rows);
  } finally {
    for (const site of sites) await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
