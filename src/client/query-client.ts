import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client.ts';

/** The one set of query defaults, for the browser (main.tsx) and for each server render (entry-server.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors will not fix themselves; retry only network blips and 5xx, once.
        retry: (count, error) =>
          count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        // Offline, a call fails at once with the catalogue's network message instead of waiting, paused, for
        // the connection to come back (docs/product/phones.md).
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  });
}
