import { queryOptions } from '@tanstack/react-query';
import type { DemoVote, DemoVoteResult, DemoVoteSite, VoteState } from '#shared/contracts/votes.ts';
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

/** The demo vote page's site (outside production only; docs/product/votes.md, The demo vote site). */
export const demoVoteSiteQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['votes', 'demo-site', siteId] as const,
    queryFn: ({ signal }) =>
      api.get<DemoVoteSite>(`demo-vote-site/${encodeURIComponent(siteId)}`, { signal }),
    retry: false,
  });

/** A press of the demo vote page's button: the server sends the site's callback to itself. */
export const castDemoVote = (siteId: string, vote: DemoVote) =>
  api.post<DemoVoteResult>(`demo-vote-site/${encodeURIComponent(siteId)}/vote`, vote);
