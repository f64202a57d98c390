/**
 * The page's first script, and a tiny one: the rest of the site's code is fetched only once the browser has
 * painted the page. A server-rendered page is readable at once, so on slow mobile data its text and
 * pictures are on screen before the JavaScript is even asked for, and arrive without competing with it
 * (docs/decisions/0051-scripts-after-first-paint.md). A tab that is hidden, and so paints nothing, starts
 * at once. tests/e2e/boot.spec.ts fails if a script is asked for before the paint.
 */
let started = false;

/** The addresses a <meta name> lists, separated by spaces. */
const listed = (name: string) =>
  (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '').split(' ').filter(Boolean);

function start() {
  if (started) return;
  started = true;
  // The app's entry and the chunks it imports (the build lists them, vite.config.ts), and the scripts of
  // the page on screen (the server names them, src/server/modules/pages/server-bundle.ts): all asked for at
  // once, instead of each only when the module before it asks for it.
  const [entry, ...scripts] = [...listed('app-scripts'), ...listed('page-scripts')];
  if (!entry) return;
  for (const href of scripts) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(/* @vite-ignore */ entry).catch(() => undefined);
}

if (document.visibilityState === 'hidden') start();
else {
  // The first paint as the browser records it (Paint Timing), which no page timer can hold back. Every
  // browser the site supports records it (those since 2023: docs/decisions/0005).
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
}
