import { useQuery } from '@tanstack/react-query';
import { VOTE_OUTCOMES, type VoteOutcome } from '#shared/votes.ts';
import {
  adminVoteSitesQueryOptions,
  adminVotesDailyQueryOptions,
  adminVotesQueryOptions,
  type VoteFilters,
} from '../../api/admin-votes.ts';
import { Link } from '../../router/link.tsx';
import { useSearchParams } from '../../router/location.ts';
import { Field } from '../../ui/field.tsx';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { manilaDateTime } from './audit-filters.ts';
import { ListState } from './console-notes.tsx';
import { voteResult } from './vote-format.ts';

const OUTCOME_TEXT: Record<VoteOutcome, string> = { credited: 'Credited', refused: 'Refused' };

const isOutcome = (value: string | null): value is VoteOutcome =>
  (VOTE_OUTCOMES as readonly string[]).includes(value ?? '');

function filtersOf(params: URLSearchParams): VoteFilters {
  const site = params.get('site') ?? '';
  const outcome = params.get('outcome');
  return {
    site: /^\d{1,9}$/.test(site) ? Number(site) : '',
    outcome: isOutcome(outcome) ? outcome : '',
    page: pageParam(params.get('page')),
  };
}

function queryOf(filters: VoteFilters): string {
  const query = new URLSearchParams();
  if (filters.site) query.set('site', String(filters.site));
  if (filters.outcome) query.set('outcome', filters.outcome);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}

function Daily() {
  const daily = useQuery(adminVotesDailyQueryOptions());
  // A table of zeros says nothing: without one credited vote, a sentence instead.
  const anyCredited = daily.data?.sites.some((s) => s.counts.some((n) => n > 0)) ?? false;
  return (
    <section aria-labelledby="votes-daily-title">
      <h2 id="votes-daily-title">Credited votes per day (last 30 days, Manila)</h2>
      <ListState query={daily} what="daily votes" />
      {daily.data && !anyCredited && <p>No credited votes in the last 30 days.</p>}
      {daily.data && anyCredited && (
        <ScrollRegion className="console-table" label="Credited votes per day">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Day</th>
                {daily.data.sites.map((s) => (
                  <th key={s.siteId} scope="col">
                    {s.siteName}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...daily.data.days].reverse().map((day) => {
                const i = daily.data.days.indexOf(day);
                return (
                  <tr key={day}>
                    <th scope="row">{day}</th>
                    {daily.data.sites.map((s) => (
                      <td key={s.siteId}>{s.counts[i]}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

/**
 * /admin/votes (docs/product/votes.md, Console): every callback the vote sites sent, credited or refused
 * and why, newest first, filtered by site and outcome; and the credited votes per day and site.
 */
function VotesPage() {
  usePageTitle('Votes');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useQuery(adminVotesQueryOptions(filters));
  const sites = useQuery(adminVoteSitesQueryOptions());
  const apply = (next: VoteFilters) => setParams(new URLSearchParams(queryOf(next)));
  return (
    <section aria-labelledby="votes-title">
      <h1 id="votes-title" className="crumb">
        Votes
      </h1>
      <p>
        <Link to="/admin/vote-sites">Vote sites: links, rewards, cooldowns and callback addresses</Link>
      </p>
      <h2>Votes received</h2>
      <form className="console-filters" aria-label="Filter votes" onSubmit={(e) => e.preventDefault()}>
        <Field id="votes-site" label="Site" noMessage>
          <select
            id="votes-site"
            value={filters.site}
            onChange={(e) =>
              apply({ ...filters, site: e.target.value ? Number(e.target.value) : '', page: 1 })
            }
          >
            <option value="">All</option>
            {sites.data?.sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="votes-outcome" label="Outcome" noMessage>
          <select
            id="votes-outcome"
            value={filters.outcome}
            onChange={(e) =>
              apply({ ...filters, outcome: isOutcome(e.target.value) ? e.target.value : '', page: 1 })
            }
          >
            <option value="">All</option>
            {VOTE_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {OUTCOME_TEXT[o]}
              </option>
            ))}
          </select>
        </Field>
      </form>
      <ListState query={list} what="votes" />
      {list.data && list.data.data.length === 0 && (
        <p>
          {filters.site || filters.outcome
            ? 'No votes match these filters.'
            : 'No votes yet: each callback a vote site sends is listed here, credited or refused.'}
        </p>
      )}
      {list.data && list.data.data.length > 0 && (
        <>
          <ScrollRegion className="console-table" label="Votes received">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Time (Manila)</th>
                  <th scope="col">Site</th>
                  <th scope="col">Player</th>
                  <th scope="col">Result</th>
                  <th scope="col">Voter / sender</th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((v) => (
                  <tr key={v.id} data-testid="vote-row">
                    <td>{manilaDateTime(v.at)}</td>
                    <td>{v.siteName ?? '—'}</td>
                    <td>
                      {v.userNum !== null ? (
                        <Link to={`/admin/players/${v.userNum}`}>{v.userId ?? v.userNum}</Link>
                      ) : (
                        <span className="muted">{v.reference ?? 'none'}</span>
                      )}
                    </td>
                    <td>
                      {voteResult(v)}
                      {v.detail && <span className="muted"> ({v.detail})</span>}
                    </td>
                    <td>
                      {v.voterIp ?? '—'} / {v.callerIp}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <PagerNav
            target={`/admin/votes?${queryOf({ ...filters, page: 1 })}`}
            page={list.data.page}
            lastPage={list.data.last_page}
            label="Vote pages"
          />
        </>
      )}
      <Daily />
    </section>
  );
}

export default VotesPage;
