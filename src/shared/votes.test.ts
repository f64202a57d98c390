import { describe, expect, it } from 'vitest';
import { demoLinkSite, demoVoteLink, linkTemplateProblem } from './votes.ts';

describe('the demo vote page’s link', () => {
  it('is a vote link of its own, naming its site; any other path on the site is not', () => {
    expect(demoVoteLink(7)).toBe('/vote/demo-site/7?ref={reference}');
    expect(linkTemplateProblem(demoVoteLink(7))).toBeNull();
    expect(demoLinkSite(' /vote/demo-site/7?ref={reference} ')).toBe(7);
    for (const other of [
      '/vote/demo-site/7?ref={reference}&x=1',
      '/vote/demo-site/x?ref={reference}',
      '/topup?ref={reference}',
      '//evil.example/vote/demo-site/7?ref={reference}',
      'https://vote.example.com/vote/demo-site/7?ref={reference}',
    ]) {
      expect(demoLinkSite(other), other).toBeNull();
    }
    expect(linkTemplateProblem('/topup?ref={reference}')).toMatch(/not a web address/);
    expect(linkTemplateProblem('/vote/demo-site/7?ref=me')).toMatch(/exactly once/);
  });
});
