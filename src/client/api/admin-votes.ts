import { queryOptions } from '@tanstack/react-query';
import type { Versioned } from '#shared/contracts/versions.ts';
import type {
  AdminVoteDaily,
  AdminVoteList,
  AdminVoteSite,
  AdminVoteSiteList,
  VoteSiteSave,
} from '#shared/contracts/votes.ts';
import type { VoteOutcome } from '#shared/votes.ts';
import { api } from './client.ts';

/** The console's vote sites and votes (src/shared/contracts/votes.ts): always fresh, never retried. */
export const adminVoteKeys = {
  sites: ['admin', 'vote-sites'] as const,
  votes: ['admin', 'votes'] as const,
  daily: ['admin', 'votes-daily'] as const,
  player: (userNum: number) => ['admin', 'player-votes', userNum] as const,
};

export const adminVoteSitesQueryOptions = () =>
  queryOptions({
    queryKey: adminVoteKeys.sites,
    queryFn: ({ signal }) => api.get<AdminVoteSiteList>('admin/vote-sites', { signal }),
    staleTime: 0,
    retry: false,
  });

export interface VoteFilters {
  site: number | '';
  outcome: VoteOutcome | '';
  page: number;
}

export const adminVotesQueryOptions = (filters: VoteFilters) =>
  queryOptions({
    queryKey: [...adminVoteKeys.votes, filters.site, filters.outcome, filters.page],
    queryFn: ({ signal }) =>
      api.get<AdminVoteList>('admin/votes', {
        signal,
        query: { site: filters.site || undefined, outcome: filters.outcome || undefined, page: filters.page },
      }),
    staleTime: 0,
    retry: false,
  });

export const adminVotesDailyQueryOptions = () =>
  queryOptions({
    queryKey: adminVoteKeys.daily,
    queryFn: ({ signal }) => api.get<AdminVoteDaily>('admin/votes/daily', { signal }),
    staleTime: 0,
    retry: false,
  });

export const adminPlayerVotesQueryOptions = (userNum: number, page: number) =>
  queryOptions({
    queryKey: [...adminVoteKeys.player(userNum), page],
    queryFn: ({ signal }) =>
      api.get<AdminVoteList>(`admin/players/${userNum}/votes`, { signal, query: { page } }),
    staleTime: 0,
    retry: false,
  });

export const adminVotesApi = {
  createSite: (values: VoteSiteSave) => api.post<AdminVoteSite>('admin/vote-sites', values),
  updateSite: (id: number, values: VoteSiteSave & Versioned) =>
    api.put<AdminVoteSite>(`admin/vote-sites/${id}`, values),
};
