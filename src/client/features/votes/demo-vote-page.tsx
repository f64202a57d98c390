import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportActionError } from '../../api/client.ts';
import { castDemoVote, demoVoteSiteQueryOptions } from '../../api/votes.ts';
import { Link } from '../../router/link.tsx';
import { useNavigate, useParams, useSearchParams } from '../../router/location.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import './votes.css';

/**
 * /vote/demo-site/:id?ref=…: the demo vote site (development and demo only; docs/product/votes.md, The
 * demo vote site). It stands where a top site's vote page would: a button makes the server send the site's
 * real callback to its own callback route, then the player goes back to /vote, as after a real vote.
 */
function DemoVotePage() {
  usePageTitle('Demo Vote Site');
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
        Demo Vote Site
      </h1>
      {site.isPending && <p role="status">Loading the vote site…</p>}
      {site.isError && (
        <p>
          There is no such demo vote site. <Link to="/vote">Back to Vote for Points</Link>
        </p>
      )}
      {site.data && (
        <div className="demo-vote">
          <p>
            <strong>Demo stand-in for a top site.</strong> No real vote site is involved: this page plays{' '}
            <strong data-testid="demo-vote-site">{site.data.name}</strong> on development and demo sites, and
            its buttons make the server send that site’s real callback to itself.
          </p>
          {!site.data.isEnabled && <p>This vote site is switched off: a vote here will not count.</p>}
          {!user ? (
            <p>
              <Link to="/login">Sign in</Link>, then open this vote site again from Vote for Points.
            </p>
          ) : reference === '' ? (
            <p>
              This link carries no vote reference. Open it from <Link to="/vote">Vote for Points</Link>.
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
                  Vote
                </button>
                <button type="button" className="btn" disabled={busy} onClick={() => void vote(false)}>
                  Vote, but the site says it did not count
                </button>
              </div>
              {silent && (
                <p className="muted">
                  A site of this kind sends no callback for a vote it did not count, so the second button
                  sends nothing.
                </p>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}

export default DemoVotePage;
