import type { Page } from '@playwright/test';
import { settle } from './fixtures.ts';

/**
 * Cumulative Layout Shift of the whole page, as the browser reports it: every 'layout-shift' entry without
 * recent input, summed. recordLayoutShift before page.goto, readLayoutShift once the page is up.
 */

type Shift = { value: number; at: number; sources: string[] };

/** Installs the observer before any page script runs; read the result with readLayoutShift. */
export async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: Shift[] };
    w.__cls = 0;
    w.__shifts = [];
    const nameOf = (node: Node | null | undefined) => {
      if (!node) return '?';
      if (!(node instanceof Element)) return node.nodeName;
      const id = node.id ? `#${node.id}` : '';
      const cls =
        typeof node.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : '';
      return `${node.nodeName.toLowerCase()}${id}${cls}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        w.__shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((source) => nameOf(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Waits for the page to settle (network idle, the late carousel, fonts and images in, nothing moving:
 * conditions, not a fixed pause), then returns the summed shift and a readable list of them.
 */
export async function readLayoutShift(page: Page) {
  await settle(page);
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: Shift[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
  const detail = shifts.map((s) => `${s.value.toFixed(4)} @${s.at}ms [${s.sources.join(', ')}]`).join('; ');
  return { cls, detail };
}
