/**
 * zod probes whether it may compile its validators with `new Function`. The page's CSP has no
 * 'unsafe-eval', so the probe is refused and reported as a violation (in the console, and to any CSP
 * reporting) on every page that validates a form. `jitless` skips the probe; zod reads its settings from
 * this global object whichever chunk loads it first, so setting it here, before anything validates, holds
 * for every chunk. The server keeps the compiled validators.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
