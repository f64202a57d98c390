import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type MeasuredProcess, startMeasuredSite, startProcess } from './local-site.ts';
import { nodeHttpLoad } from './node-http-load.ts';
import { BENCH_ROUTES, type BenchRoute } from './routes.ts';
import { cpuMicros } from './server-cpu.ts';

/**
 * `npm run bench`: the built site runs in a process of its own (scripts/start.ts, production settings and
 * logging, embedded PostgreSQL unless DATABASE_URL is set); this process only generates load. Every figure
 * is a ratio to a yardstick measured just before it in the same run, so a busy machine's drift cancels out:
 * - the bare route (/api/bare: the site's whole stack of hooks, no work) against Fastify's own hello-world
 *   (tests/load/hello-world.ts, also a process of its own): the server's overhead;
 * - the same hello-world sending the five security headers of an API answer, against the plain one: what
 *   those headers alone cost, a ceiling the bare route cannot pass (it sends them too);
 * - the bare route against a second site process with request logging off (LOG_LEVEL=warn): what
 *   production's request log costs;
 * - the entry chunk as a browser asks for it (brotli) against the same file uncompressed, both measured with
 *   Node's own HTTP client (node-http-load.ts says why);
 * - each route of routes.ts against the bare route.
 * - with REDIS_URL (or BENCH_REDIS_URL) set, a rate-limited route on a third site process whose counters are in
 *   that Redis, loaded at the same time as the bare route on the first (both cores busy): how often the
 *   Redis circuit opened meanwhile, read from that process's log (BENCH_REDIS_ONLY=1 runs only this).
 * Beside each throughput ratio, the server's CPU time per request (tests/load/server-cpu.ts) gives the same
 * ratio as capacity (requests per server CPU second), which the load generator's own speed cannot skew.
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
  /** Server CPU time (all threads) per answered request, when /proc can tell. */
  cpuMicrosPerRequest?: number;
  /** The yardstick's rate in the run just before. */
  against?: { name: string; requestsPerSecond: number };
  ratio?: number;
  /** Requests per server CPU second, divided by the yardstick's. */
  capacityRatio?: number;
  /** The machine's one-minute load average as the measurement ended (other work skews every figure). */
  load?: number;
}

interface Target {
  base: string;
  route: BenchRoute;
  /** The server process answering, for its CPU time. */
  pid: number;
}

async function measure({ base, route, pid }: Target): Promise<Result> {
  const cpuBefore = cpuMicros(pid);
  const result = await throughput(base, route);
  const cpuAfter = cpuMicros(pid);
  const answered = result.requestsPerSecond * seconds;
  if (cpuBefore !== null && cpuAfter !== null && answered > 0) {
    result.cpuMicrosPerRequest = Math.round(((cpuAfter - cpuBefore) / answered) * 10) / 10;
  }
  result.load = Math.round((loadavg()[0] ?? 0) * 100) / 100;
  return result;
}

async function throughput(baseUrl: string, route: BenchRoute): Promise<Result> {
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
 * the median ratio (one pair on a busy machine can be far off either way) and every round's failures.
 */
async function compare(yardstick: Target, subject: Target, rounds = 1): Promise<Result> {
  const results: Result[] = [];
  for (let round = 0; round < rounds; round++) {
    const before = await measure(yardstick);
    const result = await measure(subject);
    result.against = { name: before.name, requestsPerSecond: before.requestsPerSecond };
    result.ratio = Math.round((result.requestsPerSecond / before.requestsPerSecond) * 100) / 100;
    if (before.cpuMicrosPerRequest && result.cpuMicrosPerRequest) {
      result.capacityRatio =
        Math.round((before.cpuMicrosPerRequest / result.cpuMicrosPerRequest) * 100) / 100;
    }
    results.push(result);
  }
  results.sort((a, b) => (a.ratio ?? 0) - (b.ratio ?? 0));
  const median = results[Math.floor(results.length / 2)] as Result;
  if (rounds === 1) return median;
  // A failed answer in any round is reported, not only those of the median one.
  const sum = (count: (r: Result) => number) => results.reduce((total, r) => total + count(r), 0);
  return {
    ...median,
    name: `${median.name} (median of ${rounds})`,
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}

/** What a process of its own answers on `path`, named for the tables. */
function processTarget(server: MeasuredProcess, name: string, path: string): Target {
  return { base: server.base, pid: server.child.pid ?? 0, route: { name, path } };
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

/** Lines of `file` matching `pattern` (0 when the file is not there). */
function countLines(file: string, pattern: RegExp): number {
  if (!existsSync(file)) return 0;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => pattern.test(line)).length;
}

const CIRCUIT_OPENED = /rate limits: Redis unreachable/;

/**
 * The Redis circuit under load: the bare route on the site and, at the same time, a rate-limited route (a
 * news article that does not exist: one Redis command per request, answered 404, then 429 once the limit
 * is reached) on a site process whose counters are in Redis. Each round reports how often the circuit
 * opened during it, from that process's log.
 */
async function redisCircuitUnderLoad(site: Awaited<ReturnType<typeof startMeasuredSite>>, redisUrl: string) {
  const shared = await site.startTwin('redis', { REDIS_URL: redisUrl });
  const limited: Target = {
    base: shared.base,
    pid: shared.child.pid ?? 0,
    route: { name: 'rate-limited article view, counted in Redis', path: '/api/getspecificnews/999999' },
  };
  const bare: Target = {
    base: site.base,
    pid: site.pid,
    route: { name: 'bare route, at the same time', path: '/api/bare' },
  };
  await measure({ ...limited, route: { ...limited.route, name: 'warm-up' } });
  const rows: (Result & { 'circuit openings': number })[] = [];
  for (let round = 0; round < rounds; round++) {
    const before = countLines(shared.logFile, CIRCUIT_OPENED);
    const [busy, counted] = await Promise.all([measure(bare), measure(limited)]);
    const openings = countLines(shared.logFile, CIRCUIT_OPENED) - before;
    rows.push({ ...counted, 'circuit openings': openings }, { ...busy, 'circuit openings': openings });
  }
  return { rows, total: countLines(shared.logFile, CIRCUIT_OPENED) };
}

async function main() {
  const site = await startMeasuredSite('bench');
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL;
  if (process.env.BENCH_REDIS_ONLY === '1') {
    try {
      if (!redisUrl) throw new Error('BENCH_REDIS_ONLY=1 needs REDIS_URL or BENCH_REDIS_URL.');
      const circuit = await redisCircuitUnderLoad(site, redisUrl);
      printCircuit(circuit);
      return;
    } finally {
      await site.close();
    }
  }
  const helloDir = mkdtempSync(path.join(tmpdir(), 'ran-bench-hello-'));
  // Every process starts inside the try, so one that fails to start leaves none of the others running.
  let hello: MeasuredProcess | undefined;
  let helloHeaders: MeasuredProcess | undefined;
  try {
    hello = await startProcess('tests/load/hello-world.ts', () => ({}), '/', `${helloDir}/hello.log`);
    helloHeaders = await startProcess(
      'tests/load/hello-world.ts',
      () => ({ HELLO_HEADERS: 'api' }),
      '/',
      `${helloDir}/hello-headers.log`,
    );
    const quiet = await site.startTwin('quiet', { LOG_LEVEL: 'warn' });
    console.log(
      `Load generator: this process (pid ${process.pid}); Fastify hello-world: pid ${hello.child.pid}, ` +
        `with the API's headers: pid ${helloHeaders.child.pid}; site without request logs: pid ${quiet.child.pid}.`,
    );
    const bare: Target = { base: site.base, pid: site.pid, route: { name: 'bare route', path: '/api/bare' } };
    const helloWorld = processTarget(hello, 'Fastify hello-world', '/');
    const helloWithHeaders = processTarget(
      helloHeaders,
      "Fastify hello-world with the API's security headers",
      '/',
    );
    const quietBare = processTarget(quiet, 'bare route, no request log (warn)', '/api/bare');
    await measure({ ...bare, route: { ...bare.route, name: 'warm-up' } });
    await measure({ ...helloWorld, route: { ...helloWorld.route, name: 'warm-up' } });
    await measure({ ...quietBare, route: { ...quietBare.route, name: 'warm-up' } });
    await measure({ ...helloWithHeaders, route: { ...helloWithHeaders.route, name: 'warm-up' } });

    const entry = entryChunk();
    const entryChunkAs = (name: string, encodings: string): Target => ({
      base: site.base,
      pid: site.pid,
      route: { name, path: entry, headers: { 'accept-encoding': encodings }, client: 'node' },
    });
    const overhead: Result[] = [
      await compare(helloWorld, bare, rounds),
      await compare(helloWorld, helloWithHeaders, rounds),
      await compare(
        quietBare,
        { ...bare, route: { name: 'bare route, production log (info)', path: '/api/bare' } },
        rounds,
      ),
      await compare(
        entryChunkAs('entry chunk, uncompressed', 'identity'),
        entryChunkAs('entry chunk, brotli', BROWSER_ENCODINGS),
        rounds,
      ),
    ];
    const routes: Result[] = [];
    for (const route of BENCH_ROUTES)
      routes.push(await compare(bare, { ...bare, route }, route.promised ? rounds : 1));

    console.log(
      `\nBenchmark: ${seconds}s per measurement, ${connections} connections, loopback; load generated in a ` +
        'separate process from the servers measured. Each ratio divides by the run just before it; the capacity ' +
        'ratio divides requests per server CPU second the same way.',
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
          'server µs/req': r.cpuMicrosPerRequest,
          'capacity ratio': r.capacityRatio,
          'p99 ms': r.p99Ms,
          load: r.load,
          'non-2xx': r.non2xx,
          errors: r.errors,
        })),
      );
    table(overhead);
    table(routes);
    const circuit = redisUrl ? await redisCircuitUnderLoad(site, redisUrl) : null;
    if (circuit) printCircuit(circuit);
    else
      console.log(
        '\nRedis circuit: not measured (REDIS_URL unset; set it or BENCH_REDIS_URL to measure it).',
      );
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      'test-results/bench.json',
      JSON.stringify({ seconds, connections, overhead, routes, circuit }, null, 2),
    );
  } finally {
    await hello?.close();
    await helloHeaders?.close();
    await site.close();
    rmSync(helloDir, { recursive: true, force: true });
  }
}

function printCircuit(circuit: Awaited<ReturnType<typeof redisCircuitUnderLoad>>): void {
  console.log(
    `\nRedis circuit under load: ${rounds} round(s) of ${seconds}s, each a rate-limited route counted in Redis ` +
      `and the bare route loaded at once (${connections} connections each). The circuit opened ` +
      `${circuit.total} time(s) in that process's whole run.`,
  );
  console.table(
    circuit.rows.map((r) => ({
      measured: r.name,
      'req/s': r.requestsPerSecond,
      'server µs/req': r.cpuMicrosPerRequest,
      'p99 ms': r.p99Ms,
      load: r.load,
      'circuit openings': r['circuit openings'],
      'non-2xx': r.non2xx,
      errors: r.errors,
    })),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
