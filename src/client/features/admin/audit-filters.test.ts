import { describe, expect, it } from 'vitest';
import { type AuditQuery, auditQuerySchema } from '#shared/contracts/admin.ts';
import {
  auditChange,
  auditQuery,
  auditRecord,
  auditSearch,
  auditStaff,
  auditValue,
  filtersFromSearch,
  manilaDateTime,
  NO_FILTERS,
} from './audit-filters.ts';

describe('audit filters and the address query', () => {
  it('keeps only the filters that are set, trimmed, in a fixed order, and the page past the first', () => {
    const filters = { ...NO_FILTERS, to: '2026-11-30', action: '  news.update ', staff: 'gm_ana' };
    expect(auditQuery(filters)).toEqual({ staff: 'gm_ana', action: 'news.update', to: '2026-11-30' });
    expect(auditSearch(filters, 3)).toBe('staff=gm_ana&action=news.update&to=2026-11-30&page=3');
    expect(auditSearch(NO_FILTERS)).toBe('');
    expect(auditSearch(NO_FILTERS, 1)).toBe('');
  });

  it('encodes what a filter may contain, and reads it back from the address unchanged', () => {
    const filters = { ...NO_FILTERS, record: 'news:12', staff: 'a&b=c' };
    const search = auditSearch(filters);
    expect(search).toBe('staff=a%26b%3Dc&record=news%3A12');
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual(filters);
  });

  it('reads only its own fields from the address, missing ones as empty', () => {
    expect(filtersFromSearch(new URLSearchParams('from=2026-11-01&page=4&other=x'))).toEqual({
      ...NO_FILTERS,
      from: '2026-11-01',
    });
  });

  it('gives the API a query its contract accepts', () => {
    const query = auditQuery(
      { staff: 'gm_ana', action: 'news.update', record: 'news:12', from: '2026-11-01', to: '2026-11-30' },
      2,
    );
    const parsed: AuditQuery = auditQuerySchema.parse(query);
    expect(parsed).toEqual({ ...query, page: 2 });
  });
});

describe('audit row text', () => {
  it('shows the time on the Manila clock (UTC+8), across the date line', () => {
    expect(manilaDateTime('2026-11-23T17:05:00.000Z')).toBe('2026-11-24 01:05');
    expect(manilaDateTime('2026-11-23T01:05:00+08:00')).toBe('2026-11-23 01:05');
  });

  it('writes each change as field: old → new, with missing values named and objects as JSON', () => {
    expect(auditChange({ field: 'title', old: 'Patch 1', new: 'Patch 2' })).toBe('title: Patch 1 → Patch 2');
    expect(auditChange({ field: 'published', old: null, new: true })).toBe('published: (none) → true');
    expect(auditChange({ field: 'tags', old: undefined, new: { a: [1] } })).toBe('tags: (none) → {"a":[1]}');
  });

  it('cuts long values so one change cannot fill the screen', () => {
    const text = auditValue('x'.repeat(500));
    expect(text).toBe(`${'x'.repeat(120)}…`);
  });

  it('names the record with its id when there is one, and a command-line change as such', () => {
    expect(auditRecord({ recordType: 'news', recordId: '12' })).toBe('news:12');
    expect(auditRecord({ recordType: 'settings', recordId: null })).toBe('settings');
    expect(auditStaff({ by: 'staff', staff: { userNum: 3, userId: 'gm_ana' }, player: null })).toBe('gm_ana');
    expect(auditStaff({ by: 'command', staff: null, player: null })).toBe('command line');
    expect(auditStaff({ by: 'player', staff: null, player: { userNum: 9, userId: 'lina' } })).toBe(
      'lina (player)',
    );
    expect(auditStaff({ by: 'site', staff: null, player: null })).toBe('the site (game’s answer)');
  });
});
