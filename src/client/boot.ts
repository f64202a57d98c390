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

async function preloadEach(hrefs: string[]) {
  for (const href of hrefs) {
    preload(href);
    await nextTask();
  }
}

/**
 * Runs the app's chunks one task each, the entry last. Running a module runs what it imports first, so the
 * order is the same as the entry alone would give; only the work is cut at the files' seams. React's own
 * chunk (vite.config.ts) is most of it, and one task running it all was the page's longest.
 */
async function run(entry: string, chunks: string[]) {
  for (const chunk of chunks) {
    await import(/* @vite-ignore */ chunk).catch(() => undefined);
    await nextTask();
  }
  await import(/* @vite-ignore */ entry);
}

function start() {
  if (started) return;
  started = true;
  // The app's entry and the chunks it imports (the build lists them, vite.config.ts), then the scripts of
  // the page on screen (the server names them, src/server/modules/pages/server-bundle.ts): all fetched at
  // once, instead of each only when the one before it asks for it. Each preload is a task of its own: each
  // costs the main thread a request's set-up (2 ms on a slow machine, four times that on a phone), and
  // twenty-odd in one task made a long task of their own (docs/product/performance.md).
  const [entry, ...chunks] = listed(APP_SCRIPTS);
  if (!entry) return;
  void preloadEach([entry, ...chunks, ...listed(PAGE_SCRIPTS)]);
  void run(entry, chunks);
}

/**
 * The first paint as the browser records it (Paint Timing), which no page timer can hold back; where that
 * is not recorded, the task after the next frame.
 */
function afterFirstPaint(then: () => void) {
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      then();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(then));
}

if (document.visibilityState === 'hidden') start();
else {
  afterFirstPaint(start);
  document.addEventListener('visibilitychange', start, { once: true });
}
