import { randomBytes } from 'node:crypto';
import type { VoteSiteInput } from '#shared/contracts/votes.ts';
import { demoLinkSite, demoVoteLink } from '#shared/votes.ts';
import type { Db } from '../db/database.ts';
import { createSite, listSites, updateSite } from '../modules/votes/admin-service.ts';
import type { SeedReport } from './seed-report.ts';

/**
 * Two vote sites whose links lead to the demo vote page (docs/product/votes.md, The demo vote site), so a
 * newcomer can vote on a fresh demo and see the reward arrive by the real callback route. Their key is
 * random and never printed: only the server sends it. Not in production, where the demo page does not exist.
 */
const DEMO_SITES: Omit<VoteSiteInput, 'linkTemplate' | 'pingbackKey'>[] = [
  {
    name: 'GTop100 (demo)',
    kind: 'gtop100',
    allowedAddresses: [],
    rewardAmount: 50,
    rewardCurrency: 'rcoin',
    cooldownHours: 12,
    isEnabled: true,
  },
  {
    name: 'TopG (demo)',
    kind: 'topg',
    // TopG's callbacks are proved by their sender's address: the demo page's come from this machine.
    allowedAddresses: ['127.0.0.1', '::1'],
    rewardAmount: 100,
    rewardCurrency: 'milleage',
    cooldownHours: 24,
    isEnabled: true,
  },
];

const AUTHOR = { staff: null, ip: null };
const ORIGIN = 'http://localhost';

export async function seedVoteSites(db: Db, report: SeedReport): Promise<void> {
  if (process.env.NODE_ENV === 'production') return;
  const { sites } = await listSites(db, ORIGIN);
  if (sites.some((site) => demoLinkSite(site.linkTemplate) !== null)) {
    report.notes.push('demo vote sites exist already: vote on them from /vote');
    return;
  }
  for (const demo of DEMO_SITES) {
    const input: VoteSiteInput = {
      ...demo,
      pingbackKey: demo.kind === 'gtop100' ? randomBytes(18).toString('base64url') : '',
      // The link names the site's id, known once it is stored: made with a placeholder, then pointed home.
      linkTemplate: demoVoteLink(0),
    };
    const made = await createSite(db, input, AUTHOR, ORIGIN);
    await updateSite(
      db,
      made.id,
      { ...input, pingbackKey: '', linkTemplate: demoVoteLink(made.id), version: made.version },
      AUTHOR,
      ORIGIN,
      new Date(),
    );
    const reward = `${demo.rewardAmount} ${demo.rewardCurrency === 'rcoin' ? 'R-Coin' : 'Milleage'}`;
    report.notes.push(
      `vote site ${demo.name} = ${reward} every ${demo.cooldownHours} h, through the demo vote page (/vote)`,
    );
  }
}
