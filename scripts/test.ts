import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * `npm test`: lint, typecheck, unit + API integration tests (real PostgreSQL) with a coverage summary,
 * the wall-clock timing tests on their own (one file at a time: vitest.config.ts), then the shared UI
 * parts' component tests and the browser tests when a Chromium is available. REQUIRE_BROWSER_TESTS=1 (CI) turns a missing Chromium into a failure.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const requireBrowser = process.env.REQUIRE_BROWSER_TESTS === '1';

function run(label: string, command: string, args: string[]): void {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name: string) => `node_modules/.bin/${name}`;
run('lint', 'npm', ['run', '--silent', 'lint']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
// Coverage of src/ is measured on the default project and printed as a summary; no threshold. The
// timing project runs apart and without coverage: instrumentation slows code paths unevenly, which is
// exactly what its wall-clock comparisons must not see.
run('unit, integration and process tests, with coverage', bin('vitest'), [
  'run',
  '--project',
  'default',
  '--coverage',
]);
run('wall-clock timing tests, one file at a time', bin('vitest'), ['run', '--project', 'timing']);

if (existsSync(chromium)) {
  run('component tests in Chromium', bin('vitest'), ['run', '--project', 'components']);
  run('browser tests', bin('playwright'), ['test']);
} else if (requireBrowser) {
  console.error(`\nBrowser tests are required but no Chromium was found at ${chromium}.`);
  process.exit(1);
} else {
  console.log(
    `\nSKIPPED browser tests: no Chromium at ${chromium} (install it: apt-get install -y chromium).`,
  );
}
console.log('\nAll test suites passed.');
