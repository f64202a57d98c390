import type apiEn from './api.en.ts';
import type { Translation } from './catalog.ts';

/** api.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const api: Translation<typeof apiEn> = {
  'api.tooManyRequests': 'Sobrang daming request! Subukan mo ulit mamaya.',
  'api.sessionExpired': 'Nag-expire na ang session mo. Mag-log in ka ulit.',
  'api.networkError': 'May problema sa network. Pakitingnan ang connection mo.',
  'api.unexpected': 'May hindi inaasahang error. Subukan mo ulit.',
  'api.unauthenticated': 'Mag-login ka muna para makatuloy!',
  'api.forbidden': 'Hindi mo puwedeng gawin iyan.',
  'api.notFound': 'Hindi nahanap.',
  'api.invalidInput': 'May mga field na mali.',
  'api.bodyNotObject': 'Ipadala ang mga field bilang JSON object.',
  'api.unavailable': 'Pansamantalang hindi available ang serbisyo. Subukan mo ulit maya-maya.',

  'api.invalidValue': 'Mali ang value.',
  'api.badRequest': 'Maling request.',
  'api.unsupportedType': 'Hindi suportado ang content type.',
  'api.tooLarge': 'Masyadong malaki ang request.',
  'api.controlCharacters': 'Bawal ang control characters sa text.',
  'api.crossSite': 'Tinanggihan ang cross-site request.',
  'api.idempotencyKey': 'Ang Idempotency-Key ay dapat 1 hanggang 255 na nakikitang ASCII character.',
  'api.maintenance': 'Naka-maintenance ang server. Subukan mo ulit mamaya.',
  'api.maintenanceUntil':
    'Naka-maintenance ang server hanggang {until} (oras sa Manila). Subukan mo ulit pagkatapos.',
  'api.changeNotSaved': 'Hindi na-save ang pagbabago. Subukan mo ulit.',
  'api.notSaved': 'Hindi na-save ang pagbabago.',

  'api.number.digits': 'Ang {name} ay dapat buong numero na nakasulat sa digits.',
  'api.number.min': 'Ang {name} ay dapat {min} o higit pa.',
  'api.number.max': 'Ang {name} ay dapat {max} o mas mababa.',
  'api.number.tooLarge': 'Masyadong malaki ang {name}.',
  'api.idTooLarge': 'Masyadong malaki ang id.',
  'api.noBody': 'Walang request body na kailangan dito.',

  'api.account.usernameRequired': 'Kailangan ang Username.',
  'api.account.passwordRequired': 'Kailangan ang Password.',
  'api.account.emailRequired': 'Kailangan ang Email.',
  'api.account.emailInvalid': 'Maglagay ng tamang email address.',
  'api.account.confirmRequired': 'Kailangan ang Confirm - Password.',
  'api.account.passwordsDiffer': 'Hindi magkapareho ang Password at Confirm - Password.',
  'api.account.userIdLength': 'Ang Username ay dapat {min} hanggang {max} na character.',
  'api.account.userIdChars': 'Letters, numbers at underscore lang ang puwede sa Username.',
  'api.account.userIdTaken': 'May gumagamit na ng username na iyan. Pumili ka ng iba.',
  'api.account.passwordTooShort': 'Ang Password ay dapat hindi bababa sa {min} na character.',
  'api.account.passwordTooLong':
    'Ang Password ay hanggang {max} na character lang. Hindi namin pinuputol ang mas mahaba: pumili ka ng {min} hanggang {max} na character.',
  'api.account.passwordCommon': 'Masyadong karaniwan at madaling hulaan ang password na iyan. Pumili ka ng iba.',
  'api.account.passwordIsUserId': 'Hindi puwedeng kapareho ng username mo ang Password.',
  'api.account.nameTooLong': 'Hanggang {max} na character lang ang pangalan.',
  'api.account.emailTooLong': 'Hanggang {max} na character lang ang Email.',
  'api.account.questionInvalid': 'Pumili ng secret question.',
  'api.account.answerRequired': 'Kailangan ang Secret Answer.',
  'api.account.answerTooLong': 'Hanggang {max} na character lang ang Secret Answer.',
  'api.account.genderInvalid': 'Pumili ng Male o Female.',
  'api.account.countryInvalid': 'Piliin ang bansa mo.',
  'api.account.termsRequired': 'Kailangan mong pumayag sa terms para makapag-register.',
  'api.account.phoneInvalid': 'Maglagay ng tamang phone number (digits, space, + at - lang).',
  'api.account.registered':
    'Tagumpay ang registration! Pinadalhan ka namin ng e-mail: buksan ang link nito para ma-verify ang address mo.',
  'api.account.loginOk': 'Naka-login ka na.',
  'api.account.loginFailed': 'Mali ang username o password.',
  'api.account.factorRequired': 'Ilagay ang code mula sa authenticator app mo para matapos ang sign in.',
  'api.account.loginBlocked': 'Naka-block ang account na ito. Makipag-ugnayan sa support.',
  'api.account.signedOut': 'Naka-sign out ka na.',
  'api.account.currentPasswordRequired': 'Kailangan ang Current Password.',
  'api.account.newPasswordRequired': 'Kailangan ang New Password.',
  'api.account.retypeRequired': 'Kailangan ang Retype New Password.',
  'api.account.retypeMismatch': 'Hindi magkapareho ang New Password at Re-Enter Password!',
  'api.account.passwordIncorrect': 'Mali ang password. Subukan mo ulit.',
  'api.account.passwordValidationFailed': 'Nagka-error habang sinusuri ang password.',
  'api.account.passwordConfirmed': 'Tama ang password.',
  'api.account.secretAnswerIncorrect': 'Mali ang Secret Answer. Subukan mo ulit.',
  'api.account.secretAnswerConfirmed': 'Tama ang Secret Answer.',
  'api.account.secretAnswerNeeded': 'Sagutin mo muna ang secret question mo.',
  'api.account.currentPasswordWrong': 'Mali ang Current Password.',
  'api.account.samePassword': 'Dapat iba ang New Password sa kasalukuyan.',
  'api.account.passwordChanged': 'Napalitan na ang password mo. Mag-sign in ka ulit.',
  'api.account.detailsUpdated': 'Na-update na ang account details mo. Mag-sign in ka ulit.',
  'api.account.notYourAccount': 'Sarili mong account lang ang puwede mong baguhin.',
  'api.account.findIdEmailRequired': 'Kailangan ang Email Address para makuha ang UserID mo.',
  'api.account.findPwEmailRequired': 'Kailangan ang Email Address para makuha ang Password mo.',
  'api.account.findPwIdRequired': 'Kailangan ang User ID para makuha ang Password mo.',
  'api.account.findIdSent':
    'Kung may account na naka-register sa e-mail address na iyan, ipinadala na namin doon ang User ID nito.',
  'api.account.findPwSent':
    'Kung naka-register ang User ID na iyan sa e-mail address na iyan, pinadalhan ka namin ng link para mag-set ng bagong password. Isang beses lang ito gagana, sa loob ng 30 minuto.',
  'api.account.resetLinkInvalid':
    'Mali o expired na ang password reset link na ito. Humingi ka ng bago.',
  'api.account.resetDone': 'Naka-set na ang bago mong password. Mag-sign in ka na.',
  'api.account.verifyLinkInvalid':
    'Mali o expired na ang verification link na ito. Mag-sign in at humingi ng bago.',
  'api.account.verified': 'Salamat! Verified na ang e-mail address mo.',
  'api.account.verificationSent': 'Nagpadala kami ng bagong verification link sa e-mail address mo.',
  'api.account.alreadyVerified': 'Verified na ang e-mail address mo.',
  'api.account.whitelisted': 'Naka-whitelist na ang kasalukuyang address mo para sa game login.',
  'api.account.whitelistBadAddress':
    'Hindi mabasa ang address mo. Subukan mo ulit mula sa computer na panlaro mo.',
  'api.account.detailsNeeded':
    'Welcome! Site account na rin ang game account mo. Ilagay mo muna ang e-mail address mo at isang secret question.',
  'api.account.detailsSaved':
    'Salamat! Kumpleto na ang account mo. Pinadalhan ka namin ng e-mail: buksan ang link nito para ma-verify ang address mo.',
  'api.account.detailsAlreadyComplete': 'Kumpleto na ang account details mo.',
  'api.factor.codeRequired':
    'Ilagay ang six-digit code mula sa authenticator app mo, o isang recovery code.',
  'api.factor.codeWrong':
    'Mali ang code na iyan (o nagamit na). Tingnan ang app mo at subukan ulit.',
  'api.factor.signInExpired': 'Masyadong natagalan ang sign in bago ang code. Ilagay mo ulit ang password mo.',

  'api.shop.voucherRequired': 'Kailangan ang Voucher Code.',
  'api.shop.voucherTooLong': 'Masyadong mahaba ang Voucher Code.',
  'api.shop.referralTooLong': 'Masyadong mahaba ang Referral Code.',
  'api.shop.voucherInvalid': 'Maling voucher code. Pakitingnan ang code at subukan ulit.',
  'api.shop.voucherUsed': 'Nagamit na ang voucher code na ito.',
  'api.shop.voucherExpired': 'Expired na ang voucher code na ito.',
  'api.shop.voucherRevoked': 'Hindi na valid ang voucher code na ito.',
  'api.shop.voucherRedeemed': 'Na-redeem ang voucher! Nadagdag ang {amount} {currency} sa account mo.',
  'api.shop.unknownProduct': 'Wala sa shop ang item na ito.',
  'api.shop.soldOut': 'Sold out na ang item na ito.',
  'api.shop.stockLeft': '{count} na lang ang natitirang stock.',
  'api.shop.notEnoughRcoin': 'Kulang ang R-Coin mo para sa purchase na ito.',
  'api.shop.notEnoughMilleage': 'Kulang ang Milleage mo para sa purchase na ito.',
  'api.shop.cartEmpty': 'Pumili ng kahit isang item sa cart mo.',
  'api.shop.cartChanged': 'Nagbago ang cart mo. Tingnan mo ulit at subukan ulit.',
  'api.shop.cartRowUnknown': 'Hindi nahanap ang item na iyan sa cart.',
  'api.shop.notYourCart': 'Sarili mong cart lang ang puwede mong tingnan.',
  'api.shop.purchaseUnknown': 'Hindi nahanap ang purchase na iyan.',
  'api.shop.notCancellable': 'Ang mga item lang na naghihintay pa sa item bank ang puwedeng i-cancel.',
  'api.shop.cancelling':
    'Kina-cancel: babalik ang bayad kapag nakumpirma ng game na nasa item bank mo pa ang item.',
  'api.shop.cancelled': 'Na-cancel ang item at na-refund ang bayad.',
  'api.shop.balanceCapRcoin':
    'Lalampas ang R-Coin balance mo sa limit na {max}. Walang binago.',
  'api.shop.balanceCapMilleage':
    'Lalampas ang Milleage balance mo sa limit na {max}. Walang binago.',
  'api.shop.idempotencyMismatch': 'Nagamit na ang Idempotency-Key na ito sa ibang request.',
  'api.shop.idempotencyRunning': 'Pinoproseso pa ang request na may ganitong Idempotency-Key.',
  'api.shop.accountNotFound': 'Hindi nahanap ang account.',
  'api.shop.bought': 'Nabili mo na! Naghihintay ang item sa item bank mo.',
  'api.shop.boughtCart': 'Nabili mo na! {count} item ang naipadala sa item bank mo.',
  'api.shop.boughtCartSome':
    'Nabili mo na! {count} item ang naipadala sa item bank mo. Hindi nabili, wala na: {names}. Hindi ka siningil para sa {left, plural, =1 {item na iyon} other {mga iyon}}.',
  'api.shop.nothingAvailable':
    'Wala na: {names}. Alisin mo {count, plural, =1 {ito} other {ang mga ito}} sa cart mo para makatuloy.',
  'api.cart.added': 'Naidagdag ang item sa cart mo.',
  'api.cart.quantity': 'Na-update ang dami.',
  'api.cart.selection': 'Na-update ang napili.',
  'api.cart.removed': 'Inalis ang item sa cart mo.',
  'api.cart.quantityChange': 'Ang quantityChange ay dapat +1 o -1.',
  'api.cart.items': 'Ang items ay dapat listahan ng mga numero ng cart row.',

  'api.payment.unavailable':
    'Hindi available ang Top Up sa pagbabayad ngayon. Puwede ka pa ring mag-redeem ng voucher code.',
  'api.payment.noPackage': 'Hindi available ang top-up package na ito.',
  'api.payment.noOrder': 'Walang ganitong order.',
  'api.payment.providerDown':
    'Hindi ma-reach ang payment provider. Walang siningil; subukan mo ulit.',
  'api.payment.noCheckout': 'Walang ganitong checkout.',
  'api.payment.notYourCheckout':
    'Para sa order ng ibang player ang checkout na ito. Mag-sign in bilang player na iyon para mabayaran ito.',
  'api.payment.choosePackage': 'Pumili ng package.',

  'api.character.notOffered':
    'Walang character services sa site na ito: hindi ito nakakonekta sa game server.',
  'api.character.unknown': 'Walang ganitong character sa account mo.',
  'api.character.online': 'Umalis ka muna sa game: online si {name}.',
  'api.character.inGuild': 'Kailangan munang umalis ni {name} sa guild niya.',
  'api.character.level': 'Kailangang level {level} pataas si {name}.',
  'api.character.sameSchool': 'Nasa {school} na si {name}.',
  'api.character.nameTaken': 'May gumagamit na ng pangalang {name}. Pumili ka ng iba.',
  'api.character.sameName': 'Iyan na ang pangalan ng character.',
  'api.character.unstuckOff': 'Hindi available ang Unstuck ngayon.',
  'api.character.schoolOff': 'Hindi available ang Change school ngayon.',
  'api.character.renameOff': 'Hindi available ang Rename ngayon.',
  'api.character.unstuckCooldown': 'Puwede ulit gamitin ang Unstuck para kay {name} pagkalipas ng {wait}.',
  'api.character.schoolCooldown':
    'Puwede ulit gamitin ang Change school para kay {name} pagkalipas ng {wait}.',
  'api.character.renameCooldown': 'Puwede ulit gamitin ang Rename para kay {name} pagkalipas ng {wait}.',
  'api.character.queued':
    'Nasa game na ang order mo: gagawin ito maya-maya, habang offline ang character.',
  'api.character.chooseSchool': 'Pumili ng school.',
  'api.character.typeName': 'I-type ang bagong pangalan.',
  'api.character.nameMin': 'Kailangan ng kahit {min} na character ang pangalan.',
  'api.character.nameMax': 'Hanggang {max} na character lang ang pangalan.',
  'api.character.nameSpaces': 'Bawal ang space sa pangalan.',
  'api.character.nameLetters': 'English letters, digits at - _ = / lang ang gamitin.',
  'api.character.nameChar': 'Bawal ang {char} sa pangalan.',

  'api.ticket.categoryRequired': 'Pumili ng category.',
  'api.ticket.subjectRequired': 'Kailangan ang Subject.',
  'api.ticket.subjectTooLong': 'Hanggang {max} na character lang ang Subject.',
  'api.ticket.messageRequired': 'Kailangan ang Message.',
  'api.ticket.messageTooLong': 'Hanggang {max} na character lang ang Message.',
  'api.ticket.characterInvalid': 'Pumili ng isa sa mga character mo, o wala.',
  'api.ticket.screenshotsTooMany': 'Hanggang {max} na screenshot lang ang puwede mong i-attach.',
  'api.ticket.screenshotMissing': 'Wala na ang isang screenshot. I-upload mo ulit.',
  'api.ticket.notFound': 'Hindi nahanap ang ticket.',
  'api.ticket.replied': 'Naipadala na ang reply mo.',
  'api.ticket.notOpen':
    'Hindi na bukas ang ticket na ito. Buksan mo ulit para mag-reply, o magpadala ng bagong ticket.',
  'api.ticket.reopened': 'Bukas na ulit ang ticket mo.',
  'api.ticket.notResolved': 'Ang resolved na ticket lang ang puwedeng buksan ulit.',
  'api.ticket.reopenExpired':
    'Puwedeng buksan ulit ang resolved na ticket sa loob ng {days} araw. Magpadala ka ng bagong ticket.',
  'api.ticket.guestLinkSent':
    'Nagpadala kami ng link sa e-mail address na iyan. Buksan ito sa loob ng {hours} oras para maipadala ang ticket mo.',
  'api.ticket.guestLinkInvalid':
    'Mali o expired na ang ticket link na ito. Magpadala ka ng bagong ticket.',
  'api.ticket.created': 'Naipadala na ang ticket mo. Ang ticket number mo ay #{number}.',
  'api.upload.notAnImage': 'Mag-upload ng PNG, JPEG, WebP o GIF na image.',
  'api.upload.unreadable':
    'Sira o kulang ang image na ito kaya hindi mabasa. I-save mo ulit at i-upload.',
  'api.upload.tooWide':
    'Masyadong malaki ang image: hanggang {max} pixels ang lapad at {max} pixels ang taas.',
  'api.upload.tooManyPixels': 'Masyadong malaki ang image: hanggang {max} megapixels lang.',

  'api.vote.notRecorded': 'Hindi ma-record ang vote ngayon; ipadala mo ulit mamaya.',
};

export default api;
