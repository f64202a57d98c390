/**
 * The routes `npm run bench` measures, each against the bare route in the same run. A domain adds its hot
 * endpoints here. `headers` may carry what a real client sends (e.g. If-None-Match is NOT sent: we measure
 * full responses).
 */
export interface BenchRoute {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** 'node' for large binary answers (tests/load/node-http-load.ts says why); autocannon otherwise. */
  client?: 'node';
  /**
   * A ratio docs/product/performance.md promises: measured BENCH_ROUNDS times and the median kept, as the
   * overhead comparisons are, since one pair on a busy machine can be far off either way.
   */
  promised?: true;
}

export const BENCH_ROUTES: BenchRoute[] = [
  { name: 'health (database round trip)', path: '/api/health' },
  // Public pages are rendered on the server and cached per address (docs/decisions/0050): a visit must
  // cost about what a cached API answer costs (at least half the bare route).
  { name: 'home page HTML (rendered, cached)', path: '/', promised: true },
  { name: 'news page HTML (rendered, cached)', path: '/news', promised: true },
  { name: 'rankings page HTML (rendered, cached)', path: '/rankings', promised: true },
  { name: 'rankings (cached)', path: '/api/get-top-rankings-list' },
  { name: 'rankings one tab, as the page asks (cached)', path: '/api/get-top-rankings-list?list=toplevel' },
  { name: 'rankings school+class (cached)', path: '/api/get-top-rankings-list?school=1&class=archer' },
  { name: 'news list (cached)', path: '/api/getnewsall/0/8/1/0' },
  { name: 'news latest (cached)', path: '/api/getnewsall/2/1/0/1' },
  { name: 'downloads (cached)', path: '/api/getdownloadsall' },
  { name: 'site banners (cached)', path: '/api/getSiteBanners' },
  // Cached per category and page, cleared by catalogue changes and sell-outs: at least half the bare route.
  { name: 'item shop page (cached)', path: '/api/itemshop?category=0&page=1', promised: true },
  { name: 'top sales', path: '/api/topsales' },
];
