import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startMeasuredSite } from './local-site.ts';
import { BENCH_ROUTES, type BenchRoute } from './routes.ts';

/**
 * `npm run bench`: starts the built site on loopback (embedded PostgreSQL unless DATABASE_URL is set) and
 * measures each route's throughput as a ratio to the bare route (/api/bare: same hooks, no work) measured
 * in the same process and run, just before that route, plus p99 latency. Bounded: BENCH_SECONDS per route (default 5), loopback only.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Result {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  ratioToBare?: number;
}

async function measure(baseUrl: string, route: BenchRoute): Promise<Result> {
  const result = await autocannon({
    url: `${baseUrl}${route.path}`,
    method: route.method ?? 'GET',
    headers: { 'accept-encoding': 'gzip', ...route.headers },
    body: route.body,
    connections,
    duration: seconds,
  });
  return {
    name: route.name,
    path: route.path,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const { base, close } = await startMeasuredSite('bench');
  try {
    // Each route is measured right after a fresh bare-route run, and divided by it: the ratio then
    // compares like with like even when the machine's load drifts during the run.
    const bare = { name: 'bare route', path: '/api/bare' };
    await measure(base, { ...bare, name: 'warm-up' });
    const results: Result[] = [];
    const bareRuns: number[] = [];
    for (const route of BENCH_ROUTES) {
      const bareRun = await measure(base, bare);
      const result = await measure(base, route);
      result.ratioToBare = Math.round((result.requestsPerSecond / bareRun.requestsPerSecond) * 100) / 100;
      bareRuns.push(bareRun.requestsPerSecond);
      results.push(result);
    }
    const bareRps = bareRuns.reduce((a, b) => a + b, 0) / bareRuns.length;

    console.log(`\nBenchmark: ${seconds}s per route, ${connections} connections, loopback`);
    console.log(
      `bare route: ${Math.round(bareRps)} req/s (lowest ${Math.min(...bareRuns)}, highest ${Math.max(...bareRuns)}; each ratio uses the run just before its route)`,
    );
    console.table(
      results.map((r) => ({
        route: r.name,
        path: r.path,
        'req/s': r.requestsPerSecond,
        'ratio to bare': r.ratioToBare,
        'p99 ms': r.p99Ms,
        'non-2xx': r.non2xx,
        errors: r.errors,
      })),
    );
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      'test-results/bench.json',
      JSON.stringify({ seconds, connections, bareRps, results }, null, 2),
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
