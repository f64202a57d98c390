// Pure and zod-free: used by the shop and history pages.
import type { PageFields } from './contracts/paging.ts';

/** One element of the pager (docs/product/shop-and-wallet.md, Pager). */
export type PagerEntry =
  | { kind: 'prev' | 'next' | 'last'; label: string; page: number; href: string | null }
  | { kind: 'page'; label: string; page: number; href: string | null; current: boolean }
  | { kind: 'ellipsis'; label: '...' };

export interface PagerInput {
  /** Target path with its query, e.g. '/itemshop?category=0'; links are this plus '&page={n}'. */
  target: string;
  page: number;
  lastPage: number;
  adjacents?: number;
}

const PAGER_ADJACENTS = 2;
/** Below this many pages every page is listed; above it the ellipsis branch runs. */
const PAGER_FULL_LIST_LIMIT = 1000;

export function pageHref(target: string, page: number): string {
  return `${target}&page=${page}`;
}

/** Whether a click on `to` should change the page: never below 1, above the last page or to the same. */
export function isPageChange(to: number, current: number, lastPage: number): boolean {
  return Number.isInteger(to) && to >= 1 && to <= lastPage && to !== current;
}

/**
 * The classic adjacent-pages pager: [Previous], numbers, [Next], [Last]. Disabled ends have no href; the
 * current page has no href. With more than 1000 + 2 x adjacents pages, numbers become the first two
 * pages, a window of `adjacents` around the current page and the last two pages, joined by ellipses.
 */
export function buildPager({
  target,
  page,
  lastPage,
  adjacents = PAGER_ADJACENTS,
}: PagerInput): PagerEntry[] {
  const last = Math.max(0, Math.floor(lastPage));
  const current = Math.min(Math.max(1, Math.floor(page)), Math.max(1, last));
  const link = (n: number) => pageHref(target, n);
  const num = (n: number): PagerEntry => ({
    kind: 'page',
    label: String(n),
    page: n,
    href: n === current ? null : link(n),
    current: n === current,
  });
  const gap: PagerEntry = { kind: 'ellipsis', label: '...' };
  const out: PagerEntry[] = [
    { kind: 'prev', label: 'Previous', page: current - 1, href: current > 1 ? link(current - 1) : null },
  ];
  const lpm1 = last - 1;
  if (last <= PAGER_FULL_LIST_LIMIT + adjacents * 2) {
    for (let n = 1; n <= last; n++) out.push(num(n));
  } else if (current < 1 + adjacents * 2) {
    // Near the start: the first pages, an ellipsis, the last two.
    for (let n = 1; n < 4 + adjacents * 2; n++) out.push(num(n));
    out.push(gap, num(lpm1), num(last));
  } else if (last - adjacents * 2 > current && current > adjacents * 2) {
    // In the middle: first two, a window around the current page, last two.
    out.push(num(1), num(2), gap);
    for (let n = current - adjacents; n <= current + adjacents; n++) out.push(num(n));
    out.push(gap, num(lpm1), num(last));
  } else {
    // Near the end: first two, an ellipsis, the last pages.
    out.push(num(1), num(2), gap);
    for (let n = last - (2 + adjacents * 2); n <= last; n++) out.push(num(n));
  }
  const atEnd = current >= last;
  out.push(
    { kind: 'next', label: 'Next', page: current + 1, href: atEnd ? null : link(current + 1) },
    { kind: 'last', label: 'Last', page: last, href: atEnd ? null : link(last) },
  );
  return out;
}

/**
 * The paging fields every paged response carries (docs/product/api.md, Conventions), from this one helper for
 * every list (shop, histories, news): the classic panel's arithmetic, unclamped. prev_page is page - 1 (0 on
 * the first page), next_page is page + 1 (past the last on the last page), last_page is ceil(total / size)
 * (0 when empty) and lpm1 is last_page - 1. Clients decide from last_page whether a neighbour exists.
 */
export function pageFields(page: number, total: number, pageSize: number): PageFields {
  const last = Math.ceil(total / pageSize);
  return { prev_page: page - 1, next_page: page + 1, last_page: last, lpm1: last - 1 };
}
