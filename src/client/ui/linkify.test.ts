import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('makes http and https addresses links and keeps the rest as text', () => {
    expect(linkify('See https://example.com/a?b=1, then http://x.ph.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'http://x.ph', href: 'http://x.ph' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes and leaves markup as text', () => {
    const text = '<a href="javascript:alert(1)">x</a> javascript:alert(1) data:text/html,hi';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  it('stops an address at a quote or angle bracket', () => {
    expect(linkify('<https://ok.example/"onmouseover=1>')).toEqual([
      { kind: 'text', text: '<' },
      { kind: 'link', text: 'https://ok.example/', href: 'https://ok.example/' },
      { kind: 'text', text: '"onmouseover=1>' },
    ]);
  });
});
