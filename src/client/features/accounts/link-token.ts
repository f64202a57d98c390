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
    setToken(new URLSearchParams(window.location.search).get('token') ?? '');
  }, []);
  return token;
}

/**
 * Removes a used token from the address bar and this history entry, so it does not linger in the browser
 * (or leak through a later Referer). Call it once the server has answered for the token.
 */
export function dropLinkToken(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
