import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('makes http and https addresses links and leaves the rest as typed', () => {
    expect(linkify('See https://example.com/help. Or <b>http://x.test/a?b=1</b>')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/help', href: 'https://example.com/help' },
      { kind: 'text', text: '. Or <b>' },
      { kind: 'link', text: 'http://x.test/a?b=1', href: 'http://x.test/a?b=1' },
      { kind: 'text', text: '</b>' },
    ]);
  });

  it('never links another scheme', () => {
    expect(linkify('javascript:alert(1) data:text/html,hi')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,hi' },
    ]);
  });

  it('keeps closing punctuation with the sentence', () => {
    expect(linkify('(https://example.com)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'https://example.com', href: 'https://example.com' },
      { kind: 'text', text: ')' },
    ]);
  });
});
