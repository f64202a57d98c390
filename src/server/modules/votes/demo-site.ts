import type { DemoVoteResult, DemoVoteSite } from '#shared/contracts/votes.ts';
import { demoLinkSite } from '#shared/votes.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, HttpError, notFound } from '../../http-error.ts';
import * as repo from './repository.ts';

/**
 * The demo vote site (outside production only; docs/product/votes.md, The demo vote site): the stand-in
 * of a top site that a demo can reach. Its Vote buttons make this server send the callback the site's kind
 * documents, with the stored key, over HTTP to its own /api/vote-callbacks/:siteId, so the production
 * verification and crediting are what run. demo-routes.ts registers it only when NODE_ENV is not
 * production.
 */

/** One callback as the top site would send it: its method, query and (GTop100) form body. */
interface DemoCallback {
  method: 'GET' | 'POST';
  query: Record<string, string>;
  form: Record<string, string> | null;
}

/** Sends `callback` to this server's own callback route for the site; answers the HTTP status. */
export type DemoCallbackSender = (siteId: number, callback: DemoCallback) => Promise<number>;

/** The site, only when its link leads to the demo vote page: no other site's key is ever sent from here. */
async function demoSiteRow(db: Db, siteId: number): Promise<repo.VoteSiteRow> {
  const site = await repo.findSite(db, siteId);
  if (!site || demoLinkSite(site.link_template) !== site.id) {
    throw notFound('There is no demo vote site here: only a vote site whose link is the demo vote page.');
  }
  return site;
}

export async function demoSite(db: Db, siteId: number): Promise<DemoVoteSite> {
  const site = await demoSiteRow(db, siteId);
  return { id: site.id, name: site.name, kind: site.kind, isEnabled: site.is_enabled };
}

/**
 * The callback a top site of `site.kind` sends for a vote, or null when it sends none: only GTop100 tells
 * of a vote that did not count (Successful 1); the others are simply silent about it.
 */
export function demoCallback(
  site: Pick<repo.VoteSiteRow, 'kind' | 'pingback_key'>,
  vote: { reference: string; voterIp: string; counted: boolean },
): DemoCallback | null {
  switch (site.kind) {
    case 'gtop100':
      return {
        method: 'POST',
        query: {},
        form: {
          pingbackkey: site.pingback_key ?? '',
          pingUsername: vote.reference,
          VoterIP: vote.voterIp,
          Successful: vote.counted ? '0' : '1',
          Reason: vote.counted ? 'Demo vote counted' : 'Demo: this address already voted today',
        },
      };
    case 'xtremetop100':
      return vote.counted
        ? { method: 'GET', query: { custom: vote.reference, votingip: vote.voterIp }, form: null }
        : null;
    case 'topg':
      return vote.counted
        ? { method: 'GET', query: { p_resp: vote.reference, ip: vote.voterIp }, form: null }
        : null;
    case 'top100arena':
      return vote.counted ? { method: 'GET', query: { postback: vote.reference }, form: null } : null;
  }
}

/**
 * A press of the demo page's button by the signed-in player: the reference must be their own (the demo
 * credits nobody else), then the site's callback goes out. The answer is the callback route's status; a
 * callback the route did not take (not 200) is a 503, as a real top site would retry it.
 */
export async function castDemoVote(
  db: Db,
  send: DemoCallbackSender,
  vote: { siteId: number; userNum: number; reference: string; voterIp: string; counted: boolean },
): Promise<DemoVoteResult> {
  const site = await demoSiteRow(db, vote.siteId);
  if ((await repo.referenceOf(db, vote.userNum)) !== vote.reference) {
    throw forbidden('This vote link is not yours: open it again from your Vote for Points page.');
  }
  const callback = demoCallback(site, vote);
  if (!callback) return { callbackSent: false, status: null };
  const status = await send(site.id, callback);
  if (status !== 200) {
    throw new HttpError(503, `The demo vote site’s callback was answered ${status}; try again.`);
  }
  return { callbackSent: true, status };
}
