import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { playerSearchQueryOptions } from '../../api/admin-players.ts';
import { Link } from '../../router/link.tsx';
import { useSearchParams } from '../../router/location.ts';
import { Field } from '../../ui/field.tsx';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { manilaDateTime } from './audit-filters.ts';
import { banText } from './player-format.ts';

/** Typing pauses this long before the search runs: one request per pause, not one per key. */
const SEARCH_DEBOUNCE_MS = 350;

/**
 * /admin/players: one box finds accounts by user number, user ID prefix, e-mail, name, character name or an
 * address. The search is in the address (?search=), so back and forward and a shared link show it again.
 */
function PlayersSearchPage() {
  usePageTitle('Players');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageParam(params.get('page'));
  const [text, setText] = useState(search);
  const results = useQuery(playerSearchQueryOptions(search, page));

  // The box follows the address when it changes from outside (back, forward, a link).
  useEffect(() => setText((typed) => (typed.trim() === search ? typed : search)), [search]);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return;
    const timer = setTimeout(
      () => setParams(wanted ? { search: wanted } : {}, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, search, setParams]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim();
    setParams(wanted ? { search: wanted } : {});
  };

  return (
    <section aria-labelledby="players-title">
      <h1 id="players-title" className="crumb">
        Players
      </h1>
      <search>
        <form className="console-search" aria-label="Player search" onSubmit={submit}>
          <Field id="player-search" label="Find a player" noMessage>
            <input
              id="player-search"
              type="search"
              value={text}
              maxLength={60}
              autoComplete="off"
              placeholder="user ID, e-mail, name, character, address or number"
              onChange={(e) => setText(e.target.value)}
            />
          </Field>
          <button type="submit" className="btn btn--primary">
            Search
          </button>
        </form>
      </search>
      {search === '' && (
        <p className="muted">Type at least a few letters of what you know about the player.</p>
      )}
      {search !== '' && results.isPending && (
        <p role="status" className="muted">
          Searching…
        </p>
      )}
      {results.isError && (
        <div role="alert" className="console__failed">
          <p>The search could not be run. Please try again.</p>
          <button type="button" className="btn btn--small" onClick={() => void results.refetch()}>
            Try again
          </button>
        </div>
      )}
      {results.data && results.data.data.length === 0 && <p role="status">No account matches “{search}”.</p>}
      {results.data && results.data.data.length > 0 && (
        <>
          <p role="status" className="muted">
            {results.data.total} {results.data.total === 1 ? 'account' : 'accounts'}
            {results.data.capped && ' (many more match: narrow the search)'}
          </p>
          <ScrollRegion className="console-table" label="Matching accounts">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">No.</th>
                  <th scope="col">User ID</th>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Type</th>
                  <th scope="col">Registered (Manila)</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {results.data.data.map((p) => (
                  <tr key={p.userNum} data-testid="player-row">
                    <td>{p.userNum}</td>
                    <td>
                      <Link to={`/admin/players/${p.userNum}`}>{p.userId}</Link>
                    </td>
                    <td>{p.name || '—'}</td>
                    <td>{p.email}</td>
                    <td>{p.userType}</td>
                    <td>
                      <time dateTime={p.createdAt}>{manilaDateTime(p.createdAt)}</time>
                    </td>
                    <td>{p.blocked ? banText(p.blocked) : 'Active'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <PagerNav
            target={`/admin/players?search=${encodeURIComponent(search)}`}
            page={results.data.page}
            lastPage={results.data.last_page}
            label="Search result pages"
          />
        </>
      )}
    </section>
  );
}

export default PlayersSearchPage;
