import { expect, test } from './fixtures.ts';
import { readLayoutShift, recordLayoutShift } from './layout-shift.ts';

/**
 * Issue 3: no layout shift as images, fonts and data load. The whole page's Cumulative Layout Shift (every
 * 'layout-shift' entry without recent input, summed) stays under 0.1 once the page has settled (network
 * idle, late content, fonts and images in: fixtures.ts settle), at both widths (desktop and phone).
 */

// The home page and /login are measured with their screenshots in shell.spec.ts.
for (const path of ['/news', '/rankings', '/itemshop', '/gallery', '/movies', '/serverinfo']) {
  test(
    `${path}: the whole page's layout shift stays under 0.1 as images, fonts and data load`,
    { tag: '@phone' },
    async ({ page }, info) => {
      await recordLayoutShift(page);
      await page.goto(path);
      const { cls, detail } = await readLayoutShift(page);
      info.annotations.push({ type: 'cls', description: `${path} ${info.project.name} ${cls.toFixed(4)}` });
      expect(cls, `layout shifts: ${detail}`).toBeLessThan(0.1);
    },
  );
}
