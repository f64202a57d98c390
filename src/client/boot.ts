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

function start() {
  if (started) return;
  started = true;
  // The app's entry and the chunks it imports (the build lists them, vite.config.ts), then the scripts of
  // the page on screen (the server names them, src/server/modules/pages/server-bundle.ts): all fetched at
  // once, instead of each only when the one before it asks for it.
  const [entry, ...chunks] = listed(APP_SCRIPTS);
  for (const href of [...chunks, ...listed(PAGE_SCRIPTS)]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (entry) void import(/* @vite-ignore */ entry);
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
