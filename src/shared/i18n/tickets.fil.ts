import type { Translation } from './catalog.ts';
import type ticketsEn from './tickets.en.ts';

/** tickets.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const tickets: Translation<typeof ticketsEn> = {
  'tickets.categories.account': 'Account',
  'tickets.categories.payment': 'Bayad o top-up',
  'tickets.categories.item_not_received': 'Hindi natanggap ang item',
  'tickets.categories.bug': 'Bug',
  'tickets.categories.report_player': 'I-report ang player',
  'tickets.categories.other': 'Iba pa',
  'tickets.statuses.open': 'Bukas',
  'tickets.statuses.waiting_player': 'May sagot na',
  'tickets.statuses.waiting_staff': 'Hinihintay ang support',
  'tickets.statuses.resolved': 'Naayos na',
  'tickets.statuses.closed': 'Sarado na',

  'tickets.loading': 'Naglo-load…',
  'tickets.number': 'Numero',
  'tickets.subject': 'Paksa',
  'tickets.category': 'Kategorya',
  'tickets.status': 'Status',
  'tickets.lastActivity': 'Huling update',
  'tickets.message': 'Mensahe',
  'tickets.character': 'Character',
  'tickets.ticket': 'Ticket',
  'tickets.submitted': 'Ipinadala',
  'tickets.chooseCategory': 'Pumili ng kategorya',
  'tickets.email': 'E-mail address',
  'tickets.submitATicket': 'Magpadala ng ticket',

  'tickets.submit.title': 'Magpadala ng Ticket',
  'tickets.submit.intro':
    'Ikuwento mo kung ano ang nangyari. Kung tungkol sa bayad, mag-attach ng screenshot ng resibo. Nasa {check} ang mga ticket mo at ang mga sagot namin.',
  'tickets.submit.haveAccount': 'May account ka?',
  'tickets.submit.signIn':
    '{signIn} para magpadala ng ticket at masundan ito sa Tingnan ang Ticket Ko. Nakalimutan mo ang User ID o password mo? {find}.',
  'tickets.submit.signInLink': 'Mag-sign in',
  'tickets.submit.findLink': 'Hanapin ang account mo',
  'tickets.submit.created': 'Naipadala na ang Ticket {number}.',
  'tickets.submit.open': 'Buksan ang ticket #{number}',
  'tickets.submit.noCharacter': 'Wala',
  'tickets.submit.characterOption': '{name} (level {level})',
  'tickets.submit.button': 'Ipadala ang Ticket',
  'tickets.guest.title': 'Ticket sa e-mail',
  'tickets.guest.intro':
    'Sumulat ka sa amin mula sa e-mail address mo. Magpapadala kami ng link: maipapadala ang ticket mo kapag binuksan mo ito, at doon mo rin makikita ang mga sagot namin (gumagana ito nang {hours} oras hanggang mabuksan).',
  'tickets.guest.button': 'Ipadala sa akin ang link',

  'tickets.shots.label': 'Screenshots',
  'tickets.shots.hint':
    'Opsyonal: hanggang {max} na larawan (PNG, JPEG, WebP o GIF, hanggang 8 MB bawat isa).',
  'tickets.shots.uploading': 'Nag-a-upload…',
  'tickets.shots.attached': 'Mga naka-attach na screenshot',
  'tickets.shots.one': 'Screenshot {n}',
  'tickets.shots.fullSize': 'Screenshot {n} (bubukas nang buong laki)',
  'tickets.shots.remove': 'Alisin',
  'tickets.shots.removeWhich': 'ang screenshot {n}',

  'tickets.check.title': 'Tingnan ang Ticket Ko',
  'tickets.check.signIn':
    '{signIn} muna para makita ang mga ticket mo. Ang ticket na ipinadala sa e-mail ay nabubuksan sa link na nasa e-mail namin.',
  'tickets.check.signInLink': 'Mag-sign in',
  'tickets.check.failed': 'Hindi ma-load ang mga ticket mo. Pakisubukan ulit.',
  'tickets.check.none': 'Wala ka pang ticket. {submit}.',
  'tickets.check.newReply': 'Bagong sagot',
  'tickets.check.pages': 'Mga pahina ng ticket',

  'tickets.thread.title': 'Ticket #{number}',
  'tickets.thread.all': '← Lahat ng ticket ko',
  'tickets.thread.signIn': '{signIn} muna para makita ang mga ticket mo.',
  'tickets.thread.notFound': 'Hindi nakita ang ticket. Baka sa ibang account ito.',
  'tickets.thread.conversation': 'Usapan',
  'tickets.thread.canReopen':
    'Naayos na ang ticket na ito. Hindi pa pala ayos? Puwede mo itong buksan ulit hanggang {date}.',
  'tickets.thread.reopen': 'Buksan Ulit ang Ticket',
  'tickets.thread.closed':
    '{status, select, open {Bukas} waiting_player {May sagot na} waiting_staff {Naghihintay ng support} resolved {Naayos na} other {Sarado na}} ang ticket na ito. Kung may bagong problema, magpadala ng bagong ticket.',
  'tickets.reply.form': 'Sumagot',
  'tickets.reply.title': 'Ang sagot mo',
  'tickets.reply.button': 'Ipadala ang Sagot',
  'tickets.guestThread.title': 'Ang Ticket Mo',
  'tickets.guestThread.invalid': 'Mali o expired na ang link ng ticket na ito. {submit}.',
  'tickets.guestThread.submitLink': 'Magpadala ng bagong ticket',
  'tickets.guestThread.sent':
    'Naipadala na ang ticket mo. Itago mo ang e-mail: ang link nito lang ang daan pabalik dito.',
};

export default tickets;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof ticketsEn)[] = [
  'tickets.categories.account',
  'tickets.categories.bug',
  'tickets.status',
  'tickets.character',
  'tickets.ticket',
  'tickets.email',
  'tickets.submit.characterOption',
  'tickets.shots.label',
  'tickets.shots.one',
  'tickets.thread.title',
];
