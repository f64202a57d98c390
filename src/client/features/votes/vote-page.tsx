import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PlayerVoteSite, VoteState } from '#shared/contracts/votes.ts';
import votesEn from '#shared/i18n/votes.en.ts';
import { manilaDateAndTime } from '#shared/manila-time.ts';
import { formatWhole } from '#shared/numbers.ts';
import { CURRENCY_LABEL } from '#shared/shop-rules.ts';
import { voteStateQueryOptions } from '../../api/votes.ts';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { registerArea, type Translate } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { Link } from '../../router/link.tsx';
import { patchStoredUser, useStoredUser } from '../../session/user-store.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import './votes.css';

registerArea(votesEn, { fil: () => import('#shared/i18n/votes.fil.ts') });

/** How long until `until` from `now`, as the page says it: '11 h 59 min', '5 min', 'less than a minute'. */
function waitText(t: Translate, until: string, now: string): string {
  const minutes = Math.ceil((new Date(until).getTime() - new Date(now).getTime()) / 60_000);
  if (minutes <= 1) return t('votes.wait.soon');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('votes.wait.minutes', { minutes: rest });
  return rest === 0
    ? t('votes.wait.hours', { hours })
    : t('votes.wait.hoursMinutes', { hours, minutes: rest });
}

function SiteCard({ site, now }: { site: PlayerVoteSite; now: string }) {
  const t = useT();
  const titleId = `vote-site-${site.id}`;
  const { language } = useLanguage();
  return (
    <li className="vote-card" aria-labelledby={titleId} data-testid="vote-site">
      <h2 id={titleId}>{site.name}</h2>
      <p>
        {withParts(
          t,
          'votes.reward',
          {
            reward: (
              <strong>
                {formatWhole(site.rewardAmount)} {CURRENCY_LABEL[site.rewardCurrency]}
              </strong>
            ),
          },
          { hours: site.cooldownHours },
        )}
      </p>
      {site.nextVoteAt ? (
        <p data-testid="vote-wait">
          {t('votes.voted', { wait: waitText(t, site.nextVoteAt, now) })}{' '}
          <span className="muted">({manilaDateAndTime(site.nextVoteAt, language)})</span>
        </p>
      ) : (
        <p data-testid="vote-ready">{t('votes.ready')}</p>
      )}
      <a className="btn btn--primary" href={site.link} rel="noopener">
        {site.nextVoteAt ? t('votes.voteNoReward') : t('votes.voteNow')}
        <span className="sr-only">{t('votes.onSite', { site: site.name })}</span>
      </a>
    </li>
  );
}

function Recent({ state }: { state: VoteState }) {
  const t = useT();
  const { language } = useLanguage();
  if (state.recent.length === 0) return null;
  return (
    <section aria-labelledby="vote-recent-title">
      <h2 id="vote-recent-title">{t('votes.recent')}</h2>
      <ul className="vote-recent">
        {state.recent.map((v) => (
          <li key={`${v.at}-${v.siteName}-${v.outcome}`}>
            {manilaDateAndTime(v.at, language)}, {v.siteName}:{' '}
            {v.outcome === 'credited' && v.rewardAmount !== null && v.rewardCurrency
              ? `+${formatWhole(v.rewardAmount)} ${CURRENCY_LABEL[v.rewardCurrency]}`
              : t('votes.noReward', { reason: t(`votes.refusals.${v.reason ?? 'none'}`) })}
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
  const t = useT();
  usePageTitle(t('votes.title'));
  const user = useStoredUser();
  const state = useQuery(voteStateQueryOptions(user !== null));
  const balances = state.data?.balances;
  useEffect(() => {
    if (balances) patchStoredUser({ UserPoint: balances.userPoints, UserPoint2: balances.userPoints2 });
  }, [balances]);

  return (
    <section aria-labelledby="vote-title">
      <h1 id="vote-title" className="crumb">
        {t('votes.title')}
      </h1>
      {!user && (
        <p>{withParts(t, 'votes.signIn', { signIn: <Link to="/login">{t('votes.signInLink')}</Link> })}</p>
      )}
      <p>{t('votes.intro')}</p>
      {state.isPending && user && (
        <p role="status" className="muted">
          {t('votes.loading')}
        </p>
      )}
      {state.isError && (
        <div role="alert">
          <p>{t('votes.failed')}</p>
          <button type="button" className="btn btn--small" onClick={() => void state.refetch()}>
            {t('votes.tryAgain')}
          </button>
        </div>
      )}
      {state.data && (
        <>
          <dl className="vote-balances" aria-label={t('votes.balance')}>
            <div>
              <dt>{CURRENCY_LABEL.rcoin}</dt>
              <dd data-testid="vote-balance-rcoin">{formatWhole(state.data.balances.userPoints)}</dd>
            </div>
            <div>
              <dt>{CURRENCY_LABEL.milleage}</dt>
              <dd data-testid="vote-balance-milleage">{formatWhole(state.data.balances.userPoints2)}</dd>
            </div>
          </dl>
          {state.data.sites.length === 0 ? (
            <p>{t('votes.noSites')}</p>
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
