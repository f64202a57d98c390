import { describe, expect, it } from 'vitest';
import { keyNotices } from './cache-bus.ts';

describe('keyNotices', () => {
  it('names the topic and its keys in one notice when they fit', () => {
    expect(keyNotices('balance', ['1', '22', '333'])).toEqual(['balance:1,22,333']);
    expect(keyNotices('balance', [])).toEqual([]);
  });

  it('splits many keys into notices under PostgreSQL’s 8000-byte limit, losing none', () => {
    const keys = Array.from({ length: 3000 }, (_, i) => String(1_000_000 + i));
    const notices = keyNotices('balance', keys);
    expect(notices.length).toBeGreaterThan(1);
    for (const notice of notices) {
      expect(notice.length).toBeLessThan(8000);
      expect(notice.startsWith('balance:')).toBe(true);
    }
    expect(notices.flatMap((n) => n.slice('balance:'.length).split(','))).toEqual(keys);
  });
});
