import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startMeasuredSite, startProcess } from './local-site.ts';
import { nodeHttpLoad } from './node-http-load.ts';
import { BENCH_ROUTES, type BenchRoute } from './routes.ts';

/**
 * `npm run bench`: the built site runs in a process of its own (scripts/start.ts, production settings and
 * logging, embedded PostgreSQL unless DATABASE_URL is set); this process only generates load. Every figure
 * is a ratio to a yardstick measured just before it in the same run, so a busy machine's drift cancels out:
 * - the bare route (/api/bare: the site's whole stack of hooks, no work) against Fastify's own hello-world
 *   (tests/load/hello-world.ts, also a process of its own): the server's overhead;
 * - the bare route against a second site process with request logging off (LOG_LEVEL=warn): what
 *   production's request log costs;
 * - the entry chunk as a browser asks for it (brotli) against the same file uncompressed, both measured with
 *   Node's own HTTP client (node-http-load.ts says why);
 * - each route of routes.ts against the bare route.
 * Bounded: BENCH_SECONDS per measurement (default 5), loopback only.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Rounds of each overhead comparison (BENCH_ROUNDS, default 3); routes are measured once. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

interface Result {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** The yardstick's rate in the run just before. */
  against?: { name: string; requestsPerSecond: number };
  ratio?: number;
}

async function measure(baseUrl: string, route: BenchRoute): Promise<Result> {
  if (route.client === 'node') {
    const load = await nodeHttpLoad({
      url: `${baseUrl}${route.path}`,
      headers: { 'accept-encoding': 'gzip', ...route.headers },
      connections,
      seconds,
    });
    return { name: route.name, path: route.path, ...load };
  }
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

/**
 * Measures the yardstick, then `subject` right after it, and divides; `rounds` times, keeping the round with
 * the median ratio (one pair on a busy machine can be far off either way).
 */
async function compare(
  yardstick: { base: string; route: BenchRoute },
  subject: { base: string; route: BenchRoute },
  rounds = 1,
): Promise<Result> {
  const results: Result[] = [];
  for (let round = 0; round < rounds; round++) {
    const before = await measure(yardstick.base, yardstick.route);
    const result = await measure(subject.base, subject.route);
    result.against = { name: before.name, requestsPerSecond: before.requestsPerSecond };
    result.ratio = Math.round((result.requestsPerSecond / before.requestsPerSecond) * 100) / 100;
    results.push(result);
  }
  results.sort((a, b) => (a.ratio ?? 0) - (b.ratio ?? 0));
  const median = results[Math.floor(results.length / 2)] as Result;
  return rounds > 1 ? { ...median, name: `${median.name} (median of ${rounds})` } : median;
}

/** The entry chunk's path, from the build's manifest (dist/client/.vite/manifest.json). */
function entryChunk(): string {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The client build has no entry chunk: run npm run build.');
  return `/${entry.file}`;
}

async function main() {
  const site = await startMeasuredSite('bench');
  const helloDir = mkdtempSync(path.join(tmpdir(), 'ran-bench-hello-'));
  const hello = await startProcess('tests/load/hello-world.ts', () => ({}), '/', `${helloDir}/hello.log`);
  try {
    const quiet = await site.startTwin('quiet', { LOG_LEVEL: 'warn' });
    console.log(
      `Load generator: this process (pid ${process.pid}); Fastify hello-world: pid ${hello.child.pid}; ` +
        `site without request logs: pid ${quiet.child.pid}.`,
    );
    const bare = { base: site.base, route: { name: 'bare route', path: '/api/bare' } };
    await measure(site.base, { ...bare.route, name: 'warm-up' });
    await measure(hello.base, { name: 'warm-up', path: '/' });
    await measure(quiet.base, { ...bare.route, name: 'warm-up' });

    const entry = entryChunk();
    const overhead: Result[] = [
      await compare({ base: hello.base, route: { name: 'Fastify hello-world', path: '/' } }, bare, rounds),
      await compare(
        { base: quiet.base, route: { name: 'bare route, no request log (warn)', path: '/api/bare' } },
        { base: site.base, route: { name: 'bare route, production log (info)', path: '/api/bare' } },
        rounds,
      ),
      await compare(
        {
          base: site.base,
          route: {
            name: 'entry chunk, uncompressed',
            path: entry,
            headers: { 'accept-encoding': 'identity' },
            client: 'node',
          },
        },
        {
          base: site.base,
          route: {
            name: 'entry chunk, brotli',
            path: entry,
            headers: { 'accept-encoding': BROWSER_ENCODINGS },
            client: 'node',
          },
        },
        rounds,
      ),
    ];
    const routes: Result[] = [];
    for (const route of BENCH_ROUTES) routes.push(await compare(bare, { base: site.base, route }));

    console.log(
      `\nBenchmark: ${seconds}s per measurement, ${connections} connections, loopback; load generated in a ` +
        'separate process from the servers measured. Each ratio divides by the run just before it.',
    );
    const table = (results: Result[]) =>
      console.table(
        results.map((r) => ({
          measured: r.name,
          path: r.path,
          'req/s': r.requestsPerSecond,
          against: r.against?.name,
          'its req/s': r.against?.requestsPerSecond,
          ratio: r.ratio,
          'p99 ms': r.p99Ms,
          'non-2xx': r.non2xx,
          errors: r.errors,
        })),
      );
    table(overhead);
    table(routes);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      'test-results/bench.json',
      JSON.stringify({ seconds, connections, overhead, routes }, null, 2),
    );
  } finally {
    await hello.close();
    await site.close();
    rmSync(helloDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
