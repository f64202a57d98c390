/**
 * Messages of the account pages (src/client/features/accounts), in English.
 * This file defines the area's ids; accounts.fil.ts has the same ones (docs/product/languages.md).
 */
const accounts = {
  // Form fields several pages share
  'accounts.field.userId': 'User ID',
  'accounts.field.email': 'E-mail',
  'accounts.field.emailAddress': 'E-mail address',
  'accounts.field.firstName': 'First name',
  'accounts.field.lastName': 'Last name',
  'accounts.field.password': 'Password',
  'accounts.field.confirmPassword': 'Confirm password',
  'accounts.field.phone': 'Phone number',
  'accounts.field.currentPassword': 'Current Password',
  'accounts.field.newPassword': 'New Password',
  'accounts.field.retypePassword': 'Retype New Password',
  'accounts.field.secretQuestion': 'Secret question',
  'accounts.field.secretAnswer': 'Secret answer',
  'accounts.field.gender': 'Gender',
  'accounts.field.country': 'Country',
  'accounts.gender.male': 'Male',
  'accounts.gender.female': 'Female',
  'accounts.agreeTerms': 'I agree to the terms of service and the privacy policy.',
  'accounts.secretQuestion.1': 'What is your favorite color?',
  'accounts.secretQuestion.2': 'In what town did you grow up?',
  'accounts.secretQuestion.3': 'What is your favorite movie?',
  'accounts.secretQuestion.4': 'What is the name of your childhood friend?',
  'accounts.secretQuestion.5': 'What is the name of your pet?',
  'accounts.secretQuestion.6': 'Who is your favorite singer?',
  'accounts.confirm': 'Confirm',
  'accounts.cancel': 'Cancel',

  // /register
  'accounts.register.title': 'Register',
  'accounts.register.lead':
    'Create your free game account. After registering, check your mailbox for a link that verifies your e-mail address.',
  'accounts.register.form': 'Registration',
  'accounts.register.submit': 'Register',
  'accounts.register.submitting': 'Registering…',

  // /changepassword
  'accounts.changePassword.title': 'Change Password',
  'accounts.changePassword.lead':
    'Choose a new password of {min} to {max} characters. You will answer your secret question, and then every device signed in to your account is signed out.',
  'accounts.changePassword.form': 'Change password',
  'accounts.changePassword.submit': 'Change Password',
  'accounts.changePassword.answerQuestion': 'Answer your secret question',
  'accounts.changePassword.success': 'SUCCESS!!',

  // /findaccount
  'accounts.find.pageTitle': 'Find Account',
  'accounts.find.title': 'Find ID / Password',
  'accounts.find.idTitle': 'Find User ID',
  'accounts.find.idLead':
    'Enter the e-mail address of your account. We will mail you every User ID registered to it.',
  'accounts.find.idSubmit': 'Find User ID',
  'accounts.find.passwordTitle': 'Find Password',
  'accounts.find.passwordLead':
    'We never send passwords: you will get a link to set a new one, valid once for 30 minutes.',
  'accounts.find.passwordSubmit': 'Find Password',
  'accounts.find.processingTitle': 'Processing your request',
  'accounts.find.processingMessage': 'Processing your request Please wait..',

  // /reset-password
  'accounts.reset.pageTitle': 'Reset Password',
  'accounts.reset.title': 'Set a New Password',
  'accounts.reset.form': 'Set a new password',
  'accounts.reset.submit': 'Set new password',

  // /verify-email
  'accounts.verify.title': 'Verify E-mail',
  'accounts.verify.checking': 'Checking your link…',
  'accounts.verify.toAccount': 'Go to My Account',
  'accounts.verify.toLogin': 'Go to Login',

  // The game bridge's first sign-in: /complete-account
  'accounts.complete.title': 'Complete your account',
  'accounts.complete.submit': 'Save and continue',
  'accounts.complete.saving': 'Saving…',

  // /user
  'accounts.user.title': 'My Account',
  'accounts.user.loading': 'Loading your account…',
  'accounts.user.loadFailed': 'Your account could not be loaded. Please try again.',
  'accounts.user.infoTitle': 'Account information',
  'accounts.user.charactersTitle': 'Characters',
  'accounts.user.detailsTitle': 'Update account details',
  'accounts.user.whitelistTitle': 'Game login whitelist',
  'accounts.info.name': 'Name',
  'accounts.info.email': 'E-mail',
  'accounts.info.phone': 'Phone',
  'accounts.info.emailVerified': '{email} (verified)',
  'accounts.info.emailNotVerified': '{email} (not verified)',
  'accounts.reminder.text':
    'Your e-mail address is not verified yet. Follow the link we sent you, so you can recover your account if you ever forget your password.',
  'accounts.reminder.resend': 'Resend verification e-mail',
  'accounts.details.form': 'Account details',
  'accounts.details.confirmPassword': 'Confirm your password',
  'accounts.details.submit': 'Update details',
  'accounts.whitelist.address': 'Your current address:',
  'accounts.whitelist.lead':
    'If the game server only lets whitelisted addresses sign in, allow this address here.',
  'accounts.whitelist.submit': 'Whitelist my current address',
  'accounts.whitelist.processingTitle': 'Processing request',
  'accounts.whitelist.processingMessage': 'please wait...',

  // Characters and their services (/user)
  'accounts.characters.none': 'No characters yet. Create one in the game client.',
  'accounts.characters.yours': 'Your characters',
  'accounts.characters.name': 'Name',
  'accounts.characters.level': 'Level',
  'accounts.characters.class': 'Class',
  'accounts.characters.school': 'School',
  'accounts.characters.guild': 'Guild',
  'accounts.characters.inGame': 'In game',
  'accounts.characters.reborn': 'Reborn {reborn}',
  'accounts.characters.meta': 'Level {level} · {school}',
  'accounts.characters.online': 'In the game now',
  'accounts.characters.offline': 'Offline',
  'accounts.characters.servicesFor': 'Services for {name}',
  'accounts.characters.order': '{service} {name}',
  'accounts.characters.gameSilent':
    'The game is not answering right now, so whether a character is online is not known: an order waits for the game and is carried out once it is back.',
  'accounts.characters.servicesNote':
    'A service is carried out while the character is out of the game; if the game refuses it, the price comes back.',
  'accounts.service.unstuck': 'Unstuck',
  'accounts.service.school': 'Change school',
  'accounts.service.rename': 'Rename',
  'accounts.serviceSummary.unstuck': 'Moves the character to its school’s start point.',
  'accounts.serviceSummary.school': 'Moves the character to another school and to that school’s start point.',
  'accounts.serviceSummary.rename': 'Gives the character a new name.',
  'accounts.free': 'Free',
  'accounts.orders.title': 'Your service orders',
  'accounts.orders.character': 'Character',
  'accounts.orders.service': 'Service',
  'accounts.orders.price': 'Price',
  'accounts.orders.ordered': 'Ordered',
  'accounts.orders.state': 'State',
  'accounts.orders.schoolTo': 'Change school to {school}',
  'accounts.orders.renameTo': 'Rename to {name}',
  'accounts.orders.waiting': 'Waiting for the game',
  'accounts.orders.done': 'Done',
  'accounts.orders.refunded': 'Refunded: {why}',
  'accounts.orders.refused': 'Refused: {why}',
  'accounts.refusal.unknown': 'the game refused it',
  'accounts.refusal.online': 'the character was in the game',
  'accounts.refusal.inGuild': 'the character was in a guild',
  'accounts.refusal.level': 'the character was below the minimum level',
  'accounts.refusal.nameTaken': 'the name was taken in the game',
  'accounts.refusal.sameSchool': 'the character was already in that school',
  'accounts.refusal.gone': 'the character was no longer on this account',
  'accounts.refusal.schoolUnknown': 'the character was in a school the site does not know',

  // The confirm step of a service
  'accounts.serviceDialog.title': '{service}: {name}',
  'accounts.serviceDialog.newSchool': 'New school',
  'accounts.serviceDialog.fromSchool':
    'From {school}; the character must stay out of any guild until it is done.',
  'accounts.serviceDialog.newName': 'New name',
  'accounts.serviceDialog.nameHint':
    '{min} to {max} characters: English letters, digits and - _ = /, no spaces.',
  'accounts.serviceDialog.price': 'Price:',
  'accounts.serviceDialog.balance': '(you have {amount} {currency})',
  'accounts.serviceDialog.stayOut':
    '{name} must stay out of the game until it is done. If the game refuses, the price comes back.',
  'accounts.serviceDialog.sending': 'Sending…',
  'accounts.serviceDialog.pay': 'Pay {price}',
  'accounts.serviceDialog.short': 'Not enough {currency} for this service.',
} as const;

export default accounts;
