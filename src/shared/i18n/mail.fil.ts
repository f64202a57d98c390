import type { Translation } from './catalog.ts';
import type mailEn from './mail.en.ts';

/** mail.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const mail: Translation<typeof mailEn> = {
  'mail.signOff.team': '- Ang {site} team\n(Hindi binabasa ang mailbox na ito: huwag ka nang mag-reply.)',
  'mail.signOff.support':
    '- Ang {site} support team\n(Hindi binabasa ang mailbox na ito: sumagot ka sa site, hindi sa e-mail.)',
  'mail.notYou':
    'Kung hindi ikaw ang humiling nito, puwede mong balewalain ang message na ito; walang magbabago.',
  'mail.verify.subject': 'i-verify ang e-mail address mo',
  'mail.verify.text':
    'Hello {userId},\n\nPaki-confirm na sa iyo ang e-mail address na ito sa pagbukas ng link na ito sa loob ng 48 oras:\n\n{link}\n\nKapag verified ang address mo, mababawi mo ang account mo kung makalimutan mo ang password mo.',
  'mail.userIds.subject': 'ang User ID mo',
  'mail.userIds.text':
    'Hello,\n\nMay nagtanong (sana ikaw) kung aling mga User ID ang naka-register sa e-mail address na ito:\n\n{list}\n\nHindi kami nagpapadala ng password kahit kailan. Kung nakalimutan mo rin ang password mo, gamitin ang "Find Password" sa site.',
  'mail.reset.subject': 'magtakda ng bagong password',
  'mail.reset.text':
    'Hello {userId},\n\nPara magtakda ng bagong password, buksan mo ang link na ito. Isang beses lang ito gagana, sa loob ng 30 minuto:\n\n{link}\n\nPagkatapos ng palit, masa-sign out ang lahat ng device na naka-sign in sa account mo.',
  'mail.passwordChanged.subject': 'napalitan ang password mo',
  'mail.passwordChanged.text':
    'Hello {userId},\n\nKapapalit lang ng password ng account mo at na-sign out ang lahat ng session.\n\nKung hindi ikaw ito, gamitin agad ang "Find Password" sa site at kontakin ang support.',
  'mail.staffSignIn.subject': 'bagong sign-in sa staff account mo',
  'mail.staffSignIn.text':
    'Hello {userId},\n\nKaka-sign in lang sa staff account mo mula sa browser na hindi pa nito nagamit dati:\n\n  Oras: {when} (Manila)\n  Address: {ip}\n  Browser: {browser}\n\nKung ikaw ito, wala kang kailangang gawin. Kung hindi, palitan agad ang password mo, i-on ang two-step sign-in kung naka-off, at sabihan ang isang administrator.',
  'mail.staffSignIn.unknownBrowser': 'hindi alam',
  'mail.guestTicket.subject': 'i-confirm ang support ticket mo',
  'mail.guestTicket.text':
    'Hello,\n\nMay sumulat (sana ikaw) ng support ticket mula sa e-mail address na ito:\n\n  "{subject}"\n\nPara maipadala ito, buksan mo ang link na ito sa loob ng {hours, plural, one {# oras} other {# oras}}. Ipapakita rin ng parehong link ang ticket mo at ang mga sagot namin, kaya itago mo ang message na ito:\n\n{link}\n\nKung hindi ikaw ito, balewalain mo lang ang message na ito; walang ticket na gagawin.',
  'mail.staffReply.subject': 'sinagot ng support ang ticket #{number} mo',
  'mail.staffReply.text':
    'Hello,\n\nSinagot ng support team namin ang ticket #{number} mo, "{subject}".\n\nBasahin ang sagot at mag-reply dito:\n\n{link}',
};

export default mail;
