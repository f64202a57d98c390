import { mkdirSync, writeFileSync } from 'node:fs';
import { median } from '../support/median.ts';
import { launchBareChromium, type Send } from './bare-chromium.ts';
import { startMeasuredSite } from './local-site.ts';
import { pagesFrom } from './public-pages.ts';

/**
 * `npm run bench:phone`: how long each public page blocks the main thread while it loads, with Chromium's
 * processor slowed PHONE_CPU times (default 4, Lighthouse's figure for its phone; on a machine faster than
 * Lighthouse's reference computer a real phone is slower still) and DevTools attached with only the Page
 * domain on. The page's record is read with Runtime.evaluate, which does not turn the Runtime domain on, so
 * the page runs the same code as with no DevTools attached (tests/load/bare-chromium.ts says what the
 * Runtime domain adds). The page itself records its long animation frames; their blocking time after the
 * first paint is summed as Lighthouse sums its total blocking time. PHONE_RUNS loads per page (default 5),
 * PHONE_PAGES=/a,/b for fewer pages. PHONE_RUNTIME=on turns the Runtime domain on as Playwright and
 * Lighthouse do, to see what it adds.
 */
const PAGES = pagesFrom(process.env.PHONE_PAGES);
const RUNS = Number(process.env.PHONE_RUNS ?? 5);
const CPU = Number(process.env.PHONE_CPU ?? 4);
/**
 * The page is taken to be loaded once the app has taken it over and no long frame came for this long: the
 * quiet window Lighthouse's time to interactive waits for, which ends its total blocking time.
 */
const QUIET_MS = 5000;
/** Lighthouse's threshold: the part of a task past 50 ms blocks. */
const BLOCKING_AFTER_MS = 50;
const DEADLINE_MS = 60_000;
const RUNTIME = process.env.PHONE_RUNTIME === 'on';

/** Runs in the page before its own scripts: keeps every long animation frame for the summary below. */
const RECORDER = `(() => {
  const frames = [];
  new PerformanceObserver((list) => {
    for (const f of list.getEntries()) frames.push({
      start: f.startTime, end: f.startTime + f.duration, blocking: f.blockingDuration,
      scripts: f.scripts.filter((s) => s.duration >= 10).map((s) => ({ what: s.invoker, ms: s.duration })),
    });
  }).observe({ type: 'long-animation-frame', buffered: true });
  window.__phoneBlocking = () => ({
    ready: document.documentElement.hasAttribute('data-ready'),
    now: performance.now(),
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    frames,
  });
})();`;

interface Frame {
  start: number;
  end: number;
  blocking: number;
  scripts: { what: string; ms: number }[];
}
interface PageState {
  ready: boolean;
  now: number;
  fcp: number | null;
  frames: Frame[];
}

/** The page's record so far; null until the page has one (or while a navigation swaps its document). */
async function readState(send: Send): Promise<PageState | null> {
  try {
    const { result } = (await send('Runtime.evaluate', {
      expression: 'window.__phoneBlocking?.() ?? null',
      returnByValue: true,
    })) as { result: { value: PageState | null } };
    return result.value;
  } catch (error) {
    // Between two documents there is briefly no page to ask; anything else is a real failure.
    if (error instanceof Error && /context/i.test(error.message)) return null;
    throw error;
  }
}

/** One load of `url` in a fresh browser: the blocking time after the first paint, and its long frames. */
async function loadOnce(url: string): Promise<{ blocking: number; longest: number; frames: Frame[] }> {
  const browser = await launchBareChromium();
  try {
    const { send } = browser;
    await send('Page.enable');
    if (RUNTIME) await send('Runtime.enable');
    await send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await send('Page.addScriptToEvaluateOnNewDocument', { source: RECORDER });
    const { errorText } = (await send('Page.navigate', { url })) as { errorText?: string };
    if (errorText) throw new Error(`${url}: ${errorText}`);
    const deadline = Date.now() + DEADLINE_MS;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const state = await readState(send);
      const lastFrameEnd = Math.max(state?.fcp ?? 0, ...(state?.frames.map((f) => f.end) ?? []));
      if (state?.ready && state.fcp !== null && state.now - lastFrameEnd >= QUIET_MS) {
        const fcp = state.fcp;
        // As in total blocking time: only what comes after the first paint. A frame astride it counts as the
        // part after it would: that part's length past 50 ms.
        const after = state.frames.filter((f) => f.end > fcp);
        const blockingOf = (f: Frame) =>
          f.start >= fcp ? f.blocking : Math.max(0, Math.min(f.blocking, f.end - fcp - BLOCKING_AFTER_MS));
        return {
          blocking: after.reduce((sum, f) => sum + blockingOf(f), 0),
          longest: Math.max(0, ...after.map((f) => f.end - f.start)),
          frames: after.filter((f) => blockingOf(f) > 0),
        };
      }
      if (Date.now() > deadline) throw new Error(`${url} was not loaded and quiet within ${DEADLINE_MS} ms`);
    }
  } finally {
    await browser.close();
  }
}

/** The scripts behind a page's blocking frames, by name and total milliseconds over all its runs. */
function blamed(frames: Frame[]): string {
  const totals = new Map<string, number>();
  for (const frame of frames)
    for (const script of frame.scripts) {
      const name = script.what.replace(/^https?:\/\/[^/]+/, '');
      totals.set(name, (totals.get(name) ?? 0) + script.ms);
    }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
    .join('; ');
}

async function main() {
  const { base, close } = await startMeasuredSite('phone-blocking');
  const rows: Record<string, string | number>[] = [];
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(`${base}${page}`));
      const blocking = runs.map((r) => r.blocking);
      rows.push({
        page,
        'blocking ms (median)': Math.round(median(blocking)),
        'blocking ms (max)': Math.round(Math.max(...blocking)),
        'longest frame ms (median)': Math.round(median(runs.map((r) => r.longest))),
        'scripts in blocking frames': blamed(runs.flatMap((r) => r.frames)),
      });
    }
    const domains = RUNTIME ? 'the Page and Runtime domains on' : 'only the Page domain on';
    console.log(`\nBlocking time after the first paint, CPU ${CPU}x, ${domains}, ${RUNS} loads per page`);
    console.table(rows);
    mkdirSync('test-results', { recursive: true });
    const report = { cpu: CPU, runtimeDomain: RUNTIME, runs: RUNS, rows };
    writeFileSync('test-results/phone-blocking.json', JSON.stringify(report, null, 2));
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
