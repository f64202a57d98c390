import type { Db } from '#server/db/database.ts';
import type { RankingFilter } from '#server/modules/rankings/repository.ts';
import * as repo from '#server/modules/rankings/repository.ts';
import { loadRankings } from '#server/modules/rankings/service.ts';
import { CLASSES } from '#shared/classes.ts';
import { manilaMonthKey } from '#shared/manila-time.ts';

/**
 * The rankings' cost on a large database, measured the one way `npm run seed:large` and
 * `npm run bench:game-sync` both print it, so their figures compare.
 */

export interface Spread {
  p50: number;
  p99: number;
}

function spread(samples: number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

const shown = (s: Spread) => `p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms`;

/** Times each ranking query alone (no cache), over every filter; the first round only warms the cache. */
export async function measureRankings(db: Db): Promise<{ anyList: Spread; oneTab: Spread; allFive: Spread }> {
  const month = `${manilaMonthKey(new Date())}-01`;
  const filters: RankingFilter[] = [];
  for (const school of [undefined, 0, 1, 2])
    for (const codes of [undefined, ...CLASSES.map((c) => c.codes)])
      filters.push({ school, codes, limit: 100 });
  const queries: [string, (f: RankingFilter) => Promise<unknown>][] = [
    ['level', (f) => repo.topByLevel(db, f)],
    ['money', (f) => repo.topByMoney(db, f)],
    ['mmr of the month', (f) => repo.topOfMonth(db, month, 'mmr', f)],
    ['kills of the month', (f) => repo.topOfMonth(db, month, 'kills', f)],
  ];
  const all: number[] = [];
  for (const [name, run] of queries) {
    const samples: number[] = [];
    for (let round = 0; round < 6; round++) {
      for (const f of filters) {
        const start = performance.now();
        await run(f);
        if (round > 0) samples.push(performance.now() - start);
      }
    }
    all.push(...samples);
    console.log(`  ${name}: ${shown(spread(samples))} (${samples.length} runs)`);
  }
  const whole: number[] = [];
  const tab: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const f of filters) {
      const query = { school: f.school, class: CLASSES.find((c) => c.codes === f.codes)?.key };
      let start = performance.now();
      await loadRankings(db, query);
      whole.push(performance.now() - start);
      start = performance.now();
      await loadRankings(db, { ...query, list: 'toplevel' });
      tab.push(performance.now() - start);
    }
  }
  const figures = { anyList: spread(all), oneTab: spread(tab), allFive: spread(whole) };
  console.log(`uncached ranking query, any list and filter: ${shown(figures.anyList)}`);
  console.log(`one tab (?list=toplevel): ${shown(figures.oneTab)}`);
  console.log(`all five lists (in parallel): ${shown(figures.allFive)}`);
  return figures;
}
