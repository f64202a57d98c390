/**
 * The page's first script, and a tiny one: the rest of the site's code is fetched only once the browser has
 * painted the page. A server-rendered page is readable at once, so on slow mobile data its text and
 * pictures are on screen before the JavaScript is even asked for, and arrive without competing with it
 * (docs/product/performance.md). A tab that is hidden, and so paints nothing, starts at once.
 */
const APP_SCRIPTS = 'app-scripts';
const PAGE_SCRIPTS = 'page-scripts';

let started = false;

/** The addresses a <meta name> lists, separated by spaces. */
const listed = (name: string) =>
  (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '').split(' ').filter(Boolean);

function preload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/**
 * A task of its own: the browser may paint and answer input between two. A message rather than a timer,
 * which a hidden tab (a link opened in the background) would hold back for a second or more each time.
 * The app has the same helper (ui/tasks.ts); the loader imports nothing, so that it stays one small file.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** `step` for each item, each in a task of its own, in order (a step that returns a promise is awaited). */
async function eachTask<T>(items: T[], step: (item: T) => unknown) {
  for (const item of items) {
    await step(item);
    await nextTask();
  }
}

function start() {
  if (started) return;
  started = true;
  // The app's entry and the chunks it imports (the build lists them, vite.config.ts), then the scripts of
  // the page on screen (the server names them, src/server/modules/pages/server-bundle.ts): all fetched at
  // once, instead of each only when the one before it asks for it. Each preload is a task of its own: each
  // costs the main thread a request's set-up (2 ms on a slow machine, four times that on a phone), and
  // twenty-odd in one task made a long task of their own (docs/product/performance.md).
  // Then the app's chunks are run one task each, the entry last. Running a module runs what it imports
  // first, so the order is the one the entry alone would give; only the work is cut at the files' seams.
  // React's own chunk (vite.config.ts) is most of it, and as part of one task it was the page's longest.
  // A chunk that fails to arrive stops the rest: the entry could not run without it.
  const [entry, ...chunks] = listed(APP_SCRIPTS);
  if (!entry) return;
  void eachTask([entry, ...chunks, ...listed(PAGE_SCRIPTS)], preload);
  eachTask([...chunks, entry], (script) => import(/* @vite-ignore */ script)).catch(() => undefined);
}

/**
 * The first paint as the browser records it (Paint Timing), which no page timer can hold back. Every
 * browser the site supports records it (those since 2023: docs/decisions/0005-declarative-router-and-lean-shell.md).
 */
function afterFirstPaint(then: () => void) {
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    then();
  }).observe({ type: 'paint', buffered: true });
}

if (document.visibilityState === 'hidden') start();
else {
  afterFirstPaint(start);
  document.addEventListener('visibilitychange', start, { once: true });
}
