import { queryOptions } from '@tanstack/react-query';
import type { VoteState } from '#shared/contracts/votes.ts';
import { api } from './client.ts';

/** Vote for points (docs/product/votes.md): the player's /vote page. */

const voteKeys = { state: ['votes'] as const };

/**
 * The sites, links and cooldowns. Read afresh whenever the page is shown again (the player comes back from
 * a vote site in this tab or another): the credit arrives by the site's callback, not through this page.
 */
export const voteStateQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: voteKeys.state,
    queryFn: ({ signal }) => api.get<VoteState>('votes', { signal }),
    enabled: signedIn,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
