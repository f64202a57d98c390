import { useState } from 'react';

/**
 * Reads `?token=` from a mailed link once, then removes it from the address bar and history so it does not
 * linger in the browser (or leak through a later Referer).
 */
export function useLinkToken(): string {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  if (token && window.location.search.includes('token=')) {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return token;
}
