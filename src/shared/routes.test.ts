import { describe, expect, it } from 'vitest';
import { BROWSER_ROUTES, isKnownBrowserRoute } from './browser-routes.ts';
import { withoutTrailingSlashes } from './routes.ts';

describe('browser routes', () => {
  it('knows every listed path, parameters filled in, in any case and with a trailing slash', () => {
    for (const pattern of BROWSER_ROUTES) {
      const path = pattern.replace(/:\w+/g, '42');
      expect(isKnownBrowserRoute(path), path).toBe(true);
      expect(isKnownBrowserRoute(path.toUpperCase()), path).toBe(true);
      if (path !== '/') expect(isKnownBrowserRoute(`${path}/`), path).toBe(true);
    }
  });

  it('does not know pages the client does not have', () => {
    const paths = ['/nope', '/topic', '/topic/', '/topic/1/2', '/home/x', '/checkticket/1/2', '/ticket/x'];
    for (const path of paths) {
      expect(isKnownBrowserRoute(path), path).toBe(false);
    }
  });

  it('drops trailing slashes, keeping the root', () => {
    expect(withoutTrailingSlashes('/')).toBe('/');
    expect(withoutTrailingSlashes('////')).toBe('/');
    expect(withoutTrailingSlashes('/news/')).toBe('/news');
    expect(withoutTrailingSlashes('/news///')).toBe('/news');
    expect(withoutTrailingSlashes('/a//b')).toBe('/a//b');
    expect(withoutTrailingSlashes('')).toBe('');
  });
});
