import { describe, expect, it } from 'vitest';
import { matchPath } from './match.ts';

describe('matchPath (the client router, as the server matches its list of pages)', () => {
  it('matches a fixed path whatever its case and trailing slashes', () => {
    expect(matchPath('/news', '/news')).toEqual({});
    expect(matchPath('/news', '/NEWS')).toEqual({});
    expect(matchPath('/news', '/news//')).toEqual({});
    expect(matchPath('/topup/success', '/Topup/Success/')).toEqual({});
  });

  it('refuses other paths, longer or shorter ones, and a prefix that is not a whole segment', () => {
    expect(matchPath('/news', '/newsletter')).toBeNull();
    expect(matchPath('/news', '/news/1')).toBeNull();
    expect(matchPath('/topup/success', '/topup')).toBeNull();
    expect(matchPath('/news', '/')).toBeNull();
  });

  it("'/' is the home page only", () => {
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '//')).toEqual({});
    expect(matchPath('/', '/home')).toBeNull();
  });

  it("reads a ':name' segment decoded, keeping its case, and never empty", () => {
    expect(matchPath('/topic/:id', '/topic/42')).toEqual({ id: '42' });
    expect(matchPath('/checkticket/:number', '/CheckTicket/AB-12/')).toEqual({ number: 'AB-12' });
    expect(matchPath('/topic/:id', '/topic/a%20b')).toEqual({ id: 'a b' });
    expect(matchPath('/topic/:id', '/topic/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
    expect(matchPath('/topic/:id', '/topic//')).toBeNull();
    expect(matchPath('/topic/:id', '/topic//x')).toBeNull();
  });

  it("a final '/*' takes any rest of the path, none included", () => {
    expect(matchPath('/admin/*', '/admin')).toEqual({ '*': '' });
    expect(matchPath('/admin/*', '/Admin/news/5/')).toEqual({ '*': 'news/5' });
    expect(matchPath('/admin/*', '/administrator')).toBeNull();
    expect(matchPath('/admin/*', '/')).toBeNull();
    expect(matchPath('/*', '/anything/at/all')).toEqual({ '*': 'anything/at/all' });
  });
});
