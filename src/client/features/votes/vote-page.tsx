import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PlayerVoteSite, VoteState } from '#shared/contracts/votes.ts';
import { manilaDateAndTime } from '#shared/manila-time.ts';
import { formatWhole } from '#shared/numbers.ts';
import { CURRENCY_LABEL } from '#shared/shop-rules.ts';
import { VOTE_REFUSAL_TEXT, waitText } from '#shared/votes.ts';
import { voteStateQueryOptions } from '../../api/votes.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { Link } from '../../router/link.tsx';
import { patchStoredUser, useStoredUser } from '../../session/user-store.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import './votes.css';

function SiteCard({ site, now }: { site: PlayerVoteSite; now: string }) {
  const titleId = `vote-site-${site.id}`;
  const { language } = useLanguage();
  return (
    <li className="vote-card" aria-labelledby={titleId} data-testid="vote-site">
      <h2 id={titleId}>{site.name}</h2>
      <p>
        Reward:{' '}
        <strong>
          {formatWhole(site.rewardAmount)} {CURRENCY_LABEL[site.rewardCurrency]}
        </strong>{' '}
        every {site.cooldownHours} hours
      </p>
      {site.nextVoteAt ? (
        <p data-testid="vote-wait">
          Voted. Vote again in {waitText(site.nextVoteAt, now)}{' '}
          <span className="muted">({manilaDateAndTime(site.nextVoteAt, language)})</span>
        </p>
      ) : (
        <p data-testid="vote-ready">You can vote now.</p>
      )}
      <a className="btn btn--primary" href={site.link} rel="noopener">
        {site.nextVoteAt ? 'Vote (no reward yet)' : 'Vote now'}
        <span className="sr-only"> on {site.name}</span>
      </a>
    </li>
  );
}

function Recent({ state }: { state: VoteState }) {
  const { language } = useLanguage();
  if (state.recent.length === 0) return null;
  return (
    <section aria-labelledby="vote-recent-title">
      <h2 id="vote-recent-title">Your recent votes</h2>
      <ul className="vote-recent">
        {state.recent.map((v) => (
          <li key={`${v.at}-${v.siteName}-${v.outcome}`}>
            {manilaDateAndTime(v.at, language)}, {v.siteName}:{' '}
            {v.outcome === 'credited' && v.rewardAmount !== null && v.rewardCurrency
              ? `+${formatWhole(v.rewardAmount)} ${CURRENCY_LABEL[v.rewardCurrency]}`
              : `no reward (${v.reason ? VOTE_REFUSAL_TEXT[v.reason].toLowerCase() : 'refused'})`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /vote (docs/product/votes.md): the vote sites the operator turned on, each with its reward, when the player
 * may be rewarded there again, and the link carrying the player's vote reference. The reward arrives when
 * the vote site tells the server of the vote, so the page reads itself again whenever it is shown.
 */
function VotePage() {
  usePageTitle('Vote for Points');
  const user = useStoredUser();
  const state = useQuery(voteStateQueryOptions(user !== null));
  const balances = state.data?.balances;
  useEffect(() => {
    if (balances) patchStoredUser({ UserPoint: balances.userPoints, UserPoint2: balances.userPoints2 });
  }, [balances]);

  return (
    <section aria-labelledby="vote-title">
      <h1 id="vote-title" className="crumb">
        Vote for Points
      </h1>
      {!user && (
        <p>
          <Link to="/login">Sign in</Link> to vote for the server and be rewarded.
        </p>
      )}
      <p>
        Vote for the server on these sites. Each vote the site confirms to us adds its reward to your balance
        once per cooldown; come back here after voting to see it.
      </p>
      {state.isPending && user && (
        <p role="status" className="muted">
          Loading…
        </p>
      )}
      {state.isError && (
        <div role="alert">
          <p>The vote sites could not be loaded. Please try again.</p>
          <button type="button" className="btn btn--small" onClick={() => void state.refetch()}>
            Try again
          </button>
        </div>
      )}
      {state.data && (
        <>
          <dl className="vote-balances" aria-label="Your balance">
            <div>
              <dt>R-Coin</dt>
              <dd data-testid="vote-balance-rcoin">{formatWhole(state.data.balances.userPoints)}</dd>
            </div>
            <div>
              <dt>Milleage</dt>
              <dd data-testid="vote-balance-milleage">{formatWhole(state.data.balances.userPoints2)}</dd>
            </div>
          </dl>
          {state.data.sites.length === 0 ? (
            <p>There are no vote sites to vote on yet. Please check back soon.</p>
          ) : (
            <ul className="vote-sites">
              {state.data.sites.map((site) => (
                <SiteCard key={site.id} site={site} now={state.data.now} />
              ))}
            </ul>
          )}
          <Recent state={state.data} />
        </>
      )}
    </section>
  );
}

export default VotePage;
