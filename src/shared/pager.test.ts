import { describe, expect, it } from 'vitest';
import { buildPager, isPageChange, type PagerEntry, pageFields, pageHref } from './pager.ts';

const labels = (entries: PagerEntry[]) =>
  entries.map((e) => (e.kind === 'page' && e.current ? `[${e.label}]` : e.label));

describe('pager: the full-list branch (last page <= 1000 + 2 x adjacents)', () => {
  it('lists every page with Previous, Next and Last, the current page marked and unlinked', () => {
    const pager = buildPager({ target: '/itemshop?category=0', page: 2, lastPage: 4 });
    expect(labels(pager)).toEqual(['Previous', '1', '[2]', '3', '4', 'Next', 'Last']);
    const current = pager.find((e) => e.kind === 'page' && e.current);
    expect(current && 'href' in current ? current.href : 'x').toBeNull();
    expect(pager[0]).toMatchObject({ kind: 'prev', href: '/itemshop?category=0&page=1' });
    expect(pager.at(-2)).toMatchObject({ kind: 'next', href: '/itemshop?category=0&page=3' });
    expect(pager.at(-1)).toMatchObject({ kind: 'last', href: '/itemshop?category=0&page=4' });
  });

  it('greys Previous on the first page and Next and Last on the last page', () => {
    const first = buildPager({ target: '/x?a=1', page: 1, lastPage: 3 });
    expect(first[0]).toMatchObject({ kind: 'prev', href: null });
    const last = buildPager({ target: '/x?a=1', page: 3, lastPage: 3 });
    expect(last.at(-2)).toMatchObject({ kind: 'next', href: null });
    expect(last.at(-1)).toMatchObject({ kind: 'last', href: null });
  });

  it('still lists every page right at the limit of 1004 pages', () => {
    const pager = buildPager({ target: '/t?x=1', page: 500, lastPage: 1004 });
    expect(pager.filter((e) => e.kind === 'page')).toHaveLength(1004);
    expect(pager.some((e) => e.kind === 'ellipsis')).toBe(false);
  });

  it('handles zero pages (an empty list) with everything greyed', () => {
    const pager = buildPager({ target: '/t?x=1', page: 1, lastPage: 0 });
    expect(labels(pager)).toEqual(['Previous', 'Next', 'Last']);
    expect(pager.every((e) => e.kind === 'ellipsis' || e.href === null)).toBe(true);
  });
});

describe('pager: the ellipsis branch (last page > 1000 + 2 x adjacents)', () => {
  const lastPage = 2000;
  it('near the start: the first pages, an ellipsis, the last two', () => {
    expect(labels(buildPager({ target: '/t?x=1', page: 2, lastPage }))).toEqual([
      'Previous',
      '1',
      '[2]',
      '3',
      '4',
      '5',
      '6',
      '7',
      '...',
      '1999',
      '2000',
      'Next',
      'Last',
    ]);
  });
  it('in the middle: first two, a window of two either side, last two', () => {
    expect(labels(buildPager({ target: '/t?x=1', page: 900, lastPage }))).toEqual([
      'Previous',
      '1',
      '2',
      '...',
      '898',
      '899',
      '[900]',
      '901',
      '902',
      '...',
      '1999',
      '2000',
      'Next',
      'Last',
    ]);
  });
  it('near the end: first two, an ellipsis, the last pages', () => {
    expect(labels(buildPager({ target: '/t?x=1', page: 1999, lastPage }))).toEqual([
      'Previous',
      '1',
      '2',
      '...',
      '1994',
      '1995',
      '1996',
      '1997',
      '1998',
      '[1999]',
      '2000',
      'Next',
      'Last',
    ]);
  });
  it('honours a custom adjacents value', () => {
    const pager = buildPager({ target: '/t?x=1', page: 900, lastPage: 5000, adjacents: 1 });
    expect(labels(pager)).toEqual([
      'Previous',
      '1',
      '2',
      '...',
      '899',
      '[900]',
      '901',
      '...',
      '4999',
      '5000',
      'Next',
      'Last',
    ]);
  });
});

describe('page changes and paging fields', () => {
  it('ignores a change below 1, above the last page or to the current page', () => {
    expect(isPageChange(0, 1, 5)).toBe(false);
    expect(isPageChange(6, 1, 5)).toBe(false);
    expect(isPageChange(3, 3, 5)).toBe(false);
    expect(isPageChange(4, 3, 5)).toBe(true);
  });
  it('builds links as target plus &page=n', () => {
    expect(pageHref('/shoppurchases?', 3)).toBe('/shoppurchases?&page=3');
  });
  it('computes prev, next, last and lpm1', () => {
    expect(pageFields(2, 25, 12)).toEqual({ prev_page: 1, next_page: 3, last_page: 3, lpm1: 2 });
    expect(pageFields(1, 0, 12)).toEqual({ prev_page: 0, next_page: 2, last_page: 0, lpm1: -1 });
  });
});
