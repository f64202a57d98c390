/**
 * Messages of the vote pages (src/client/features/votes), in English.
 * This file defines the area's ids; votes.fil.ts has the same ones (docs/product/languages.md).
 */
const votes = {
  // /vote
  'votes.title': 'Vote for Points',
  'votes.signIn': '{signIn} to vote for the server and be rewarded.',
  'votes.signInLink': 'Sign in',
  'votes.intro':
    'Vote for the server on these sites. Each vote the site confirms to us adds its reward to your balance once per cooldown; come back here after voting to see it.',
  'votes.loading': 'Loading…',
  'votes.failed': 'The vote sites could not be loaded. Please try again.',
  'votes.tryAgain': 'Try again',
  'votes.balance': 'Your balance',
  'votes.noSites': 'There are no vote sites to vote on yet. Please check back soon.',
  'votes.reward': 'Reward: {reward} every {hours, plural, one {# hour} other {# hours}}',
  'votes.voted': 'Voted. Vote again in {wait}',
  'votes.wait.soon': 'less than a minute',
  'votes.wait.minutes': '{minutes} min',
  'votes.wait.hours': '{hours} h',
  'votes.wait.hoursMinutes': '{hours} h {minutes} min',
  'votes.ready': 'You can vote now.',
  'votes.voteNow': 'Vote now',
  'votes.voteNoReward': 'Vote (no reward yet)',
  'votes.onSite': ' on {site}',
  'votes.recent': 'Your recent votes',
  'votes.noReward': 'no reward ({reason})',
  // Why a vote credited nothing, as the player reads it (VOTE_REFUSAL_TEXT, in lower case).
  'votes.refusals.none': 'refused',
  'votes.refusals.unknown_site': 'no vote site has this address',
  'votes.refusals.site_disabled': 'the vote site is switched off',
  'votes.refusals.address_not_allowed': 'sent from an address the site’s list does not allow',
  'votes.refusals.wrong_key': 'wrong or missing pingback key',
  'votes.refusals.no_reference': 'no voter reference in the callback',
  'votes.refusals.unknown_reference': 'no account has this voter reference',
  'votes.refusals.not_counted': 'the vote site says the vote did not count',
  'votes.refusals.in_cooldown': 'in cooldown: already credited on this site recently',
  'votes.refusals.balance_full': 'the balance is at its maximum',

  // /vote/demo-site/:id
  'votes.demo.title': 'Demo Vote Site',
  'votes.demo.loading': 'Loading the vote site…',
  'votes.demo.missing': 'There is no such demo vote site.',
  'votes.demo.back': 'Back to Vote for Points',
  'votes.demo.standIn': 'Demo stand-in for a top site.',
  'votes.demo.explain':
    'No real vote site is involved: this page plays {site} on development and demo sites, and its buttons make the server send that site’s real callback to itself.',
  'votes.demo.off': 'This vote site is switched off: a vote here will not count.',
  'votes.demo.signIn': '{signIn}, then open this vote site again from Vote for Points.',
  'votes.demo.noReference': 'This link carries no vote reference. Open it from {votePage}.',
  'votes.demo.vote': 'Vote',
  'votes.demo.notCounted': 'Vote, but the site says it did not count',
  'votes.demo.silent':
    'A site of this kind sends no callback for a vote it did not count, so the second button sends nothing.',
} as const;

export default votes;
