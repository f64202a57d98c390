import type { Translation } from './catalog.ts';
import type votesEn from './votes.en.ts';

/** votes.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const votes: Translation<typeof votesEn> = {
  'votes.title': 'Bumoto para sa Points',
  'votes.signIn': '{signIn} para makaboto para sa server at makakuha ng reward.',
  'votes.signInLink': 'Mag-sign in',
  'votes.intro':
    'Iboto mo ang server sa mga site na ito. Bawat botong kinumpirma sa amin ng site ay nagdadagdag ng reward sa balance mo, isang beses kada cooldown; bumalik ka rito pagkatapos bumoto para makita ito.',
  'votes.loading': 'Naglo-load…',
  'votes.failed': 'Hindi ma-load ang mga vote site. Pakisubukan ulit.',
  'votes.tryAgain': 'Subukan ulit',
  'votes.balance': 'Balance mo',
  'votes.noSites': 'Wala pang vote site na puwedeng botohan. Balikan mo ulit maya-maya.',
  'votes.reward': 'Reward: {reward} kada {hours} oras',
  'votes.voted': 'Nakaboto ka na. Puwede ulit bumoto pagkalipas ng {wait}',
  'votes.wait.soon': 'wala pang isang minuto',
  'votes.wait.minutes': '{minutes} min',
  'votes.wait.hours': '{hours} h',
  'votes.wait.hoursMinutes': '{hours} h {minutes} min',
  'votes.ready': 'Puwede ka nang bumoto.',
  'votes.voteNow': 'Bumoto na',
  'votes.voteNoReward': 'Bumoto (wala pang reward)',
  'votes.onSite': ' sa {site}',
  'votes.recent': 'Mga huling boto mo',
  'votes.noReward': 'walang reward ({reason})',
  'votes.refusals.none': 'tinanggihan',
  'votes.refusals.unknown_site': 'walang vote site na may ganitong address',
  'votes.refusals.site_disabled': 'naka-off ang vote site',
  'votes.refusals.address_not_allowed': 'galing sa address na hindi pinapayagan sa listahan ng site',
  'votes.refusals.wrong_key': 'mali o walang pingback key',
  'votes.refusals.no_reference': 'walang voter reference sa callback',
  'votes.refusals.unknown_reference': 'walang account na may ganitong voter reference',
  'votes.refusals.not_counted': 'sabi ng vote site, hindi nabilang ang boto',
  'votes.refusals.in_cooldown': 'naka-cooldown: may reward ka na mula sa site na ito kamakailan',
  'votes.refusals.balance_full': 'puno na ang balance',

  'votes.demo.title': 'Demo Vote Site',
  'votes.demo.loading': 'Nilo-load ang vote site…',
  'votes.demo.missing': 'Walang ganitong demo vote site.',
  'votes.demo.back': 'Bumalik sa pagboto',
  'votes.demo.standIn': 'Demo na pamalit sa isang top site.',
  'votes.demo.explain':
    'Walang totoong vote site dito: ginagaya ng page na ito ang {site} sa development at demo na site, at pinapadala ng mga button nito sa server ang totoong callback ng site na iyon papunta sa sarili nito.',
  'votes.demo.off': 'Naka-off ang vote site na ito: hindi mabibilang ang boto rito.',
  'votes.demo.signIn': '{signIn}, tapos buksan ulit ang vote site na ito mula sa Bumoto para sa Points.',
  'votes.demo.noReference': 'Walang vote reference ang link na ito. Buksan ito mula sa {votePage}.',
  'votes.demo.vote': 'Bumoto',
  'votes.demo.notCounted': 'Bumoto, pero sabi ng site hindi nabilang',
  'votes.demo.silent':
    'Ang ganitong site ay hindi nagpapadala ng callback para sa botong hindi nabilang, kaya walang ipinapadala ang pangalawang button.',
};

export default votes;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof votesEn)[] = [
  'votes.wait.minutes',
  'votes.wait.hours',
  'votes.wait.hoursMinutes',
  'votes.demo.title',
];
