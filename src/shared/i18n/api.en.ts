/**
 * The texts a player reads from the API and from the forms' own checks, in English: the error catalogue
 * (src/shared/messages.ts), the player routes' refusals and answers (src/server/modules) and the shared
 * contracts' validation messages (docs/product/languages.md, Errors and form messages;
 * docs/decisions/0077-api-messages.md). Each is the English text word for word as the code writes it: the
 * server and the forms find a text's id by its English (src/shared/i18n/english-match.ts), a text with
 * values through its pattern, so a value ({min}, {name}, a count) comes back into the other language.
 * src/server/api-texts.test.ts fails when a player-facing text of the code has no entry here.
 * This file defines the area's ids; api.fil.ts has the same ones.
 */
const api = {
  // ------------------------------------------------ the error catalogue (src/shared/messages.ts)
  'api.tooManyRequests': 'Too many Requests! try again later',
  'api.sessionExpired': 'Session expired. Please log in again.',
  'api.networkError': 'Network error. Please check your connection.',
  'api.unexpected': 'An unexpected error occurred. Please try again.',
  'api.unauthenticated': 'Please Login to Continue!',
  'api.forbidden': 'You are not allowed to do that.',
  'api.notFound': 'Not found.',
  'api.invalidInput': 'Some fields are not valid.',
  'api.bodyNotObject': 'Send the fields as a JSON object.',
  'api.unavailable': 'The service is temporarily unavailable. Please try again shortly.',

  // ------------------------------------------------ the server's own refusals (plugins)
  'api.invalidValue': 'Invalid value.',
  'api.badRequest': 'Bad request.',
  'api.unsupportedType': 'Unsupported content type.',
  'api.tooLarge': 'Request is too large.',
  'api.controlCharacters': 'Text may not contain control characters.',
  'api.encodedBody': 'Send the request body uncompressed.',
  'api.crossSite': 'Cross-site request refused.',
  'api.idempotencyKey': 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
  'api.maintenance': 'The server is under maintenance. Please try again later.',
  'api.maintenanceUntil':
    'The server is under maintenance until {until} (Manila time). Please try again then.',
  'api.changeNotSaved': 'The change was not saved. Please try again.',
  'api.notSaved': 'The change was not saved.',

  // ------------------------------------------------ numbers in addresses and fields (contracts/whole-number.ts)
  'api.number.digits': '{name} must be a whole number written in digits.',
  'api.number.min': '{name} must be {min} or more.',
  'api.number.max': '{name} must be {max} or less.',
  'api.number.tooLarge': '{name} is too large.',
  'api.idTooLarge': 'The id is too large.',
  'api.noBody': 'This call takes no request body.',

  // ------------------------------------------------ accounts (contracts/accounts.ts, ACCOUNT_MESSAGES)
  'api.account.usernameRequired': 'Username is required.',
  'api.account.passwordRequired': 'Password is required.',
  'api.account.emailRequired': 'Email is required.',
  'api.account.emailInvalid': 'Enter a valid email address.',
  'api.account.confirmRequired': 'Confirm - Password is required.',
  'api.account.passwordsDiffer': 'Password and Confirm - Password do not match.',
  'api.account.userIdLength': 'Username must be {min} to {max} characters.',
  'api.account.userIdChars': 'Username may contain only letters, numbers and underscores.',
  'api.account.userIdTaken': 'That username is already taken. Please choose another.',
  'api.account.passwordTooShort': 'Password must be at least {min} characters.',
  'api.account.passwordTooLong':
    'Password must be at most {max} characters. Longer passwords are not cut short: please choose one of {min} to {max} characters.',
  'api.account.passwordCommon': 'That password is too common and easy to guess. Please choose another.',
  'api.account.passwordIsUserId': 'Password must not be the same as your username.',
  'api.account.nameTooLong': 'Names can be at most {max} characters.',
  'api.account.emailTooLong': 'Email can be at most {max} characters.',
  'api.account.questionInvalid': 'Choose a secret question.',
  'api.account.answerRequired': 'Secret Answer is required.',
  'api.account.answerTooLong': 'Secret Answer can be at most {max} characters.',
  'api.account.genderInvalid': 'Choose Male or Female.',
  'api.account.countryInvalid': 'Choose your country.',
  'api.account.termsRequired': 'You must agree to the terms to register.',
  'api.account.phoneInvalid': 'Enter a valid phone number (digits, spaces, + and - only).',
  'api.account.registered':
    'Registration successful! We sent you an e-mail: follow its link to verify your address.',
  'api.account.loginOk': 'Login successful.',
  'api.account.loginFailed': 'Incorrect username or password.',
  'api.account.factorRequired': 'Enter the code from your authenticator app to finish signing in.',
  'api.account.loginBlocked': 'This account is blocked. Please contact support.',
  'api.account.signedOut': 'You have been signed out.',
  'api.account.currentPasswordRequired': 'Current Password is required.',
  'api.account.newPasswordRequired': 'New Password is required.',
  'api.account.retypeRequired': 'Retype New Password is required.',
  'api.account.retypeMismatch': 'New Password and Re-Enter Password Does not match!',
  'api.account.passwordIncorrect': 'Password is incorrect. Please try again.',
  'api.account.passwordValidationFailed': 'An error occurred while validating the password.',
  'api.account.passwordConfirmed': 'Password confirmed.',
  'api.account.secretAnswerIncorrect': 'Secret Answer is incorrect. Please try again.',
  'api.account.secretAnswerConfirmed': 'Secret Answer confirmed.',
  'api.account.secretAnswerNeeded': 'Please answer your secret question first.',
  'api.account.currentPasswordWrong': 'Current Password is incorrect.',
  'api.account.samePassword': 'New Password must be different from the current one.',
  'api.account.passwordChanged': 'Your password has been changed. Please sign in again.',
  'api.account.detailsUpdated': 'Your account details have been updated. Please sign in again.',
  'api.account.notYourAccount': 'You can only change your own account.',
  'api.account.findIdEmailRequired': 'Email Address is required to retrieve your UserID.',
  'api.account.findPwEmailRequired': 'Email Address is required to retrieve your Password.',
  'api.account.findPwIdRequired': 'User ID is required to retrieve your Password.',
  'api.account.findIdSent':
    'If an account is registered to that e-mail address, we have sent its User ID there.',
  'api.account.findPwSent':
    'If that User ID is registered to that e-mail address, we have sent a link to set a new password. It works once, within 30 minutes.',
  'api.account.resetLinkInvalid':
    'This password reset link is invalid or has expired. Please ask for a new one.',
  'api.account.resetDone': 'Your new password is set. Please sign in.',
  'api.account.verifyLinkInvalid':
    'This verification link is invalid or has expired. Sign in and ask for a new one.',
  'api.account.verified': 'Thank you! Your e-mail address is verified.',
  'api.account.verificationSent': 'We sent a new verification link to your e-mail address.',
  'api.account.alreadyVerified': 'Your e-mail address is already verified.',
  'api.account.whitelisted': 'Your current address is now whitelisted for the game login.',
  'api.account.whitelistBadAddress':
    'Your address could not be read. Please try again from your game computer.',
  'api.account.detailsNeeded':
    'Welcome! Your game account is now a site account too. Please give your e-mail address and a secret question first.',
  'api.account.detailsSaved':
    'Thank you! Your account is complete. We sent you an e-mail: follow its link to verify your address.',
  'api.account.detailsAlreadyComplete': 'Your account details are already complete.',
  // The second factor at sign-in (contracts/second-factor.ts; the console's own texts stay English).
  'api.factor.codeRequired': 'Enter the six-digit code from your authenticator app, or a recovery code.',
  'api.factor.codeWrong': 'That code is not right (or was already used). Check your app and try again.',
  'api.factor.signInExpired': 'The sign-in waited too long for its code. Enter your password again.',

  // ------------------------------------------------ shop, cart, vouchers, wallet (shop-rules.ts, SHOP_MESSAGES)
  'api.shop.voucherRequired': 'Voucher Code is required.',
  'api.shop.voucherTooLong': 'Voucher Code is too long.',
  'api.shop.referralTooLong': 'Referral Code is too long.',
  'api.shop.voucherInvalid': 'Invalid voucher code. Please check the code and try again.',
  'api.shop.voucherUsed': 'This voucher code has already been used.',
  'api.shop.voucherExpired': 'This voucher code has expired.',
  'api.shop.voucherRevoked': 'This voucher code is no longer valid.',
  'api.shop.voucherRedeemed': 'Voucher redeemed! {amount} {currency} added to your account.',
  'api.shop.unknownProduct': 'This item is not available in the shop.',
  'api.shop.soldOut': 'This item is sold out.',
  'api.shop.stockLeft': 'Only {count} left in stock.',
  'api.shop.notEnoughRcoin': 'Not enough R-Coin for this purchase.',
  'api.shop.notEnoughMilleage': 'Not enough Milleage for this purchase.',
  'api.shop.cartEmpty': 'Please select at least one item in your cart.',
  'api.shop.cartChanged': 'Your cart has changed. Please review it and try again.',
  'api.shop.cartRowUnknown': 'That cart item was not found.',
  'api.shop.notYourCart': 'You can only view your own cart.',
  'api.shop.purchaseUnknown': 'That purchase was not found.',
  'api.shop.notCancellable': 'Only items still waiting in the item bank can be cancelled.',
  'api.shop.cancelling':
    'Cancelling: the price comes back once the game confirms the item is still in your item bank.',
  'api.shop.cancelled': 'The item was cancelled and its price refunded.',
  'api.shop.notLinkedToGame':
    'Your account is not linked to a game login, so items cannot reach the game. Sign in with the password you use in the game, or ask the staff for help.',
  'api.shop.balanceCapRcoin':
    'This would take your R-Coin balance over the limit of {max}. Nothing was changed.',
  'api.shop.balanceCapMilleage':
    'This would take your Milleage balance over the limit of {max}. Nothing was changed.',
  'api.shop.idempotencyMismatch': 'This Idempotency-Key was already used for a different request.',
  'api.shop.idempotencyRunning': 'A request with this Idempotency-Key is still being processed.',
  'api.shop.priceChanged': 'The price changed to {price} {currency}. Check it and confirm again.',
  'api.shop.priceChangedFree': 'The price changed: it is now free. Check it and confirm again.',
  'api.shop.priceChangedOf': 'The price of {name} changed to {price} {currency}. Check it and confirm again.',
  'api.shop.priceChangedOfFree': 'The price of {name} changed: it is now free. Check it and confirm again.',
  'api.shop.cartPriceTwice': 'Each cart row may have one price.',
  'api.shop.currencyInvalid': 'currency must be rcoin or milleage.',
  'api.shop.accountNotFound': 'Account not found.',
  'api.shop.bought': 'Purchase successful! The item is waiting in your item bank.',
  'api.shop.boughtCart':
    'Purchase successful! {count, plural, one {# item} other {# items}} sent to your item bank.',
  'api.shop.boughtCartSome':
    'Purchase successful! {count, plural, one {# item} other {# items}} sent to your item bank. Not bought, no longer available: {names}. You were not charged for {left, plural, one {it} other {them}}.',
  'api.shop.nothingAvailable':
    'No longer available: {names}. Remove {count, plural, one {it} other {them}} from your cart to continue.',
  'api.cart.added': 'Item added to your cart.',
  'api.cart.quantity': 'Quantity updated.',
  'api.cart.selection': 'Selection updated.',
  'api.cart.removed': 'Item removed from your cart.',
  'api.cart.quantityChange': 'quantityChange must be +1 or -1.',
  'api.cart.items': 'items must be a list of cart row numbers.',

  // ------------------------------------------------ top-up (payment-rules.ts, PAYMENT_MESSAGES)
  'api.payment.unavailable':
    'Top-up by payment is not available right now. You can still redeem a voucher code.',
  'api.payment.noPackage': 'This top-up package is not available.',
  'api.payment.noOrder': 'There is no such order.',
  'api.payment.providerDown':
    'The payment provider could not be reached. Nothing was charged; please try again.',
  'api.payment.noCheckout': 'There is no such checkout.',
  'api.payment.notYourCheckout':
    'This checkout belongs to another player’s order. Sign in as that player to pay it.',
  'api.payment.choosePackage': 'Choose a package.',

  // ------------------------------------------------ character services (character-services.ts)
  'api.character.notOffered':
    'Character services are not offered on this site: it is not connected to the game server.',
  'api.character.unknown': 'There is no such character on your account.',
  'api.character.online': 'Leave the game first: {name} is online.',
  'api.character.inGuild': '{name} must leave its guild first.',
  'api.character.level': '{name} must be level {level} or higher.',
  'api.character.sameSchool': '{name} is already in {school}.',
  'api.character.nameTaken': 'The name {name} is taken. Choose another.',
  'api.character.sameName': 'That is already the character’s name.',
  'api.character.unstuckOff': 'Unstuck is not offered at the moment.',
  'api.character.schoolOff': 'Change school is not offered at the moment.',
  'api.character.renameOff': 'Rename is not offered at the moment.',
  'api.character.unstuckCooldown': 'Unstuck can be used for {name} again in {wait}.',
  'api.character.schoolCooldown': 'Change school can be used for {name} again in {wait}.',
  'api.character.renameCooldown': 'Rename can be used for {name} again in {wait}.',
  'api.character.queued':
    'Your order is with the game: it is carried out in a moment, while the character is offline.',
  'api.character.chooseSchool': 'Choose a school.',
  'api.character.typeName': 'Type the new name.',
  'api.character.nameMin': 'A name needs at least {min} characters.',
  'api.character.nameMax': 'A name has at most {max} characters.',
  'api.character.nameSpaces': 'A name cannot contain spaces.',
  'api.character.nameLetters': 'Use only English letters, digits and - _ = /.',
  'api.character.nameChar': 'A name cannot contain {char}.',

  // ------------------------------------------------ tickets (contracts/tickets.ts, TICKET_MESSAGES)
  'api.ticket.categoryRequired': 'Choose a category.',
  'api.ticket.subjectRequired': 'Subject is required.',
  'api.ticket.subjectTooLong': 'Subject can be at most {max} characters.',
  'api.ticket.messageRequired': 'Message is required.',
  'api.ticket.messageTooLong': 'Message can be at most {max} characters.',
  'api.ticket.characterInvalid': 'Choose one of your characters, or none.',
  'api.ticket.screenshotsTooMany': 'You can attach at most {max} screenshots.',
  'api.ticket.screenshotMissing': 'A screenshot is no longer available. Please upload it again.',
  'api.ticket.notFound': 'Ticket not found.',
  'api.ticket.replied': 'Your reply has been sent.',
  'api.ticket.notOpen': 'This ticket is no longer open. Reopen it to reply, or submit a new ticket.',
  'api.ticket.reopened': 'Your ticket is open again.',
  'api.ticket.notResolved': 'Only a resolved ticket can be reopened.',
  'api.ticket.reopenExpired':
    'A resolved ticket can be reopened within {days} days. Please submit a new ticket.',
  'api.ticket.guestLinkSent':
    'We sent a link to that e-mail address. Open it within {hours} hours to submit your ticket.',
  'api.ticket.guestLinkInvalid': 'This ticket link is invalid or has expired. Please submit a new ticket.',
  'api.ticket.created': 'Your ticket has been submitted. Your ticket number is #{number}.',
  // Screenshots (images/encode.ts, UPLOAD_MESSAGES).
  'api.upload.notAnImage': 'Upload a PNG, JPEG, WebP or GIF image.',
  'api.upload.unreadable':
    'This image is damaged or incomplete and could not be read. Save it again and upload it.',
  'api.upload.tooWide': 'This image is too large: at most {max} pixels wide and {max} pixels high.',
  'api.upload.tooManyPixels': 'This image is too large: at most {max} megapixels.',

  // ------------------------------------------------ votes (callback-routes.ts)
  'api.vote.notRecorded': 'The vote could not be recorded now; send it again later.',
};

export default api;
