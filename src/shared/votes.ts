// Plain constants and pure rules only (no zod): the vote page and the console's form read them.
/**
 * Vote for points (docs/product/votes.md): the top sites a player votes on, how each one tells us of a
 * vote, and what a vote the site confirmed is worth.
 */

/** The top sites' callback protocols the site understands (docs/product/votes.md, Verification). */
export const VOTE_SITE_KINDS = ['gtop100', 'xtremetop100', 'topg', 'top100arena'] as const;
export type VoteSiteKind = (typeof VOTE_SITE_KINDS)[number];

export const VOTE_KIND_LABEL: Record<VoteSiteKind, string> = {
  gtop100: 'GTop100 (pingback key)',
  xtremetop100: 'XtremeTop100 (sender’s address)',
  topg: 'TopG (sender’s address)',
  top100arena: 'Top100Arena (sender’s address)',
};

/** A kind whose callbacks carry the operator's shared key; the others are trusted by their sender's address. */
export function usesKey(kind: VoteSiteKind): boolean {
  return kind === 'gtop100';
}

/** What the site did with one callback. */
export const VOTE_OUTCOMES = ['credited', 'refused'] as const;
export type VoteOutcome = (typeof VOTE_OUTCOMES)[number];

/** Why a callback credited nothing (votes.reason). */
export const VOTE_REFUSALS = [
  'unknown_site',
  'site_disabled',
  'address_not_allowed',
  'wrong_key',
  'no_reference',
  'unknown_reference',
  'not_counted',
  'in_cooldown',
  'balance_full',
] as const;
export type VoteRefusal = (typeof VOTE_REFUSALS)[number];

export const VOTE_REFUSAL_TEXT: Record<VoteRefusal, string> = {
  unknown_site: 'No vote site has this address',
  site_disabled: 'The vote site is switched off',
  address_not_allowed: 'Sent from an address the site’s list does not allow',
  wrong_key: 'Wrong or missing pingback key',
  no_reference: 'No voter reference in the callback',
  unknown_reference: 'No account has this voter reference',
  not_counted: 'The vote site says the vote did not count',
  in_cooldown: 'In cooldown: already credited on this site recently',
  balance_full: 'The balance is at its maximum',
};

export const VOTE_SITE_NAME_MAX = 60;
export const VOTE_LINK_MAX = 500;
export const VOTE_KEY_MIN = 6;
export const VOTE_KEY_MAX = 200;
/** Addresses or ranges one site may list. */
export const VOTE_ADDRESSES_MAX = 20;
export const VOTE_REWARD_MAX = 1_000_000;
export const VOTE_COOLDOWN_DEFAULT_HOURS = 12;
export const VOTE_COOLDOWN_MAX_HOURS = 168;
/** The placeholder a link template carries, replaced by the player's vote reference. */
export const REFERENCE_PLACEHOLDER = '{reference}';

/**
 * The demo vote page on this site (outside production only; docs/product/votes.md, The demo vote site):
 * a demo site's link is `/vote/demo-site/<its id>?ref={reference}`.
 */
export const demoVoteLink = (siteId: number) => `/vote/demo-site/${siteId}?ref=${REFERENCE_PLACEHOLDER}`;
const DEMO_LINK = /^\/vote\/demo-site\/(\d{1,9})\?ref=\{reference\}$/;

/** The site id a demo vote page link names, or null for any other link. */
export function demoLinkSite(template: string): number | null {
  const match = DEMO_LINK.exec(template.trim());
  return match ? Number(match[1]) : null;
}

/**
 * What is wrong with a link template, or null: an https address (an http one only on a loopback host, which
 * only a test's stand-in vote site has) carrying {reference} once, or the demo vote page's own link.
 */
export function linkTemplateProblem(template: string): string | null {
  const trimmed = template.trim();
  if (trimmed === '') return 'Enter the vote link.';
  const count = trimmed.split(REFERENCE_PLACEHOLDER).length - 1;
  if (count !== 1) return `The vote link must contain ${REFERENCE_PLACEHOLDER} exactly once.`;
  if (demoLinkSite(trimmed) !== null) return null;
  let url: URL;
  try {
    url = new URL(trimmed.replace(REFERENCE_PLACEHOLDER, 'REF'));
  } catch {
    return 'The vote link is not a web address.';
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    return 'The vote link must start with https://.';
  }
  return null;
}

/** The player's link: the template with the reference in place of {reference}. */
export function voteLink(template: string, reference: string): string {
  return template.replace(REFERENCE_PLACEHOLDER, encodeURIComponent(reference));
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

function isIpv6(text: string): boolean {
  if (text.length > 45) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'));
  const parts = halves.flatMap(groupsOf);
  // An IPv4 address may end it (::ffff:192.0.2.1), counting as two groups.
  const last = parts.at(-1);
  const tailIsV4 = last !== undefined && IPV4.test(last);
  const groups = tailIsV4 ? parts.slice(0, -1) : parts;
  if (!groups.every((g) => HEX_GROUP.test(g))) return false;
  const count = groups.length + (tailIsV4 ? 2 : 0);
  return halves.length === 2 ? count < 8 : count === 8;
}

/** 4 or 6 for an address, 0 for anything else. */
function addressFamily(text: string): 0 | 4 | 6 {
  if (IPV4.test(text)) return 4;
  return isIpv6(text) ? 6 : 0;
}

/**
 * What is wrong with one allowed address (an IPv4 or IPv6 address, or a range written as address/prefix),
 * or null.
 */
export function addressProblem(entry: string): string | null {
  const [address = '', prefix, extra] = entry.split('/');
  const family = addressFamily(address);
  if (extra !== undefined || family === 0)
    return `“${entry}” is not an IP address or range (e.g. 203.0.113.7 or 203.0.113.0/24).`;
  if (prefix === undefined) return null;
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) {
    return `“${entry}”: the range’s prefix must be a number from 0 to ${max}.`;
  }
  return null;
}

/** The address list as typed in the console: one per line or separated by commas or spaces. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((a) => a.trim())
    .filter((a) => a !== '');
}
