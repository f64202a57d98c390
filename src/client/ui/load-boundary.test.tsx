import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { PageLoadFailed } from './load-boundary.tsx';

/** What a failed page tells the player: the network message only when its code did not arrive. */
describe('PageLoadFailed', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://example.test/assets/page.js',
    'error loading dynamically imported module: https://example.test/assets/page.js',
    'Importing a module script failed.',
  ])('a lost script (%s) is a network error', (message) => {
    const html = renderToStaticMarkup(<PageLoadFailed error={new TypeError(message)} />);
    expect(html).toContain(MESSAGES.networkError);
    expect(html).toContain('Try again');
  });

  it('any other failure is the unexpected error, not a network one', () => {
    for (const error of [
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('x'),
      'x',
    ]) {
      const html = renderToStaticMarkup(<PageLoadFailed error={error} />);
      expect(html).toContain(MESSAGES.unexpected);
      expect(html).not.toContain(MESSAGES.networkError);
    }
  });
});
