import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import votesEn from '#shared/i18n/votes.en.ts';
import { reportActionError } from '../../api/client.ts';
import { castDemoVote, demoVoteSiteQueryOptions } from '../../api/votes.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { Link } from '../../router/link.tsx';
import { useNavigate, useParams, useSearchParams } from '../../router/location.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import './votes.css';

registerArea(votesEn, { fil: () => import('#shared/i18n/votes.fil.ts') });

/**
 * /vote/demo-site/:id?ref=…: the demo vote site (development and demo only; docs/product/votes.md, The
 * demo vote site). It stands where a top site's vote page would: a button makes the server send the site's
 * real callback to its own callback route, then the player goes back to /vote, as after a real vote.
 */
function DemoVotePage() {
  const t = useT();
  usePageTitle(t('votes.demo.title'));
  const { id: siteId = '' } = useParams();
  const [params] = useSearchParams();
  const reference = params.get('ref') ?? '';
  const user = useStoredUser();
  const navigate = useNavigate();
  const site = useQuery(demoVoteSiteQueryOptions(siteId));
  const [busy, setBusy] = useState(false);

  const vote = async (counted: boolean) => {
    setBusy(true);
    try {
      await castDemoVote(siteId, { reference, counted });
      void navigate('/vote');
    } catch (error) {
      setBusy(false);
      reportActionError(error);
    }
  };

  const silent = site.data && site.data.kind !== 'gtop100';
  return (
    <section aria-labelledby="demo-vote-title">
      <h1 id="demo-vote-title" className="crumb">
        {t('votes.demo.title')}
      </h1>
      {site.isPending && <p role="status">{t('votes.demo.loading')}</p>}
      {site.isError && (
        <p>
          {t('votes.demo.missing')} <Link to="/vote">{t('votes.demo.back')}</Link>
        </p>
      )}
      {site.data && (
        <div className="demo-vote">
          <p>
            <strong>{t('votes.demo.standIn')}</strong>{' '}
            {withParts(t, 'votes.demo.explain', {
              site: <strong data-testid="demo-vote-site">{site.data.name}</strong>,
            })}
          </p>
          {!site.data.isEnabled && <p>{t('votes.demo.off')}</p>}
          {!user ? (
            <p>
              {withParts(t, 'votes.demo.signIn', {
                signIn: <Link to="/login">{t('votes.signInLink')}</Link>,
              })}
            </p>
          ) : reference === '' ? (
            <p>
              {withParts(t, 'votes.demo.noReference', {
                votePage: <Link to="/vote">{t('votes.title')}</Link>,
              })}
            </p>
          ) : (
            <>
              <div className="button-row">
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={busy}
                  onClick={() => void vote(true)}
                >
                  {t('votes.demo.vote')}
                </button>
                <button type="button" className="btn" disabled={busy} onClick={() => void vote(false)}>
                  {t('votes.demo.notCounted')}
                </button>
              </div>
              {silent && <p className="muted">{t('votes.demo.silent')}</p>}
            </>
          )}
        </div>
      )}
    </section>
  );
}

export default DemoVotePage;
