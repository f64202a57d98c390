import { spawn } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig, withDemoPayments } from '#server/config.ts';
import { startSite } from '#server/main.ts';

/**
 * `npm run dev`: the API (with its database) on API_PORT (default 3001) and Vite with hot reload on PORT
 * (default 3000), which proxies /api to it. Open the Vite address.
 */
async function main() {
  const apiPort = process.env.API_PORT ?? '3001';
  const config = loadConfig({ ...withDemoPayments(process.env), PORT: apiPort, HOST: '127.0.0.1' });
  const site = await startSite(config);
  const vite = spawn(process.execPath, [path.resolve('node_modules/vite/bin/vite.js')], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  });
  // Ctrl-C reaches Vite too (one foreground process group), so its exit and our signal race: the site is
  // closed once, whichever comes first.
  let stopping = false;
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    vite.kill('SIGTERM');
    await site.close();
    console.log('Stopped cleanly.');
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  vite.on('exit', (code) => void stop(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
