import type accountsEn from './accounts.en.ts';
import type { Translation } from './catalog.ts';

/** accounts.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const accounts: Translation<typeof accountsEn> = {
  // Form fields several pages share
  'accounts.field.userId': 'User ID',
  'accounts.field.email': 'Email',
  'accounts.field.emailAddress': 'Email address',
  'accounts.field.firstName': 'Pangalan',
  'accounts.field.lastName': 'Apelyido',
  'accounts.field.password': 'Password',
  'accounts.field.confirmPassword': 'Ulitin ang password',
  'accounts.field.phone': 'Numero ng telepono',
  'accounts.field.currentPassword': 'Kasalukuyang Password',
  'accounts.field.newPassword': 'Bagong Password',
  'accounts.field.retypePassword': 'Ulitin ang Bagong Password',
  'accounts.field.secretQuestion': 'Secret question',
  'accounts.field.secretAnswer': 'Sagot sa secret question',
  'accounts.field.gender': 'Kasarian',
  'accounts.field.country': 'Bansa',
  'accounts.gender.male': 'Lalaki',
  'accounts.gender.female': 'Babae',
  'accounts.agreeTerms': 'Sang-ayon ako sa terms of service at sa privacy policy.',
  'accounts.secretQuestion.1': 'Ano ang paborito mong kulay?',
  'accounts.secretQuestion.2': 'Saang bayan ka lumaki?',
  'accounts.secretQuestion.3': 'Ano ang paborito mong pelikula?',
  'accounts.secretQuestion.4': 'Ano ang pangalan ng kaibigan mo noong bata ka?',
  'accounts.secretQuestion.5': 'Ano ang pangalan ng alaga mo?',
  'accounts.secretQuestion.6': 'Sino ang paborito mong singer?',
  'accounts.confirm': 'Kumpirmahin',
  'accounts.cancel': 'Kanselahin',

  // /register
  'accounts.register.title': 'Mag-register',
  'accounts.register.lead':
    'Gumawa ng libreng game account. Pagkatapos mag-register, tingnan ang inbox mo para sa link na magve-verify ng email address mo.',
  'accounts.register.form': 'Pag-register',
  'accounts.register.submit': 'Mag-register',
  'accounts.register.submitting': 'Nire-register…',

  // /changepassword
  'accounts.changePassword.title': 'Palitan ang Password',
  'accounts.changePassword.lead':
    'Pumili ng bagong password na {min} hanggang {max} character. Sasagutin mo ang secret question mo, tapos masa-sign out ang lahat ng device na naka-sign in sa account mo.',
  'accounts.changePassword.form': 'Palitan ang password',
  'accounts.changePassword.submit': 'Palitan ang Password',
  'accounts.changePassword.answerQuestion': 'Sagutin ang secret question mo',
  'accounts.changePassword.success': 'AYOS NA!!',

  // /findaccount
  'accounts.find.pageTitle': 'Hanapin ang Account',
  'accounts.find.title': 'Hanapin ang ID / Password',
  'accounts.find.idTitle': 'Hanapin ang User ID',
  'accounts.find.idLead':
    'Ilagay ang email address ng account mo. Ipapadala namin sa email mo ang lahat ng User ID na naka-register dito.',
  'accounts.find.idSubmit': 'Hanapin ang User ID',
  'accounts.find.passwordTitle': 'Hanapin ang Password',
  'accounts.find.passwordLead':
    'Hindi kami nagpapadala ng password: link ang matatanggap mo para gumawa ng bago, isang beses lang magagamit sa loob ng 30 minuto.',
  'accounts.find.passwordSubmit': 'Hanapin ang Password',
  'accounts.find.processingTitle': 'Pinoproseso ang request mo',
  'accounts.find.processingMessage': 'Pinoproseso ang request mo. Sandali lang..',

  // /reset-password
  'accounts.reset.pageTitle': 'I-reset ang Password',
  'accounts.reset.title': 'Gumawa ng Bagong Password',
  'accounts.reset.form': 'Gumawa ng bagong password',
  'accounts.reset.submit': 'I-save ang bagong password',

  // /verify-email
  'accounts.verify.title': 'I-verify ang Email',
  'accounts.verify.checking': 'Tinitingnan ang link mo…',
  'accounts.verify.toAccount': 'Pumunta sa Account Ko',
  'accounts.verify.toLogin': 'Pumunta sa Login',

  // The game bridge's first sign-in: /complete-account
  'accounts.complete.title': 'Kumpletuhin ang account mo',
  'accounts.complete.submit': 'I-save at magpatuloy',
  'accounts.complete.saving': 'Sine-save…',

  // /user
  'accounts.user.title': 'Account Ko',
  'accounts.user.loading': 'Nilo-load ang account mo…',
  'accounts.user.loadFailed': 'Hindi ma-load ang account mo. Subukan ulit.',
  'accounts.user.infoTitle': 'Impormasyon ng account',
  'accounts.user.charactersTitle': 'Mga Character',
  'accounts.user.detailsTitle': 'I-update ang detalye ng account',
  'accounts.user.whitelistTitle': 'Whitelist para sa game login',
  'accounts.info.name': 'Pangalan',
  'accounts.info.email': 'Email',
  'accounts.info.phone': 'Telepono',
  'accounts.info.emailVerified': '{email} (verified)',
  'accounts.info.emailNotVerified': '{email} (hindi pa verified)',
  'accounts.reminder.text':
    'Hindi pa verified ang email address mo. Buksan ang link na pinadala namin, para ma-recover mo ang account mo kung sakaling makalimutan mo ang password.',
  'accounts.reminder.resend': 'Ipadala ulit ang verification email',
  'accounts.details.form': 'Detalye ng account',
  'accounts.details.confirmPassword': 'Kumpirmahin ang password mo',
  'accounts.details.submit': 'I-update ang detalye',
  'accounts.whitelist.address': 'Address mo ngayon:',
  'accounts.whitelist.lead':
    'Kung whitelisted address lang ang pinapa-sign in ng game server, i-allow dito ang address na ito.',
  'accounts.whitelist.submit': 'I-whitelist ang address ko ngayon',
  'accounts.whitelist.processingTitle': 'Pinoproseso ang request',
  'accounts.whitelist.processingMessage': 'sandali lang...',

  // Characters and their services (/user)
  'accounts.characters.none': 'Wala ka pang character. Gumawa ng isa sa game client.',
  'accounts.characters.yours': 'Mga character mo',
  'accounts.characters.name': 'Pangalan',
  'accounts.characters.level': 'Level',
  'accounts.characters.class': 'Class',
  'accounts.characters.school': 'School',
  'accounts.characters.guild': 'Guild',
  'accounts.characters.inGame': 'Nasa laro',
  'accounts.characters.reborn': 'Reborn {reborn}',
  'accounts.characters.meta': 'Level {level} · {school}',
  'accounts.characters.online': 'Nasa laro ngayon',
  'accounts.characters.offline': 'Offline',
  'accounts.characters.servicesFor': 'Mga service para kay {name}',
  'accounts.characters.order': '{service}: {name}',
  'accounts.characters.gameSilent':
    'Hindi sumasagot ang laro ngayon, kaya hindi alam kung online ang character: maghihintay ang order sa laro at gagawin ito pagbalik nito.',
  'accounts.characters.servicesNote':
    'Ginagawa ang service habang wala sa laro ang character; kung tanggihan ito ng laro, ibabalik ang bayad.',
  'accounts.service.unstuck': 'Unstuck',
  'accounts.service.school': 'Lumipat ng school',
  'accounts.service.rename': 'Palitan ang pangalan',
  'accounts.serviceSummary.unstuck': 'Ibabalik ang character sa start point ng school nito.',
  'accounts.serviceSummary.school':
    'Ililipat ang character sa ibang school at sa start point ng school na iyon.',
  'accounts.serviceSummary.rename': 'Bibigyan ng bagong pangalan ang character.',
  'accounts.free': 'Libre',
  'accounts.orders.title': 'Mga service order mo',
  'accounts.orders.character': 'Character',
  'accounts.orders.service': 'Service',
  'accounts.orders.price': 'Presyo',
  'accounts.orders.ordered': 'Na-order',
  'accounts.orders.state': 'Status',
  'accounts.orders.schoolTo': 'Lumipat sa {school}',
  'accounts.orders.renameTo': 'Bagong pangalan: {name}',
  'accounts.orders.waiting': 'Hinihintay ang laro',
  'accounts.orders.done': 'Tapos na',
  'accounts.orders.refunded': 'Na-refund: {why}',
  'accounts.orders.refused': 'Tinanggihan: {why}',
  'accounts.refusal.unknown': 'tinanggihan ito ng laro',
  'accounts.refusal.online': 'nasa laro ang character',
  'accounts.refusal.inGuild': 'nasa guild ang character',
  'accounts.refusal.level': 'kulang sa minimum level ang character',
  'accounts.refusal.nameTaken': 'may gumagamit na ng pangalan sa laro',
  'accounts.refusal.sameSchool': 'nasa school na iyon na ang character',
  'accounts.refusal.gone': 'wala na sa account na ito ang character',
  'accounts.refusal.schoolUnknown': 'nasa school na hindi kilala ng site ang character',

  // The confirm step of a service
  'accounts.serviceDialog.title': '{service}: {name}',
  'accounts.serviceDialog.newSchool': 'Bagong school',
  'accounts.serviceDialog.fromSchool':
    'Mula sa {school}; dapat walang guild ang character hanggang matapos ito.',
  'accounts.serviceDialog.newName': 'Bagong pangalan',
  'accounts.serviceDialog.nameHint':
    '{min} hanggang {max} character: English letters, numero at - _ = /, walang space.',
  'accounts.serviceDialog.price': 'Presyo:',
  'accounts.serviceDialog.balance': '(may {amount} {currency} ka)',
  'accounts.serviceDialog.stayOut':
    'Huwag munang pumasok sa laro si {name} hanggang matapos ito. Kung tanggihan ng laro, ibabalik ang bayad.',
  'accounts.serviceDialog.sending': 'Ipinapadala…',
  'accounts.serviceDialog.pay': 'Magbayad ng {price}',
  'accounts.serviceDialog.short': 'Kulang ang {currency} mo para sa service na ito.',
};

export default accounts;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof accountsEn)[] = [
  'accounts.field.userId',
  'accounts.field.password',
  'accounts.field.secretQuestion',
  'accounts.info.emailVerified',
  'accounts.characters.level',
  'accounts.characters.class',
  'accounts.characters.school',
  'accounts.characters.guild',
  'accounts.characters.reborn',
  'accounts.characters.meta',
  'accounts.characters.offline',
  'accounts.service.unstuck',
  'accounts.orders.character',
  'accounts.orders.service',
  'accounts.serviceDialog.title',
];
