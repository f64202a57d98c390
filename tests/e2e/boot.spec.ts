import { expect, settle, test } from './fixtures.ts';

/**
 * The loader (src/client/boot.ts, docs/decisions/0051-scripts-after-first-paint.md): a server-rendered page
 * names its scripts without loading them, and the loader asks for them only once the browser has painted
 * the page, the page's own scripts together with the app's. It fails if a script is asked for before the
 * paint (the first paint then waits for the scripts on a slow phone), or if the page's scripts wait until
 * the app's entry has run.
 */
for (const address of ['/', '/itemshop']) {
  test(`${address}: the app's scripts are asked for after the first paint, all at once`, async ({ page }) => {
    await page.goto(address);
    await settle(page);
    const timing = await page.evaluate(() => {
      const listed = (name: string) =>
        (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '')
          .split(' ')
          .filter(Boolean)
          .map((src) => new URL(src, location.href).href);
      const fetched = new Map(
        performance
          .getEntriesByType('resource')
          .map((entry) => [entry.name, entry as PerformanceResourceTiming]),
      );
      const at = (src: string) => fetched.get(src) ?? null;
      const [entry, ...chunks] = listed('app-scripts');
      return {
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
        entry: entry ? { start: at(entry)?.startTime, end: at(entry)?.responseEnd } : null,
        others: [...chunks, ...listed('page-scripts')].map((src) => ({ src, start: at(src)?.startTime })),
        pageScripts: listed('page-scripts').length,
      };
    });
    // The page as the server sends it loads one script, the loader, and preloads none.
    const html = await (await page.request.get(address)).text();
    expect(html.match(/<script[^>]* src=/g)).toHaveLength(1);
    expect(html).not.toContain('modulepreload');
    expect(timing.firstPaint).not.toBeNull();
    expect(timing.entry?.start).toBeGreaterThanOrEqual(timing.firstPaint!);
    expect(timing.pageScripts).toBeGreaterThan(0);
    for (const { src, start } of timing.others) {
      expect(start, `${src} was fetched`).toBeDefined();
      expect(start!, `${src} after the first paint`).toBeGreaterThanOrEqual(timing.firstPaint!);
      // Asked for by the loader, not by the module that imports it once that has arrived.
      expect(start!, `${src} before the entry arrived`).toBeLessThan(timing.entry!.end!);
    }
  });
}
