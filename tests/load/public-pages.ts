/** The public pages of the phones-first goal (docs/product/performance.md), measured by the page scripts. */
const PUBLIC_PAGES = [
  '/',
  '/news',
  '/news?topic=1',
  '/topic/1',
  '/rankings',
  '/itemshop',
  '/instructions',
  '/download',
  '/gallery',
];

/** The pages a script measures: `/a,/b` in its environment variable, or every public page. */
export const pagesFrom = (list: string | undefined) => list?.split(',') ?? PUBLIC_PAGES;
