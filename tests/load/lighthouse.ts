import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from '../support/median.ts';
import { CHROME } from './bare-chromium.ts';
import { brandSite } from './brand-site.ts';
import { startMeasuredSite } from './local-site.ts';
import { pagesFrom } from './public-pages.ts';

/**
 * `npm run lighthouse`: Lighthouse (mobile preset, the default) against the built site in the local
 * Chromium, LIGHTHOUSE_RUNS times per page (default 5), reporting the median of each figure. The site runs
 * in a process of its own and Lighthouse in another, so neither waits for this script. A run that fails by
 * itself (Chromium crashing or timing out on a busy machine) is tried again, up to LIGHTHOUSE_ATTEMPTS times
 * (default 3). Lighthouse is fetched by npx on first use, so it costs nothing in `npm install`.
 * LIGHTHOUSE_REPORTS=folder keeps the runs' full reports. LIGHTHOUSE_BRANDED=1 first brands the site as an
 * operator would (brand-site.ts: an uploaded logo and site icon, its own colours and texts) and checks that
 * / carries them, so the figures are the branded site's.
 */
const PAGES = pagesFrom(process.env.LIGHTHOUSE_PAGES);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const ATTEMPTS = Number(process.env.LIGHTHOUSE_ATTEMPTS ?? 3);
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

/** One Lighthouse run in its own process; resolves with its exit code. */
function runLighthouse(url: string, out: string): Promise<number | null> {
  const child = spawn(
    'npx',
    [
      '--yes',
      'lighthouse@13.5.0',
      url,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      // --disable-dev-shm-usage: a small /dev/shm (containers) otherwise crashes Chromium mid-run.
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-dev-shm-usage',
      '--output=json',
      `--output-path=${out}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return new Promise((resolve) => {
    child.once('error', () => resolve(null));
    child.once('exit', (code) => resolve(code));
  });
}

/** A page's address as a file name: / is "home", /news?topic=1 is "news-topic-1". */
const reportName = (page: string) => page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

const failedAccessibility = new Set<string>();

function readFigures(out: string): Record<string, number> {
  const report = JSON.parse(readFileSync(out, 'utf8'));
  if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  const figures: Record<string, number> = {};
  for (const [name, category] of Object.entries(report.categories as Record<string, { score: number }>)) {
    figures[name] = Math.round(category.score * 100);
  }
  for (const metric of METRICS) figures[metric] = report.audits[metric].numericValue;
  // How fast Lighthouse found this machine's processor: figures are comparable only between like machines.
  figures['benchmark-index'] = report.environment.benchmarkIndex;
  // What keeps accessibility under 100, named, so the figure can be acted on.
  const audits = report.audits as Record<string, { score: number | null }>;
  for (const ref of report.categories.accessibility.auditRefs as { id: string; weight: number }[]) {
    if (ref.weight > 0 && audits[ref.id]?.score === 0) failedAccessibility.add(ref.id);
  }
  return figures;
}

/** A run, tried again when it fails by itself; only a page that fails every attempt stops the script. */
async function lighthouse(url: string, out: string): Promise<Record<string, number>> {
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    rmSync(out, { force: true });
    const code = await runLighthouse(url, out);
    try {
      if (code !== 0) throw new Error(`exit code ${code}`);
      return readFigures(out);
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      console.error(`lighthouse ${url}: attempt ${attempt} of ${ATTEMPTS} failed (${lastError})`);
    }
  }
  throw new Error(`lighthouse failed for ${url} ${ATTEMPTS} times; last: ${lastError}`);
}

async function main() {
  const site = await startMeasuredSite('lighthouse');
  const { base, close } = site;
  // LIGHTHOUSE_REPORTS=folder keeps every run's full report there (its long tasks, its trace figures).
  const kept = process.env.LIGHTHOUSE_REPORTS;
  if (kept) mkdirSync(kept, { recursive: true });
  const reportDir = kept ?? mkdtempSync(path.join(tmpdir(), 'ran-lighthouse-reports-'));
  const rows: Record<string, string | number>[] = [];
  const branded = process.env.LIGHTHOUSE_BRANDED === '1';
  try {
    if (branded) await brandSite(site);
    for (const page of PAGES) {
      const runs: Record<string, number>[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await lighthouse(`${base}${page}`, path.join(reportDir, `${reportName(page)}-${i}.json`)));
      const pick = (key: string) => median(runs.map((r) => r[key] ?? Number.NaN));
      rows.push({
        page,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        'best practices': pick('best-practices'),
        seo: pick('seo'),
        'FCP ms': Math.round(pick('first-contentful-paint')),
        'LCP ms': Math.round(pick('largest-contentful-paint')),
        'TBT ms': Math.round(pick('total-blocking-time')),
        CLS: Math.round(pick('cumulative-layout-shift') * 1000) / 1000,
        'benchmark index': Math.round(pick('benchmark-index')),
      });
    }
    console.log(`\nLighthouse, mobile preset, median of ${RUNS} runs per page${branded ? ', branded' : ''}`);
    console.table(rows);
    if (failedAccessibility.size > 0)
      console.log(`Accessibility audits failed in some run: ${[...failedAccessibility].join(', ')}`);
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/lighthouse.json', JSON.stringify({ runs: RUNS, branded, rows }, null, 2));
  } finally {
    await close();
    if (!kept) rmSync(reportDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
