import http from 'node:http';

/**
 * A load generator on Node's own HTTP client (its native llhttp parser), for large binary answers.
 * autocannon parses answers in JavaScript (http-parser-js), which slows by an order of magnitude on binary
 * bodies: measured here, the same 76 kB served as brotli bytes ran at about 1,000 req/s and as plain text at
 * 32,000, so a compressed file measured with it reports the load generator, not the server. Small answers
 * are still measured with autocannon, which outruns this client there.
 */
export async function nodeHttpLoad(options: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<{ requestsPerSecond: number; p99Ms: number; non2xx: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const request = http.get(options.url, { agent, headers: options.headers }, (response) => {
        if ((response.statusCode ?? 0) >= 300) non2xx++;
        response.resume();
        response.once('end', resolve);
        response.once('error', () => {
          errors++;
          resolve();
        });
      });
      request.once('error', () => {
        errors++;
        resolve();
      });
    });
  const connection = async () => {
    while (performance.now() < until) {
      const at = performance.now();
      await once();
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, connection));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    non2xx,
    errors,
  };
}
