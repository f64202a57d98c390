import { useEffect, useState } from 'react';

/**
 * The `?token=` of a mailed link: null until read, '' when the address has none. Read in an effect, not
 * during render: React may render a component and throw that render away (StrictMode, a suspended or
 * interrupted render), so a render must not change anything outside itself. The address bar keeps the
 * token until it is used (dropLinkToken), so a reload or a retry before that still works.
 */
export function useLinkToken(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const inAddress = new URLSearchParams(window.location.search).get('token');
    // Drawn again after the token was dropped (the page re-mounted when the signed-in user was refreshed):
    // the same token, so its answer is read from the query cache and not asked for again.
    const dropped = lastDropped?.path === window.location.pathname ? lastDropped.token : null;
    setToken(inAddress ?? dropped ?? '');
  }, []);
  return token;
}

/** The token this page load last dropped from the address, in memory only (gone with a reload). */
let lastDropped: { path: string; token: string } | null = null;

/**
 * Removes a used token from the address bar and this history entry, so it does not linger in the browser
 * (or leak through a later Referer). Call it once the server has answered for the token.
 */
export function dropLinkToken(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return;
  lastDropped = { path: url.pathname, token };
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
